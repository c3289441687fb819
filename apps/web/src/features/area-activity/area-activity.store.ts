// Area-activity state (R22.01) and its fetch: the map bounds as the polygon, the live tier's
// and the historic call together; a failure of every call, or no bounds, is the view's error.
import { create } from 'zustand';
import type { AisSource } from '@havkart/domain';
import type { ApiClient } from '../../api/api-client.js';
import {
  clampRange,
  defaultRange,
  HISTORIC_SHIPS_IN_AREA_PATH,
  mergeByMmsi,
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
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const now = Date.now();
export const useAreaActivity = create<AreaActivityState>(() => ({
  dateRange: defaultRange(now),
  selectedDateTime: now,
  selectedVessels: [],
  vessels: [],
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
  useAreaActivity.setState({ status: 'ready', vessels: mergeByMmsi(lists) });
}
