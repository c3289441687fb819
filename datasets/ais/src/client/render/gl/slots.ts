// Slots of the vessel buffers: each drawn vessel owns one index into the typed arrays (and the
// GPU buffers that mirror them) for as long as it is drawn, so an update rewrites only its own
// bytes. Freed slots are reused before the table grows; growing doubles the capacity, so the
// GPU buffers are reallocated a handful of times, not on every new vessel.

export class SlotTable {
  readonly #slotOf = new Map<number, number>();
  #keyOf: Float64Array;
  #free: number[] = [];
  /** One past the highest slot ever handed out: the number of quads to draw. */
  #end = 0;

  constructor(capacity = 1024) {
    this.#keyOf = new Float64Array(Math.max(1, capacity)).fill(NaN);
  }

  get capacity(): number {
    return this.#keyOf.length;
  }

  /** Slots in use below {@link end} (the rest are free gaps, drawn as nothing). */
  get size(): number {
    return this.#slotOf.size;
  }

  get end(): number {
    return this.#end;
  }

  slotOf(key: number): number | undefined {
    return this.#slotOf.get(key);
  }

  /** The key in a slot, or undefined for a free one. */
  keyAt(slot: number): number | undefined {
    const key = this.#keyOf[slot];
    return key === undefined || Number.isNaN(key) ? undefined : key;
  }

  /**
   * The slot of a key, taking a free one (the lowest freed, else the next new one) when the
   * key has none. `grew` tells the caller its arrays must follow the new capacity.
   */
  assign(key: number): { slot: number; added: boolean; grew: boolean } {
    const held = this.#slotOf.get(key);
    if (held !== undefined) return { slot: held, added: false, grew: false };
    let grew = false;
    let slot = this.#free.pop();
    if (slot === undefined) {
      slot = this.#end++;
      if (slot >= this.#keyOf.length) {
        const next = new Float64Array(this.#keyOf.length * 2).fill(NaN);
        next.set(this.#keyOf);
        this.#keyOf = next;
        grew = true;
      }
    }
    this.#slotOf.set(key, slot);
    this.#keyOf[slot] = key;
    return { slot, added: true, grew };
  }

  /** Frees a key's slot; returns it, or undefined when the key had none. */
  release(key: number): number | undefined {
    const slot = this.#slotOf.get(key);
    if (slot === undefined) return undefined;
    this.#slotOf.delete(key);
    this.#keyOf[slot] = NaN;
    // Kept sorted high to low, so pop() reuses the lowest gap and the drawn range stays short.
    const at = this.#free.findIndex((s) => s < slot);
    if (at === -1) this.#free.push(slot);
    else this.#free.splice(at, 0, slot);
    return slot;
  }

  /** Every key with its slot. */
  entries(): IterableIterator<[number, number]> {
    return this.#slotOf.entries();
  }

  clear(): void {
    this.#slotOf.clear();
    this.#keyOf.fill(NaN);
    this.#free = [];
    this.#end = 0;
  }
}

/**
 * The byte ranges to upload for a set of changed slots: neighbours closer than `gap` slots are
 * merged (one call is cheaper than many small ones), and past `maxRanges` ranges the whole span
 * from the lowest to the highest goes in one call. Ranges are [first, last] slots, inclusive.
 */
export function dirtyRanges(
  slots: Iterable<number>,
  gap = 64,
  maxRanges = 256,
): [number, number][] {
  const sorted = Int32Array.from(slots).sort();
  if (sorted.length === 0) return [];
  const ranges: [number, number][] = [];
  let first = sorted[0]!;
  let last = first;
  for (let i = 1; i < sorted.length; i++) {
    const slot = sorted[i]!;
    if (slot - last <= gap) {
      last = slot;
      continue;
    }
    ranges.push([first, last]);
    first = last = slot;
  }
  ranges.push([first, last]);
  return ranges.length > maxRanges ? [[ranges[0]![0], ranges[ranges.length - 1]![1]]] : ranges;
}
