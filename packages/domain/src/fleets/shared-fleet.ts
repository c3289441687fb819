// The shared-fleet link (A52): `/sharedfleet?name={name}&mmsis={m1},{m2},…`, opened
// read-only with an action that saves it as the user's own fleet.
import { FLEET_MMSI_PATTERN, MAX_VESSELS_PER_FLEET, checkFleetName, uniqueMmsis } from './fleet.js';

export const SHARED_FLEET_PATH = '/sharedfleet';

/** The link's path and query for a fleet; commas are kept readable between MMSIs. */
export function sharedFleetLink(fleet: { name: string; mmsis: readonly string[] }): string {
  const name = encodeURIComponent(fleet.name);
  return `${SHARED_FLEET_PATH}?name=${name}&mmsis=${fleet.mmsis.join(',')}`;
}

/**
 * The fleet a shared link describes, or null when it names no fleet: a name out of bounds
 * or no valid MMSI. Invalid MMSIs are dropped and the list cut at the fleet limit, so a
 * link edited by hand still opens what can be saved.
 */
export function parseSharedFleet(
  query: string | URLSearchParams,
): { name: string; mmsis: string[] } | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const name = (params.get('name') ?? '').trim();
  if (checkFleetName(name)) return null;
  const pattern = new RegExp(FLEET_MMSI_PATTERN);
  const mmsis = uniqueMmsis(
    (params.get('mmsis') ?? '')
      .split(',')
      .map((mmsi) => mmsi.trim())
      .filter((mmsi) => pattern.test(mmsi)),
  ).slice(0, MAX_VESSELS_PER_FLEET);
  return mmsis.length > 0 ? { name, mmsis } : null;
}
