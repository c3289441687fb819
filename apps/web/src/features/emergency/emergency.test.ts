import { describe, expect, it, vi } from 'vitest';
import { findNearestSar, hideNearestSar, useEmergency, type SarUnit } from './emergency.store.js';
import { sarFeatures, sarFitBounds } from './sar-lines.js';

const unit = (mmsi: number, lat: number, distanceMeters: number): SarUnit => ({
  mmsi,
  latitude: lat,
  longitude: 14.4,
  distanceMeters,
  bearingDegrees: 0,
});

describe('nearest SAR query (R23.01, R23.06, R23.07)', () => {
  it('is loading, then holds the result; the restricted twin with restricted AIS', async () => {
    let resolve: (units: SarUnit[]) => void = () => {};
    const get = vi.fn(() => new Promise<SarUnit[]>((r) => (resolve = r)));
    const done = findNearestSar({ get } as never, [14.4, 67.3], false);
    expect(useEmergency.getState().status).toBe('loading');
    expect(get).toHaveBeenCalledWith('/bwapi/v1/geodata/ais/nearestsar', {
      query: { lat: 67.3, lon: 14.4, count: 5 },
    });
    resolve([unit(1, 67.4, 11_120)]);
    await done;
    expect(useEmergency.getState()).toMatchObject({ status: 'ready', point: [14.4, 67.3] });
    await findNearestSar({ get: vi.fn(() => Promise.resolve([])) } as never, [14, 67], true);
    const restricted = vi.fn(() => Promise.resolve([]));
    await findNearestSar({ get: restricted } as never, [14, 67], true);
    expect(restricted).toHaveBeenCalledWith('/live/restricted/v1/nearestsar', expect.anything());
  });

  it('stores a failure as the loading error; hiding clears everything', async () => {
    const failure = new Error('503');
    await findNearestSar({ get: vi.fn(() => Promise.reject(failure)) } as never, [14, 67], false);
    expect(useEmergency.getState()).toMatchObject({ status: 'failed', error: failure });
    hideNearestSar();
    expect(useEmergency.getState()).toMatchObject({ status: 'idle', point: null, units: [] });
  });
});

describe('nearest SAR on the map (R23.03, R23.04)', () => {
  it('draws a line and a distance label per unit and fits the point and the nearest one', () => {
    const units = [unit(1, 67.4, 11_120), unit(2, 67.5, 999)];
    const features = sarFeatures([14.4, 67.3], units, 'en-US').features;
    expect(features.filter((f) => f.properties?.role === 'line')).toHaveLength(2);
    expect(
      features.filter((f) => f.properties?.role === 'label').map((f) => f.properties?.label),
    ).toEqual(['11.1 km (6.00 NM) 000°', '999 m (0.54 NM) 000°']);
    expect(sarFitBounds([14.4, 67.3], units)).toEqual([14.4, 67.3, 14.4, 67.4]);
    expect(sarFitBounds([14.4, 67.3], [])).toBeNull();
  });
});
