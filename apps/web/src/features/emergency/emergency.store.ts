// The nearest search-and-rescue units to a point (spec 01 §4; R23.01, R23.02, R23.06, R23.07):
// loading, then the result or the error stored as the loading error. With restricted AIS the
// query goes to the restricted twin.
import { NEAREST_SAR_DEFAULT_COUNT, type LonLat } from '@havkart/domain';
import { create } from 'zustand';
import type { ApiClient } from '../../api/api-client.js';

export const OPEN_NEAREST_SAR_PATH = '/bwapi/v1/geodata/ais/nearestsar';
export const RESTRICTED_NEAREST_SAR_PATH = '/live/restricted/v1/nearestsar';

/** A SAR unit as the server answers: a full vessel record with distance and bearing. */
export interface SarUnit {
  readonly mmsi: number;
  readonly name?: string | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly shipType?: number | null;
  readonly distanceMeters: number;
  readonly bearingDegrees: number;
}

interface EmergencyState {
  point: LonLat | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  units: readonly SarUnit[];
  /** The loading error (R23.06). */
  error: unknown;
}

export const useEmergency = create<EmergencyState>(() => ({
  point: null,
  status: 'idle',
  units: [],
  error: null,
}));

let query = 0;

/** Asks for the units nearest `point`; a newer query wins over one still on its way. */
export async function findNearestSar(
  api: Pick<ApiClient, 'get'>,
  point: LonLat,
  restrictedAis: boolean,
): Promise<void> {
  const mine = ++query;
  useEmergency.setState({ point, status: 'loading', units: [], error: null });
  try {
    const units =
      (await api.get<SarUnit[]>(
        restrictedAis ? RESTRICTED_NEAREST_SAR_PATH : OPEN_NEAREST_SAR_PATH,
        { query: { lat: point[1], lon: point[0], count: NEAREST_SAR_DEFAULT_COUNT } },
      )) ?? [];
    if (mine === query) useEmergency.setState({ status: 'ready', units });
  } catch (error) {
    if (mine === query) useEmergency.setState({ status: 'failed', error });
  }
}

/** Hiding the result removes the lines from the map (R23.05). */
export function hideNearestSar(): void {
  query += 1;
  useEmergency.setState({ point: null, status: 'idle', units: [], error: null });
}
