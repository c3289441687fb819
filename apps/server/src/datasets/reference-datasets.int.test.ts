import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { tileAt } from '../test-support/tile-at.js';

// The coastal navigational warnings and depth datasets as the real app serves them, with
// their demo data, and the GeoNames place search.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp('sqlite', { DEMO_USERS: 'false' });
});
afterAll(async () => {
  await testApp?.cleanup();
});

describe('coastal navigational warnings on the real server', () => {
  it('are listed in the catalogue as demo data keyed by eventId', async () => {
    const response = await testApp.app.inject('/api/v1/spadataset/data/havkart?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.json()['coastalwarnings']).toMatchObject({
      featureKey: { field: 'eventId' },
      demoData: true,
      updateMode: 'periodic',
    });
  });

  it('serve every demo warning with its eventId, in all five geometry types (spec 02 §3)', async () => {
    for (const prefix of ['/api', '/bwapi']) {
      const response = await testApp.app.inject(`${prefix}/v1/datasets/coastalwarnings/geojson`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        features: { geometry: { type: string }; properties: { eventId: string } }[];
      };
      expect(body.features).toHaveLength(8);
      expect(body.features.map((f) => f.properties.eventId)).toContain('demo-1002');
      expect(new Set(body.features.map((f) => f.geometry.type))).toEqual(
        new Set(['Point', 'MultiPoint', 'LineString', 'Polygon', 'MultiPolygon']),
      );
    }
  });

  it('serve the Korsfjorden warning area as a tile', async () => {
    const response = await testApp.app.inject({
      url: `/tiles/coastalwarnings/${tileAt(5.12, 60.15, 10)}.pbf`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    const layer = new VectorTile(new Pbf(gunzipSync(response.rawPayload))).layers[
      'coastalwarnings'
    ];
    expect(layer?.feature(0).properties['eventId']).toBe('demo-1002');
  });
});

describe('depth tiles on the real server', () => {
  it('serve areas, curves and soundings over Bergen at zoom 11', async () => {
    const response = await testApp.app.inject({
      url: `/tiles/depth/${tileAt(5.2, 60.3, 11)}.pbf`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['etag']).toBeTruthy();
    const layer = new VectorTile(new Pbf(gunzipSync(response.rawPayload))).layers['depth']!;
    const kinds = new Set(
      Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties['kind']),
    );
    expect(kinds).toEqual(new Set(['area', 'curve', 'sounding']));
  });

  it('answer 404 below the curves zoom and 400 problem+json for coordinates that are no numbers', async () => {
    expect((await testApp.app.inject(`/tiles/depth/${tileAt(5.2, 60.3, 5)}.pbf`)).statusCode).toBe(
      404,
    );
    const bad = await testApp.app.inject('/tiles/depth/10/abc/1.pbf');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GeoNames place search on the real server', () => {
  it('finds Tromsø first for "Tromsø", from the demo index, as a place-name source', async () => {
    const response = await testApp.app.inject(
      `/api/v1/search/places?query=${encodeURIComponent('Tromsø')}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.demoData).toBe(true);
    expect(body.source).toMatchObject({ id: 'geonames', category: 'placenames', priority: 2 });
    expect(body.results[0]).toMatchObject({ name: 'Tromsø', country: 'NO', type: 'town' });
  });

  it('finds a place typed without Norwegian letters, and at most `limit` results', async () => {
    const response = await testApp.app.inject('/api/v1/search/places?query=alesund&limit=3');
    const body = response.json();
    expect(body.results.map((r: { name: string }) => r.name)).toContain('Ålesund');
    expect(body.results.length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['no query', '/api/v1/search/places', 'query'],
    ['an empty query', '/api/v1/search/places?query=', 'query'],
    ['a limit of 0', '/api/v1/search/places?query=Bodø&limit=0', 'limit'],
    ['a query over 100 characters', `/api/v1/search/places?query=${'a'.repeat(101)}`, 'query'],
  ])('refuses %s with 400 problem+json naming the field', async (_case, url, field) => {
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(response.json().errors ?? response.json())).toContain(field);
  });
});
