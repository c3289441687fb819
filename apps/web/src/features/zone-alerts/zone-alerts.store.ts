// Alert zones in the web app (spec 02 §3, §4, §7; R21.01–R21.10): zones of the open base and,
// with restricted AIS access, of the restricted one, fetched both and merged; the fetch fails
// only when every source fails ('Something went wrong').
import type { Zone, ZoneAccess, ZoneFrequency, ZoneGeometry } from '@havkart/domain';
import { create } from 'zustand';
import type { ApiClient } from '../../api/api-client.js';

export const ALERTING_BASES: Record<ZoneAccess, string> = {
  open: '/bwapi/v1/alerting',
  restricted: '/bwapi/v1/alerting/restricted',
};

export interface ZoneDraft {
  name: string;
  geometry: ZoneGeometry;
  countryCodes: string[];
  mmsiCategories: Zone['mmsiCategories'][number][];
  shipTypes: Zone['shipTypes'][number][];
  frequency: ZoneFrequency;
  mail: boolean;
}

interface ZoneAlertsState {
  zones: readonly Zone[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const useZoneAlerts = create<ZoneAlertsState>(() => ({ zones: [], status: 'idle' }));

type ZonesApi = Pick<ApiClient, 'get' | 'request'>;

/** The bases a user's zones live on: the restricted one only with restricted AIS (R21.03). */
export function basesFor(restrictedAis: boolean): ZoneAccess[] {
  return restrictedAis ? ['open', 'restricted'] : ['open'];
}

/**
 * Fetches every base's zones and merges them (R21.02). One base failing is logged and the
 * others shown; all failing sets `failed` (R21.08).
 */
export async function loadZones(
  api: ZonesApi,
  restrictedAis: boolean,
  log: (message: string, detail?: unknown) => void = (m, d) => console.error(m, d),
): Promise<void> {
  useZoneAlerts.setState({ status: 'loading' });
  const answers = await Promise.allSettled(
    basesFor(restrictedAis).map((access) => api.get<Zone[]>(`${ALERTING_BASES[access]}/zones`)),
  );
  const zones: Zone[] = [];
  let anyOk = false;
  for (const answer of answers) {
    if (answer.status === 'fulfilled') {
      anyOk = true;
      zones.push(...(answer.value ?? []));
    } else {
      log('Fetching zone alerts failed', answer.reason);
    }
  }
  useZoneAlerts.setState({ zones, status: anyOk ? 'ready' : 'failed' });
}

export async function saveZone(api: ZonesApi, access: ZoneAccess, draft: ZoneDraft): Promise<Zone> {
  const zone = await api.request<Zone>(`${ALERTING_BASES[access]}/zones`, {
    method: 'POST',
    json: draft,
  });
  useZoneAlerts.setState((state) => ({ zones: [...state.zones, zone] }));
  return zone;
}

export async function removeZone(api: ZonesApi, zone: Zone): Promise<void> {
  await api.request<void>(`${ALERTING_BASES[zone.access]}/zones/${encodeURIComponent(zone.id)}`, {
    method: 'DELETE',
  });
  useZoneAlerts.setState((state) => ({ zones: state.zones.filter((z) => z.id !== zone.id) }));
}

/** The map's view as a zone polygon (the form's default area). */
export function boundsPolygon(box: {
  west: number;
  south: number;
  east: number;
  north: number;
}): ZoneGeometry {
  const r = (value: number) => Math.round(value * 1e5) / 1e5;
  const [w, s, e, n] = [r(box.west), r(box.south), r(box.east), r(box.north)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}
