// The signed-in user's fleets (spec 02 §3, §4, §7; R20.*): loaded at signed-in start after
// the share config, changed through the server, each failure logged with spec 02 §8's text.
import {
  applyFleetVessels,
  fleetVesselInfo,
  type Fleet,
  type FleetVesselInfo,
  type FleetVesselVerb,
} from '@havkart/domain';
import { create } from 'zustand';
import type { ApiClient } from '../../api/api-client.js';

export const FLEETS_PATH = '/bwapi/v1/geodata/fleets';
const COMBINED_PATH = '/live/v1/latest/combined';
/** `since` of a vessel lookup (spec 02 §7): early enough for any record the server holds. */
const LOOKUP_SINCE = '2013-01-01T00:00:00Z';

type Log = (message: string, detail?: unknown) => void;
type FleetsApi = Pick<ApiClient, 'get' | 'request'>;

interface FleetsState {
  fleets: readonly Fleet[];
  /** Set once the first load finished, well or not. */
  loaded: boolean;
  failed: boolean;
}

export const useFleets = create<FleetsState>(() => ({ fleets: [], loaded: false, failed: false }));

let api: FleetsApi | undefined;
let log: Log = (message, detail) => console.error(message, detail);

/** Start-up hands in the client and the log (tests hand in fakes). */
export function configureFleets(client: FleetsApi, logger?: Log): void {
  api = client;
  if (logger) log = logger;
}

function client(): FleetsApi {
  if (!api) throw new Error('Fleets are not configured');
  return api;
}

const replaceFleet = (fleet: Fleet): void =>
  useFleets.setState((state) => ({
    fleets: state.fleets.map((existing) => (existing.id === fleet.id ? fleet : existing)),
  }));

/** Fetches the user's fleets; on failure logs 'Failed to fetch fleets' and keeps none. */
export async function loadFleets(): Promise<void> {
  try {
    const fleets = (await client().get<Fleet[]>(FLEETS_PATH)) ?? [];
    useFleets.setState({ fleets, loaded: true, failed: false });
  } catch (error) {
    log('Failed to fetch fleets', error);
    useFleets.setState({ fleets: [], loaded: true, failed: true });
  }
}

/** Creates a fleet; null after logging when the server refused or could not be reached. */
export async function createFleet(name: string, mmsis: readonly string[]): Promise<Fleet | null> {
  try {
    const fleet = await client().request<Fleet>(`${FLEETS_PATH}/`, {
      method: 'POST',
      json: { name, mmsis },
    });
    if (!fleet) {
      log('Error adding fleet', 'empty answer');
      return null;
    }
    useFleets.setState((state) => ({ fleets: [...state.fleets, fleet] }));
    return fleet;
  } catch (error) {
    log('Failed to add fleet', error);
    return null;
  }
}

export async function deleteFleet(id: string): Promise<boolean> {
  try {
    await client().request<void>(`${FLEETS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    useFleets.setState((state) => ({ fleets: state.fleets.filter((fleet) => fleet.id !== id) }));
    return true;
  } catch (error) {
    log('Failed to delete fleet', error);
    return false;
  }
}

const METHOD: Record<FleetVesselVerb, 'POST' | 'PATCH' | 'DELETE'> = {
  add: 'POST',
  replace: 'PATCH',
  remove: 'DELETE',
};

/** spec 02 §8's text for a failed verb: one vessel or several added, one removed. */
function failureText(verb: FleetVesselVerb, count: number): string {
  if (verb === 'remove') return 'Failed to remove vessel from fleet';
  return count === 1 && verb === 'add'
    ? 'Failed to add vessel to fleet'
    : 'Failed to add vessels to fleet';
}

/**
 * Adds, replaces or removes vessels (A51). The list changes at once and goes back to what
 * the server holds if it refuses, so the user never sees a change that did not happen.
 */
export async function changeFleetVessels(
  id: string,
  verb: FleetVesselVerb,
  mmsis: readonly string[],
): Promise<boolean> {
  const before = useFleets.getState().fleets.find((fleet) => fleet.id === id);
  if (before) replaceFleet({ ...before, mmsis: applyFleetVessels(before.mmsis, verb, mmsis) });
  try {
    const fleet = await client().request<Fleet>(
      `${FLEETS_PATH}/${encodeURIComponent(id)}/vessels`,
      { method: METHOD[verb], json: [...mmsis] },
    );
    if (fleet) replaceFleet(fleet);
    return true;
  } catch (error) {
    log(failureText(verb, mmsis.length), error);
    if (before) replaceFleet(before);
    return false;
  }
}

/**
 * The vessel info of a fleet's list (R20.02) from one `latest/combined` call with the MMSI
 * list; a vessel the server has no record of is logged with the spec's text ('mssi' as
 * spelled there) and listed by its MMSI alone.
 */
export async function fetchFleetVessels(
  http: Pick<ApiClient, 'post'>,
  mmsis: readonly string[],
  signal?: AbortSignal,
): Promise<FleetVesselInfo[]> {
  if (mmsis.length === 0) return [];
  let records: { mmsi?: unknown }[] = [];
  try {
    const answer = await http.post<unknown>(
      COMBINED_PATH,
      {
        downsample: true,
        modelFormat: 'Json',
        modelType: 'Full',
        since: LOOKUP_SINCE,
        mmsi: mmsis.map(Number),
      },
      signal ? { signal } : {},
    );
    if (Array.isArray(answer)) records = answer as { mmsi?: unknown }[];
  } catch (error) {
    for (const mmsi of mmsis) log(`Failed to fetch vessel data for mssi: ${mmsi}`, error);
    return mmsis.map((mmsi) => fleetVesselInfo(mmsi, undefined));
  }
  const byMmsi = new Map(records.map((record) => [String(record.mmsi), record]));
  return mmsis.map((mmsi) => {
    const record = byMmsi.get(mmsi) as Parameters<typeof fleetVesselInfo>[1];
    if (!record) log(`Failed to fetch vessel data for mssi: ${mmsi}`);
    return fleetVesselInfo(mmsi, record);
  });
}
