/**
 * Zone evaluation against the live state (spec 02 §9 as Havkart does it: on the server, as a
 * vessel moves, instead of each app polling every zone). Zones are prepared polygons indexed
 * by a one-degree grid of their boxes, so a position is tested only against the zones whose
 * box covers its cell, then against the zone's filters and tier. No I/O here: the plugin
 * feeds positions in and takes alerts out.
 */
import {
  distressDevice,
  distressSignal,
  preparePolygon,
  visibleInOpenTier,
  zoneAlertId,
  zoneEntryStep,
  zonePolygons,
  zoneTakesVessel,
  PRESENT_AT_START,
  ZONE_REENTRY_MS,
  type PreparedPolygon,
  type ZoneAlert,
  type ZonePresence,
} from '@havkart/domain';
import { geoFilterTest } from '../auth/geo-filter.js';
import type { VesselRecord } from '../live/records.js';
import type { StoredZone } from './zone-store.js';

/** Positions older than this when evaluated only seed presence (a replay, not an entry). */
export const LIVE_POSITION_MAX_AGE_MS = 2 * 60 * 1000;

/** An alert with the user it is for; null for a distress alert every signed-in user sees. */
export interface RaisedAlert {
  readonly alert: ZoneAlert;
  readonly userKey: string | null;
  /** The zone's settings when the alert came from one (for mail). */
  readonly zone: StoredZone | null;
}

interface WatchedZone {
  readonly zone: StoredZone;
  readonly parts: readonly PreparedPolygon[];
  readonly limit: ((lon: number, lat: number) => boolean) | null;
  readonly cells: readonly number[];
  readonly presence: Map<number, ZonePresence>;
}

const cellOf = (lon: number, lat: number): number =>
  (Math.floor(lat) + 90) * 360 + (Math.floor(lon) + 180);

type Position = Pick<VesselRecord, 'mmsi' | 'latitude' | 'longitude'>;

export class ZoneEvaluator {
  readonly #zones = new Map<string, WatchedZone>();
  readonly #grid = new Map<number, Set<string>>();
  /** Distress beacons by MMSI, with the same entry rule as zones: alert once per episode. */
  readonly #distress = new Map<number, ZonePresence>();
  /** Each vessel's last grid cell, so zones of a cell it left learn that it left. */
  readonly #lastCell = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.#zones.size;
  }

  /** The zones watched now, as they were when watched. */
  watchedZones(): StoredZone[] {
    return [...this.#zones.values()].map((watched) => watched.zone);
  }

  /**
   * Watches a zone (again, after a change). Vessels already inside are marked present, so
   * saving a zone never alerts for what is in it.
   */
  watch(zone: StoredZone, vessels: Iterable<Position>): void {
    this.unwatch(zone.id);
    const parts = zonePolygons(zone.geometry).map((rings) => preparePolygon(rings));
    const cells: number[] = [];
    for (const part of parts) {
      const { west, south, east, north } = part.bbox;
      for (let lat = Math.floor(south); lat <= Math.floor(north); lat += 1) {
        for (let lon = Math.floor(west); lon <= Math.floor(east); lon += 1) {
          const cell = cellOf(lon, lat);
          if (!cells.includes(cell)) cells.push(cell);
        }
      }
    }
    const limit =
      zone.access === 'restricted'
        ? geoFilterTest((zone.geoFilter ?? null) as Parameters<typeof geoFilterTest>[0])
        : null;
    const watched: WatchedZone = { zone, parts, limit, cells, presence: new Map() };
    this.#zones.set(zone.id, watched);
    for (const cell of cells) {
      let ids = this.#grid.get(cell);
      if (!ids) this.#grid.set(cell, (ids = new Set()));
      ids.add(zone.id);
    }
    for (const vessel of vessels) {
      if (vessel.latitude === null || vessel.longitude === null) continue;
      if (this.#inside(watched, vessel.longitude, vessel.latitude)) {
        watched.presence.set(vessel.mmsi, PRESENT_AT_START);
      }
    }
  }

  unwatch(id: string): void {
    const watched = this.#zones.get(id);
    if (!watched) return;
    this.#zones.delete(id);
    for (const cell of watched.cells) {
      const ids = this.#grid.get(cell);
      ids?.delete(id);
      if (ids?.size === 0) this.#grid.delete(cell);
    }
  }

  /** Forgets every zone and vessel: a process that stops evaluating keeps nothing stale. */
  clear(): void {
    this.#zones.clear();
    this.#grid.clear();
    this.#distress.clear();
    this.#lastCell.clear();
  }

  #inside(watched: WatchedZone, lon: number, lat: number): boolean {
    let inside = false;
    for (const part of watched.parts) {
      if (part.contains(lon, lat)) {
        inside = true;
        break;
      }
    }
    return inside && (!watched.limit || watched.limit(lon, lat));
  }

  /** Zones whose area holds the point (filters aside): those a distress alert is mailed to. */
  zonesAt(lon: number, lat: number): StoredZone[] {
    const ids = this.#grid.get(cellOf(lon, lat));
    if (!ids) return [];
    const found: StoredZone[] = [];
    for (const id of ids) {
      const watched = this.#zones.get(id)!;
      if (this.#inside(watched, lon, lat)) found.push(watched.zone);
    }
    return found;
  }

  /**
   * A vessel's new position at `timeMs`: the alerts it raises. A zone the vessel was inside
   * and whose cell it left is told it left, so re-entry counts the time outside.
   */
  position(vessel: VesselRecord, timeMs: number): RaisedAlert[] {
    if (vessel.latitude === null || vessel.longitude === null) return [];
    const lon = vessel.longitude;
    const lat = vessel.latitude;
    const live = this.now() - timeMs <= LIVE_POSITION_MAX_AGE_MS;
    const raised: RaisedAlert[] = [];
    const cell = cellOf(lon, lat);
    const before = this.#lastCell.get(vessel.mmsi);
    this.#lastCell.set(vessel.mmsi, cell);
    const openVisible = visibleInOpenTier(vessel);
    const visit = (id: string): void => {
      const watched = this.#zones.get(id)!;
      const { zone } = watched;
      const had = watched.presence.get(vessel.mmsi);
      // The area first: most candidates of a cell do not hold the point, and a vessel that
      // was never inside needs no step at all (no allocation per candidate).
      const inside =
        (zone.access === 'restricted' || openVisible) &&
        this.#inside(watched, lon, lat) &&
        zoneTakesVessel(zone, vessel);
      if (!inside && had === undefined) return;
      const step = zoneEntryStep(had, inside, timeMs);
      if (step.presence !== had) watched.presence.set(vessel.mmsi, step.presence);
      if (step.alert && live) {
        raised.push({
          alert: this.#alert(zone.id, vessel, timeMs, 'entry'),
          userKey: zone.userKey,
          zone,
        });
      }
    };
    const here = this.#grid.get(cell);
    if (here) for (const id of here) visit(id);
    if (before !== undefined && before !== cell) {
      // Zones of the cell it left learn that it left (those of both cells were visited).
      const there = this.#grid.get(before);
      if (there) for (const id of there) if (!here?.has(id)) visit(id);
    }
    return raised;
  }

  /**
   * A beacon's status or safety text: a `distress` (or test) alert for every signed-in user
   * once per episode, and a distress alert for each zone that covers it.
   */
  distress(vessel: VesselRecord, timeMs: number, safetyText: string | null = null): RaisedAlert[] {
    if (vessel.latitude === null || vessel.longitude === null) return [];
    if (!distressDevice(vessel.mmsi)) return [];
    const signal = distressSignal({
      mmsi: vessel.mmsi,
      navigationalStatus: vessel.navigationalStatus,
      safetyText,
    });
    const step = zoneEntryStep(this.#distress.get(vessel.mmsi), signal !== null, timeMs);
    this.#distress.set(vessel.mmsi, step.presence);
    if (!step.alert || !signal || this.now() - timeMs > LIVE_POSITION_MAX_AGE_MS) return [];
    const kind = signal.test ? 'distressTest' : 'distress';
    const raised: RaisedAlert[] = [
      { alert: this.#alert('distress', vessel, timeMs, kind, null), userKey: null, zone: null },
    ];
    if (!signal.test) {
      for (const zone of this.zonesAt(vessel.longitude, vessel.latitude)) {
        raised.push({
          alert: this.#alert(`${zone.id}.${kind}`, vessel, timeMs, kind, zone.id),
          userKey: zone.userKey,
          zone,
        });
      }
    }
    return raised;
  }

  /**
   * Forgets vessels that left a zone more than the re-entry time ago (they alert again on
   * entering, as they would anyway) and vessels not heard for the live retention.
   */
  sweep(nowMs: number): void {
    for (const watched of this.#zones.values()) {
      for (const [mmsi, presence] of watched.presence) {
        if (
          !presence.inside &&
          presence.leftAtMs !== null &&
          nowMs - presence.leftAtMs >= ZONE_REENTRY_MS
        ) {
          watched.presence.delete(mmsi);
        }
      }
    }
  }

  #alert(
    key: string,
    vessel: VesselRecord,
    timeMs: number,
    kind: ZoneAlert['kind'],
    zoneId: string | null = key,
  ): ZoneAlert {
    return {
      id: zoneAlertId(key, vessel.mmsi, timeMs),
      zoneId,
      time: new Date(timeMs).toISOString(),
      mmsi: vessel.mmsi,
      name: vessel.name,
      shipType: vessel.shipType,
      latitude: vessel.latitude!,
      longitude: vessel.longitude!,
      kind,
    };
  }
}
