// Area activity (spec 02 §3, §4, §7, §9; R22.*): the vessels seen in the map's bounds over a
// date range, from the live tier's `vesselsinarea` (by the user's AIS source) and the historic
// `shipsinarea`, merged by MMSI.
import type { AisSource } from '@havkart/domain';

/** Below this zoom the view asks to zoom in (R22.02). */
export const AREA_ACTIVITY_MIN_ZOOM = 6;
/** Quiet time before a change fetches (R22.07). */
export const AREA_ACTIVITY_DEBOUNCE_MS = 250;
const DAY_MS = 86_400_000;
/** Longest range (A18). */
export const AREA_ACTIVITY_MAX_RANGE_MS = 7 * DAY_MS;

export interface DateRange {
  readonly from: number;
  readonly to: number;
}

/** A vessel in the area (R22.10): mmsi with its country code, where and when last seen. */
export interface AreaVessel {
  readonly mmsi: number;
  readonly countryCode: string | null;
  readonly msgtime: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

/** The default range: the last 24 hours (R22.01). */
export function defaultRange(nowMs: number): DateRange {
  return { from: nowMs - DAY_MS, to: nowMs };
}

/** A range kept within seven days, ending where the user set it. */
export function clampRange(range: DateRange): DateRange {
  const to = Math.max(range.to, range.from);
  return { from: Math.max(range.from, to - AREA_ACTIVITY_MAX_RANGE_MS), to };
}

/** The `vesselsinarea` variant of the user's effective AIS source (R22.11). */
export function vesselsInAreaPath(source: AisSource): string {
  const variant = source === 'arctic' || source === 'fiskinfo' ? source : 'open';
  return `/bwapi/v1/geodata/ais/${variant}/vesselsinarea`;
}

export const HISTORIC_SHIPS_IN_AREA_PATH = '/bwapi/v1/historic/shipsinarea';

/** Lists merged by MMSI, each vessel's latest sighting kept, newest first. */
export function mergeByMmsi(lists: readonly (readonly AreaVessel[])[]): AreaVessel[] {
  const byMmsi = new Map<number, AreaVessel>();
  for (const list of lists) {
    for (const vessel of list) {
      const known = byMmsi.get(vessel.mmsi);
      if (!known || Date.parse(vessel.msgtime) > Date.parse(known.msgtime)) {
        byMmsi.set(vessel.mmsi, vessel);
      }
    }
  }
  return [...byMmsi.values()].sort((a, b) => Date.parse(b.msgtime) - Date.parse(a.msgtime));
}

/** A country's flag as regional-indicator letters ("NO" → 🇳🇴); empty without a code. */
export function flagOf(countryCode: string | null): string {
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Runs `work` once `ms` have passed without another call (R22.07). */
export function debounce<A extends unknown[]>(
  work: (...args: A) => void,
  ms: number = AREA_ACTIVITY_DEBOUNCE_MS,
): { (...args: A): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      work(...args);
    }, ms);
  };
  run.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return run;
}

/** A track point as the track sources give it: an ISO time and a position. */
export interface TimedPosition {
  readonly msgtime: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** How long after its last point a vessel is still placed there: AIS may be quiet that long. */
export const LAST_POINT_HOLD_MS = 30 * 60_000;

/**
 * Where the vessel was at `timeMs` by its track: between two points, on the straight line
 * between them in proportion to the time; at its last point for half an hour after it; null
 * before its first point or later, so the slider shows it only where the track says.
 */
export function positionAt(
  points: readonly TimedPosition[],
  timeMs: number,
): { longitude: number; latitude: number } | null {
  if (points.length === 0) return null;
  const times = points.map((point) => Date.parse(point.msgtime));
  if (timeMs < times[0]! || timeMs > times[times.length - 1]! + LAST_POINT_HOLD_MS) return null;
  for (let i = 1; i < points.length; i += 1) {
    if (timeMs > times[i]!) continue;
    const [a, b] = [points[i - 1]!, points[i]!];
    const span = times[i]! - times[i - 1]!;
    const share = span > 0 ? (timeMs - times[i - 1]!) / span : 1;
    return {
      longitude: a.longitude + (b.longitude - a.longitude) * share,
      latitude: a.latitude + (b.latitude - a.latitude) * share,
    };
  }
  const last = points[points.length - 1]!;
  return { longitude: last.longitude, latitude: last.latitude };
}

/** The slider's time inside the range: the chosen one, or the range's end when outside it. */
export function timeInRange(range: DateRange, timeMs: number): number {
  return timeMs >= range.from && timeMs <= range.to ? timeMs : range.to;
}

/** A name as a row shows it: the vessel's name trimmed, else null (the row shows the MMSI). */
export function shownName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.replace(/[@\s]+$/, '').trim();
  return trimmed === '' ? null : trimmed;
}
