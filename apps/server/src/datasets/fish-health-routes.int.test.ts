import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { tileAt } from '../test-support/tile-at.js';

// The aquaculture sites and their fish health by ISO week as the real server serves them,
// with the demo data (the dataset keeps nothing in the database, so SQLite is enough).

interface Locality {
  localityNo: number;
  disease: string;
  lice: string;
  liceLimit: number;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp('sqlite', { DEMO_USERS: 'false' });
});
afterAll(async () => {
  await testApp?.cleanup();
});

describe('aquaculture on the real server', () => {
  it('is in the catalogue as demo data keyed by site number, on by default in fiskehelse only', async () => {
    const catalogue = async (app: string) =>
      (await testApp.app.inject(`/api/v1/spadataset/data/${app}?lang=en`)).json()['aquaculture'];
    expect(await catalogue('havkart')).toMatchObject({
      featureKey: { field: 'loknr' },
      demoData: true,
      enabledByDefault: false,
    });
    expect(await catalogue('fiskehelse')).toMatchObject({ enabledByDefault: true });
  });

  it('serves the sites as GeoJSON and as a tile', async () => {
    const response = await testApp.app.inject('/api/v1/datasets/aquaculture/geojson');
    expect(response.statusCode).toBe(200);
    const sites = response.json() as {
      features: { id: number; properties: { loknr: number; name: string } }[];
    };
    expect(sites.features).toHaveLength(12);
    expect(sites.features[0]).toMatchObject({ id: 90001, properties: { loknr: 90001 } });

    const tileResponse = await testApp.app.inject({
      url: `/tiles/aquaculture/${tileAt(14.6, 67.98, 9)}.pbf`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(tileResponse.statusCode).toBe(200);
    const layer = new VectorTile(new Pbf(gunzipSync(tileResponse.rawPayload))).layers[
      'aquaculture'
    ]!;
    expect(layer.feature(0).properties['name']).toBe('Demo Vestfjorden');
  });

  it('answers a week’s fish health with the theme classes and the week’s lice limit', async () => {
    const week = async (w: number) => {
      const response = await testApp.app.inject(`/api/v1/geodata/fishhealth/locality/2026/${w}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { year: number; week: number; localities: Locality[] };
      expect(body).toMatchObject({ year: 2026, week: w, demoData: true });
      return (loknr: number) => body.localities.find((s) => s.localityNo === loknr)!;
    };
    const winter = await week(5);
    const spring = await week(15);
    const liceSpring = await week(18);
    expect(winter(90005).disease).toBe('none');
    expect(spring(90005).disease).toBe('isa');
    expect(winter(90002)).toMatchObject({ disease: 'pd', lice: 'belowLimit', liceLimit: 0.5 });
    expect(liceSpring(90002)).toMatchObject({ lice: 'aboveLimit', liceLimit: 0.2 });
  });

  it('refuses a week the year does not have, naming the field', async () => {
    for (const [path, field] of [
      ['2026/54', 'params.week'],
      ['2026/0', 'params.week'],
      ['2025/53', 'params.week'],
      ['1999/10', 'params.year'],
      ['2026/ten', 'params.week'],
    ] as const) {
      const response = await testApp.app.inject(`/api/v1/geodata/fishhealth/locality/${path}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(response.json().errors ?? {}), path).toEqual([field]);
    }
    // 2020 had 53 ISO weeks, 2025 has 52.
    const week53 = await testApp.app.inject('/api/v1/geodata/fishhealth/locality/2020/53');
    expect(week53.statusCode).toBe(200);
  });

  it('answers the PD control areas and a week’s ISA control areas', async () => {
    const pd = await testApp.app.inject('/api/v1/geodata/fishhealth/pdzone');
    expect(pd.statusCode).toBe(200);
    expect(pd.json().features).toHaveLength(1);
    const isa = await testApp.app.inject('/api/v1/geodata/fishhealth/ilaprotectionzone/2026/15');
    expect(isa.json().features).toHaveLength(1);
    const none = await testApp.app.inject('/api/v1/geodata/fishhealth/ilaprotectionzone/2026/30');
    expect(none.json().features).toHaveLength(0);
    const bad = await testApp.app.inject('/api/v1/geodata/fishhealth/ilaprotectionzone/2026/60');
    expect(bad.statusCode).toBe(400);
  });

  it('lists the week’s wellboats for the vessel-track pane, demo data by default', async () => {
    const response = await testApp.app.inject('/api/v1/geodata/fishhealth/vessels/2026/15');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { vessels: { mmsi: number; name: string }[] };
    expect(body).toMatchObject({ year: 2026, week: 15, demoData: true });
    expect(body.vessels.map((v) => v.mmsi)).toEqual([257990101, 257990102, 257990103]);
    const bad = await testApp.app.inject('/api/v1/geodata/fishhealth/vessels/2025/53');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(['params.week']);
  });
});
