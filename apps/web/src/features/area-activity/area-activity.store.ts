// Area-activity state (R22.01) and its fetch: the map bounds as the polygon, the live tier's
// and the historic call together; a failure of every call, or no bounds, is the view's error.
// The rows' names come after, from the live state's records of those MMSIs.
import { create } from 'zustand';
import type { AisSource } from '@havkart/domain';
import type { ApiClient } from '../../api/api-client.js';
import {
  clampRange,
  defaultRange,
  HISTORIC_SHIPS_IN_AREA_PATH,
  mergeByMmsi,
  shownName,
  timeInRange,
  vesselsInAreaPath,
  type AreaVessel,
  type DateRange,
} from './area-activity.rules.js';

export interface Bounds {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

interface AreaActivityState {
  dateRange: DateRange;
  /** The time the slider points at, epoch ms. */
  selectedDateTime: number;
  selectedVessels: readonly number[];
  vessels: readonly AreaVessel[];
  /** Vessel names by MMSI, from the live state's static data; absent ones show the MMSI. */
  names: ReadonlyMap<number, string>;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const now = Date.now();
export const useAreaActivity = create<AreaActivityState>(() => ({
  dateRange: defaultRange(now),
  selectedDateTime: now,
  selectedVessels: [],
  vessels: [],
  names: new Map(),
  status: 'idle',
}));

export const MAP_BOUNDS_MISSING = 'Map bounds not available';

const polygonOf = (b: Bounds) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [b.west, b.south],
      [b.east, b.south],
      [b.east, b.north],
      [b.west, b.north],
      [b.west, b.south],
    ],
  ],
});

/**
 * Fetches the vessels in the bounds over the range. Without bounds it raises 'Map bounds not
 * available' (R22.08); when every call fails the state is `failed` (R22.09).
 */
export async function fetchAreaVessels(
  api: Pick<ApiClient, 'post'>,
  bounds: Bounds | null,
  source: AisSource,
  log: (message: string, detail?: unknown) => void = (m, d) => console.error(m, d),
): Promise<void> {
  if (!bounds) {
    useAreaActivity.setState({ status: 'failed' });
    throw new Error(MAP_BOUNDS_MISSING);
  }
  const range = clampRange(useAreaActivity.getState().dateRange);
  const body = {
    msgTimeFrom: new Date(range.from).toISOString(),
    msgTimeTo: new Date(range.to).toISOString(),
    polygon: polygonOf(bounds),
  };
  useAreaActivity.setState({ status: 'loading' });
  const answers = await Promise.allSettled(
    [vesselsInAreaPath(source), HISTORIC_SHIPS_IN_AREA_PATH].map((path) =>
      api.post<AreaVessel[] | undefined>(path, body),
    ),
  );
  const lists: AreaVessel[][] = [];
  for (const answer of answers) {
    if (answer.status === 'fulfilled') lists.push(answer.value ?? []);
    else log('Fetching vessels in area failed', answer.reason);
  }
  if (lists.length === 0) {
    useAreaActivity.setState({ status: 'failed', vessels: [] });
    return;
  }
  const vessels = mergeByMmsi(lists);
  useAreaActivity.setState({ status: 'ready', vessels });
  await fetchAreaNames(
    api,
    vessels.map((vessel) => vessel.mmsi),
    log,
  );
}

const COMBINED_PATH = '/live/v1/latest/combined';
/** From the start of the AIS record, as the vessel lookup asks: a name is static data. */
const NAMES_SINCE = '2013-01-01T00:00:00Z';
/** The most MMSIs one `latest/combined` call takes. */
const NAMES_PER_CALL = 1000;

/**
 * The names of the area's vessels from the live state, in calls of up to 1,000 MMSIs; names
 * already known are not asked again. A failed call leaves those rows with their MMSI.
 */
export async function fetchAreaNames(
  api: Pick<ApiClient, 'post'>,
  mmsis: readonly number[],
  log: (message: string, detail?: unknown) => void = (m, d) => console.error(m, d),
): Promise<void> {
  const known = useAreaActivity.getState().names;
  const wanted = mmsis.filter((mmsi) => !known.has(mmsi));
  for (let start = 0; start < wanted.length; start += NAMES_PER_CALL) {
    const part = wanted.slice(start, start + NAMES_PER_CALL);
    try {
      const records = await api.post<{ mmsi?: unknown; name?: unknown }[] | undefined>(
        COMBINED_PATH,
        { modelFormat: 'Json', modelType: 'Full', since: NAMES_SINCE, mmsi: part },
      );
      const names = new Map(useAreaActivity.getState().names);
      for (const record of Array.isArray(records) ? records : []) {
        const name = shownName(record.name);
        if (typeof record.mmsi === 'number' && name) names.set(record.mmsi, name);
      }
      useAreaActivity.setState({ names });
    } catch (error) {
      log('Fetching vessel names in area failed', error);
    }
  }
}

/**
 * Selects one vessel for its track and the slider (null: none). The slider starts where the
 * vessel was last seen in the area, or at the range's end.
 */
export function selectAreaVessel(mmsi: number | null, lastSeenMs?: number): void {
  const { dateRange } = useAreaActivity.getState();
  useAreaActivity.setState({
    selectedVessels: mmsi === null ? [] : [mmsi],
    selectedDateTime: timeInRange(dateRange, lastSeenMs ?? dateRange.to),
  });
}
