import zlib from 'node:zlib';
import { toPolar } from '@havkart/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** The polar map's tile holding a real position (XYZ, y from the north). */
function polarTileOf(z: number, lon: number, lat: number): { x: number; y: number } {
  const [mapLon, mapLat] = toPolar(lon, lat) ?? [NaN, NaN];
  const n = 2 ** z;
  const rad = (mapLat * Math.PI) / 180;
  return {
    x: Math.floor(((mapLon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

describe('polar tiles', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { DEMO_USERS: 'false' });
  });
  afterAll(async () => testApp.cleanup());

  it('serves the land of Svalbard as gzip MVT for both base maps', async () => {
    // Inland Spitsbergen, 16.5° E 78.5° N.
    const { x, y } = polarTileOf(6, 16.5, 78.5);
    for (const id of ['basemap', 'basemap-simple']) {
      const response = await testApp.app.inject({
        url: `/tiles/polar/${id}/6/${x}/${y}.pbf`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
      expect(zlib.gunzipSync(response.rawPayload).includes(Buffer.from('land'))).toBe(true);
    }
  });

  it('answers 204 for open sea at the pole', async () => {
    const { x, y } = polarTileOf(6, 0, 89.9);
    expect((await testApp.app.inject(`/tiles/polar/basemap/6/${x}/${y}.pbf`)).statusCode).toBe(204);
  });

  it('answers 404 for a dataset without polar tiles and past the stored zooms', async () => {
    const unknown = await testApp.app.inject('/tiles/polar/depth/2/1/1.pbf');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ detail: string }>().detail).toContain('depth');
    expect((await testApp.app.inject('/tiles/polar/basemap/9/0/0.pbf')).statusCode).toBe(404);
    expect((await testApp.app.inject('/tiles/polar/basemap/2/4/0.pbf')).statusCode).toBe(404);
  });

  it('refuses a coordinate that is not plain digits and names the field', async () => {
    const response = await testApp.app.inject('/tiles/polar/basemap/2/1e0/0.pbf');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(
      'params.x',
    );
  });
});
