// Request bodies of the live calls (spec 02 §7). The active filters (keyed by queryKey) are
// merged in; the fixed fields win, so no filter can change the shape the client reads.
import type { Polygon } from 'geojson';

type FilterBody = Readonly<Record<string, unknown>>;

/** POST latest/combined. */
export function latestVesselBody(since: string, filters: FilterBody = {}) {
  return { ...filters, downsample: true, modelFormat: 'Json', modelType: 'Full', since } as const;
}

/** The vessel part of the stream: the widened map bounds instead of `since`. */
export function streamVesselBody(geometry: Polygon, filters: FilterBody = {}) {
  return { ...filters, downsample: true, modelFormat: 'Json', modelType: 'Full', geometry };
}

/** Only aids to navigation of the typed messages. */
const ATON_INCLUDES = {
  includeAton: true,
  includeBinaryBroadcastMetHyd: false,
  includePosition: false,
  includeSafetyRelated: false,
  includeStatic: false,
} as const;

/** POST latest/ais for aids; `geometry` is left out on the first load (spec 02 §7). */
export function latestAtonBody(since: string, geometry?: Polygon, filters: FilterBody = {}) {
  return {
    ...filters,
    downsample: true,
    ...ATON_INCLUDES,
    modelFormat: 'Json',
    modelType: 'Full',
    ...(geometry ? { geometry } : {}),
    since,
  };
}

/** The aid part of the stream: the same body (spec 02 §7), without `since`. */
export function streamAtonBody(geometry: Polygon, filters: FilterBody = {}) {
  return {
    ...filters,
    downsample: true,
    ...ATON_INCLUDES,
    modelFormat: 'Json',
    modelType: 'Full',
    geometry,
  };
}
