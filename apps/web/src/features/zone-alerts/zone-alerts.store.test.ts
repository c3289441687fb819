import { describe, expect, it, vi } from 'vitest';
import { boundsPolygon, loadZones, useZoneAlerts } from './zone-alerts.store.js';

const zone = (id: string, access: string) => ({ id, access, name: id });

describe('zone alerts from both bases (R21.02, R21.03, R21.08)', () => {
  it('asks only the open base without restricted AIS, both with it, and merges', async () => {
    const get = vi.fn((path: string) =>
      Promise.resolve(
        path.includes('restricted') ? [zone('r', 'restricted')] : [zone('o', 'open')],
      ),
    );
    await loadZones({ get, request: vi.fn() } as never, false);
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/bwapi/v1/alerting/zones']);
    get.mockClear();
    await loadZones({ get, request: vi.fn() } as never, true);
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/bwapi/v1/alerting/zones',
      '/bwapi/v1/alerting/restricted/zones',
    ]);
    expect(useZoneAlerts.getState()).toMatchObject({
      status: 'ready',
      zones: [zone('o', 'open'), zone('r', 'restricted')],
    });
  });

  it('fails only when every source fails', async () => {
    const logged: string[] = [];
    const oneFails = vi.fn((path: string) =>
      path.includes('restricted')
        ? Promise.reject(new Error('503'))
        : Promise.resolve([zone('o', 'open')]),
    );
    await loadZones({ get: oneFails, request: vi.fn() } as never, true, (m) => logged.push(m));
    expect(useZoneAlerts.getState()).toMatchObject({ status: 'ready', zones: [zone('o', 'open')] });
    const allFail = vi.fn(() => Promise.reject(new Error('503')));
    await loadZones({ get: allFail, request: vi.fn() } as never, true, (m) => logged.push(m));
    expect(useZoneAlerts.getState().status).toBe('failed');
    expect(logged).toHaveLength(3);
  });

  it('makes a closed polygon of the map view', () => {
    expect(boundsPolygon({ west: 14, south: 67.5, east: 15, north: 68 })).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [14, 67.5],
          [15, 67.5],
          [15, 68],
          [14, 68],
          [14, 67.5],
        ],
      ],
    });
  });
});
