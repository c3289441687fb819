import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { tileAt } from '../test-support/tile-at.js';

// Rocks, the two speed-limit datasets, the six area datasets and surface facilities as the real app serves them
// with their demo data: catalogue, GeoJSON, tiles and the firing-range geodata path, on both
// databases (the catalogue reads the caller's roles from the database).

/** Dataset, a place in its demo data, a zoom, and a value its tile there must hold. */
const TILES = [
  ['rocks', 5.02, 60.21, 12, 'demo-r1'],
  ['speedlimitcommercialvessels', 5.31, 60.396, 12, 'demo-c1'],
  ['speedlimitrecreationalvessels', 5.23, 60.36, 12, 'demo-f2'],
  ['policedistricts', 5.5, 60.5, 8, 'demo-7'],
  ['protectedareas', 5.1, 60.65, 10, 'demo-VV00001'],
  ['vtsareas', 4.9, 60.7, 9, 'demo-fedje'],
  ['vhfcoverage', 5.05, 60.2, 9, 'demo-vhf-1'],
  ['maritimeboundaries', 4.35, 60.5, 9, 'demo-1'],
  ['firingrange', 5.2, 60.1, 10, 'Grønn'],
  ['surfacefacilities', 3.726, 60.646, 10, 'TROLL A'],
] as const;

const targets = await databaseTargets();

describe.each(targets)('area and rock datasets on $target', ({ target, skip }) => {
  let testApp: TestApp;
  beforeAll(async () => {
    if (skip) return;
    testApp = await startTestApp(target, { DEMO_USERS: 'false' });
  });
  afterAll(async () => {
    await testApp?.cleanup();
  });

  it.skipIf(skip)('are listed in the catalogue as demo data with their keys', async () => {
    const response = await testApp.app.inject('/api/v1/spadataset/data/havkart?lang=en');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, { featureKey: unknown; demoData: boolean }>;
    const keys = Object.fromEntries(
      TILES.map(([id]) => [id, id in body ? body[id]!.featureKey : 'missing']),
    );
    expect(keys).toEqual({
      rocks: { field: 'id' },
      speedlimitcommercialvessels: { field: 'id' },
      speedlimitrecreationalvessels: { field: 'id' },
      policedistricts: { field: 'number' },
      protectedareas: { field: 'id' },
      vtsareas: { field: 'id' },
      vhfcoverage: { field: 'id' },
      maritimeboundaries: { field: 'kurveid' },
      firingrange: null,
      surfacefacilities: { field: 'idfacility' },
    });
    for (const [id] of TILES) expect(body[id]?.demoData, id).toBe(true);
    const groups = await testApp.app.inject('/api/v1/spadataset/groups/havkart?lang=en');
    expect(groups.json()).toContainEqual(expect.objectContaining({ id: 'areas' }));
  });

  it.skipIf(skip).each(TILES)(
    '%s serves a tile with its demo data',
    async (id, lon, lat, z, value) => {
      const response = await testApp.app.inject({
        url: `/tiles/${id}/${tileAt(lon, lat, z)}.pbf`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['etag']).toBeTruthy();
      const layer = new VectorTile(new Pbf(gunzipSync(response.rawPayload))).layers[id]!;
      const values = Array.from({ length: layer.length }, (_, i) =>
        Object.values(layer.feature(i).properties),
      ).flat();
      expect(values).toContain(value);
    },
  );

  it.skipIf(skip)('answer GeoJSON with the rules applied by the server', async () => {
    const rocks = await testApp.app.inject('/api/v1/datasets/rocks/geojson');
    const r1 = rocks
      .json()
      .features.find((f: { properties: { id: string } }) => f.properties.id === 'demo-r1');
    expect(r1.properties).toMatchObject({ kind: 'underwater', obstruction: true });
    const speed = await testApp.app.inject(
      '/bwapi/v1/datasets/speedlimitrecreationalvessels/geojson',
    );
    const f2 = speed
      .json()
      .features.find((f: { properties: { id: string } }) => f.properties.id === 'demo-f2');
    expect(f2.properties).toMatchObject({ speedclass: 'green', fullyear: false });
  });

  it.skipIf(skip)(
    'serve the firing-range danger zone at /api/v1/geodata/firingrange (A10)',
    async () => {
      for (const prefix of ['/api', '/bwapi']) {
        const response = await testApp.app.inject(`${prefix}/v1/geodata/firingrange`);
        expect(response.statusCode).toBe(200);
        const colours = response
          .json()
          .features.map((f: { properties: { colour: string } }) => f.properties.colour);
        expect(colours).toEqual(['green', 'yellow', 'red']);
      }
    },
  );

  it.skipIf(skip)(
    'answer 404 below a dataset’s zoom and 400 naming the field for non-digits',
    async () => {
      expect(
        (await testApp.app.inject(`/tiles/rocks/${tileAt(5.02, 60.21, 9)}.pbf`)).statusCode,
      ).toBe(404);
      const bad = await testApp.app.inject('/tiles/speedlimitcommercialvessels/10/x1/1.pbf');
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(bad.json())).toContain('x');
    },
  );
});
