// The newest record per MMSI (spec 02 §7: the answer is kept keyed by mmsi, a newer record
// replaces an older one), with the MMSIs changed since the map was last told. Rendering reads
// only those, so an update costs what changed, not what is held.
import { hasMmsi } from './records.js';

export class LiveStore<R extends { readonly mmsi: number; readonly msgtime?: string | null }> {
  readonly records = new Map<number, R>();
  /** MMSIs whose record changed since {@link takeChanges}. */
  #changed = new Set<number>();
  /** Parsed msgtimes, so a comparison never parses twice. */
  readonly #times = new Map<number, number>();

  /** Keeps each record unless the held one is newer; returns how many were taken. */
  upsert(records: Iterable<unknown>): number {
    let taken = 0;
    for (const value of records) {
      if (!hasMmsi(value)) continue;
      const record = value as unknown as R;
      const time = record.msgtime ? Date.parse(record.msgtime) : 0;
      const held = this.#times.get(record.mmsi);
      if (held !== undefined && held > time) continue;
      this.records.set(record.mmsi, record);
      this.#times.set(record.mmsi, time);
      this.#changed.add(record.mmsi);
      taken++;
    }
    return taken;
  }

  /** Marks every record changed (the rules of drawing changed: theme, threshold, polar). */
  touchAll(): void {
    for (const mmsi of this.records.keys()) this.#changed.add(mmsi);
  }

  takeChanges(): number[] {
    const changed = [...this.#changed];
    this.#changed.clear();
    return changed;
  }

  get pendingChanges(): number {
    return this.#changed.size;
  }

  clear(): void {
    this.records.clear();
    this.#times.clear();
    this.#changed.clear();
  }
}
