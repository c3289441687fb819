// Rules of the aids' live updates as pure functions (spec 02 §4, §7, §9): the request body
// (aids only; geometry left out on the first load), the 5,000 ms flush and the stream
// restart on any bounds or filter change.
import type { Polygon } from 'geojson';

/** Aid stream batches flush when more than this has passed since the last flush (ms). */
export const ATON_FLUSH_MS = 5000;

/** Whether buffered aid messages are due: more than 5,000 ms since the last flush. */
export function shouldFlushAtons(now: number, lastFlush: number): boolean {
  return now - lastFlush > ATON_FLUSH_MS;
}

/** Only aids-to-navigation messages of the typed AIS endpoints. */
export const ATON_INCLUDES = {
  includeAton: true,
  includeBinaryBroadcastMetHyd: false,
  includePosition: false,
  includeSafetyRelated: false,
  includeStatic: false,
} as const;

export interface AtonBodyInput {
  /** ISO time: the start on the first load, the last update time after. */
  readonly since: string;
  /** The widened map bounds. */
  readonly geometry: Polygon;
  /** The first load sends no geometry (spec 02 §7). */
  readonly firstLoad: boolean;
}

/** POST latest/ais for aids (checklist R08.07). */
export function atonLatestBody(input: AtonBodyInput) {
  return {
    downsample: true,
    ...ATON_INCLUDES,
    modelFormat: 'Json',
    modelType: 'Full',
    ...(input.firstLoad ? {} : { geometry: input.geometry }),
    since: input.since,
  } as const;
}

/** The aid stream sends the same body, with the geometry and without `since` (R08.09). */
export function atonStreamBody(geometry: Polygon) {
  return { downsample: true, ...ATON_INCLUDES, modelFormat: 'Json', modelType: 'Full', geometry };
}

/** What an aid stream was started for. */
export interface AtonStreamKey {
  /** West, south, east, north in degrees. */
  readonly bounds: readonly [number, number, number, number];
  /** The atonTypeIds filter; empty for all types. */
  readonly typeIds: readonly number[];
}

/** Any bounds change or filter change restarts the aid stream (spec 02 §4). */
export function atonStreamNeedsRestart(
  previous: AtonStreamKey | null,
  next: AtonStreamKey,
): boolean {
  if (previous === null) return true;
  if (previous.bounds.some((value, i) => value !== next.bounds[i])) return true;
  const before = [...previous.typeIds].sort((a, b) => a - b);
  const after = [...next.typeIds].sort((a, b) => a - b);
  return before.length !== after.length || before.some((id, i) => id !== after[i]);
}
