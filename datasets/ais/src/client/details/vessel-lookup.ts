// Fetching one vessel from the live API when it is not in the map's loaded set (spec 02 §7:
// POST latest combined with an mmsi list, `since` 2013-01-01 for vessel lookups).
import { LIVE_OPEN_BASE } from '../../manifest.js';
import type { AisHttp } from '../tracks/track-sources.js';
import type { FullVesselRecord } from './vessel-host.js';

/** `since` of a vessel lookup (spec 02 §7): early enough for any record the server holds. */
export const VESSEL_LOOKUP_SINCE = '2013-01-01T00:00:00Z';

/** Time-out of the lookup, as a preload's (spec 01 §7). */
export const VESSEL_LOOKUP_TIMEOUT_MS = 20_000;

/** An MMSI as the route gives it: 1 to 9 digits; anything else names no vessel. */
export function parseMmsi(featureId: string | undefined): number | null {
  if (!featureId || !/^\d{1,9}$/.test(featureId)) return null;
  const mmsi = Number(featureId);
  return mmsi > 0 ? mmsi : null;
}

export function vesselLookupBody(mmsi: number) {
  return {
    downsample: true,
    modelFormat: 'Json',
    modelType: 'Full',
    since: VESSEL_LOOKUP_SINCE,
    mmsi: [mmsi],
  };
}

/** The vessel's Full record, or null when the live API has none the user may see. */
export async function lookupVessel(
  http: AisHttp,
  mmsi: number,
  signal?: AbortSignal,
): Promise<FullVesselRecord | null> {
  const answer = await http.post<unknown>(
    `${LIVE_OPEN_BASE}/latest/combined`,
    vesselLookupBody(mmsi),
    { timeoutMs: VESSEL_LOOKUP_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
  if (!Array.isArray(answer)) return null;
  const record = (answer as unknown[]).find(
    (item) => (item as { mmsi?: unknown } | null)?.mmsi === mmsi,
  );
  return (record as FullVesselRecord | undefined) ?? null;
}
