/**
 * The icing tiles against the real server with the demo model: a tile at sea for a forecast
 * time (MVT with the spec's bands, or 204 when the season has no icing there; ETag and 304),
 * nothing inland, a time that is no forecast time refused naming `querystring.time`, and a
 * tile outside the grid 404. Which bands show depends on the season of the day the test runs;
 * the bands themselves are tested on fixed times in the dataset's unit tests.
 */
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let times: string[];

beforeAll(async () => {
  t = await startTestApp('sqlite', { DEMO_USERS: 'false' });
  const response = await t.app.inject({ url: '/api/v1/geodata/waveforecast/available/all' });
  times = response.json<{ available_forecast_times: string[] }>().available_forecast_times;
}, 60_000);
afterAll(() => t?.cleanup());

describe('GET /tiles/icing/{z}/{x}/{y}.pbf?time=', () => {
  it('answers a tile of the Barents Sea with icing bands or, with none, 204', async () => {
    // z5 18/5: the Barents Sea east of Bjørnøya, where the demo model freezes spray in winter.
    const url = `/tiles/icing/5/18/5.pbf?time=${times[0]}`;
    const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect([200, 204]).toContain(response.statusCode);
    if (response.statusCode === 204) return;
    expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const tile = new VectorTile(new Pbf(gunzipSync(response.rawPayload)));
    const layer = tile.layers['icing']!;
    expect(layer.length).toBeGreaterThan(0);
    for (let i = 0; i < layer.length; i++) {
      expect(['light', 'moderate', 'heavy']).toContain(layer.feature(i).properties['band']);
    }
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws nothing inland', async () => {
    // z7 69/34: Jämtland, inland Sweden (14–17° E, 63–64° N), no sea at all.
    const response = await t.app.inject({ url: `/tiles/icing/7/69/34.pbf?time=${times[0]}` });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a time that is no forecast time, naming querystring.time', async () => {
    const response = await t.app.inject({
      url: '/tiles/icing/5/18/5.pbf?time=2001-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring.time']);
  });

  it('answers 404 for a tile outside the grid', async () => {
    const response = await t.app.inject({ url: `/tiles/icing/3/9/1.pbf?time=${times[0]}` });
    expect(response.statusCode).toBe(404);
  });
});
