// Nearest search-and-rescue units to a point (spec 01 §4, checklist A50): SAR vessels (ship
// type 51) and SAR aircraft (MMSI 111MIDxxx), by great-circle distance, nearest first.
import { greatCircleDistance, initialBearing, type LonLat } from '../geo/great-circle.js';
import { shipTypeCategory } from '../ais/ship-type.js';

/** How many units a query gives when it names no count (spec 01 §9: 5). */
export const NEAREST_SAR_DEFAULT_COUNT = 5;
export const NEAREST_SAR_MIN_COUNT = 1;
export const NEAREST_SAR_MAX_COUNT = 20;
/** Positions older than this are not counted: the unit has most likely moved on. */
export const NEAREST_SAR_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/** What the rule needs of a live vessel. */
export interface SarCandidate {
  readonly mmsi: number;
  readonly shipType: number | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Time of the latest position, epoch ms. */
  readonly positionMs: number;
}

export interface NearestSar<V extends SarCandidate = SarCandidate> {
  readonly vessel: V;
  /** Great-circle distance from the query point, metres. */
  readonly distanceMeters: number;
  /** Initial true bearing from the query point to the unit, degrees 0–360. */
  readonly bearingDegrees: number;
}

/** A SAR aircraft MMSI: 111 followed by a MID and three digits. */
export function isSarAircraftMmsi(mmsi: number): boolean {
  return mmsi >= 111_000_000 && mmsi <= 111_999_999;
}

/** Whether a vessel counts as a search-and-rescue unit (A50). */
export function isSarUnit(vessel: Pick<SarCandidate, 'mmsi' | 'shipType'>): boolean {
  return isSarAircraftMmsi(vessel.mmsi) || shipTypeCategory(vessel.shipType, vessel.mmsi) === 'sar';
}

/**
 * The `count` nearest SAR units with a position under six hours old at `nowMs`, nearest
 * first (ties by MMSI, so the answer is stable).
 */
export function nearestSar<V extends SarCandidate>(
  point: LonLat,
  candidates: Iterable<V>,
  nowMs: number,
  count: number = NEAREST_SAR_DEFAULT_COUNT,
): NearestSar<V>[] {
  const found: NearestSar<V>[] = [];
  for (const vessel of candidates) {
    if (vessel.latitude === null || vessel.longitude === null) continue;
    if (nowMs - vessel.positionMs > NEAREST_SAR_MAX_AGE_MS || !isSarUnit(vessel)) continue;
    const at: LonLat = [vessel.longitude, vessel.latitude];
    found.push({
      vessel,
      distanceMeters: greatCircleDistance(point, at),
      bearingDegrees: initialBearing(point, at),
    });
  }
  found.sort((a, b) => a.distanceMeters - b.distanceMeters || a.vessel.mmsi - b.vessel.mmsi);
  return found.slice(0, Math.max(0, count));
}
