import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { lastMailTo } from '../mail/outbox.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';
const MAIL_TO = 'drift@kystverket.example';
const DEPLOYED = '/api/v3/geodata/fishingfacilitychange/deployed';
const LOST = '/api/v1/geodata/fishingfacilitychange/lost';
const RESET = '/api/v1/geodata/fishingfacilitychange/reset';
const RETRIEVED = '/api/v3/geodata/fishingfacilitychange/retrieved';
const CHANGES = '/api/v3/geodata/fishingfacilitychanges';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** Vestfjorden, in tile 10/554/244. */
const NET = {
  type: 'LineString',
  coordinates: [
    [14.9, 68.1],
    [14.95, 68.12],
  ],
};

function tileFeatures(body: Buffer, layer: string) {
  const tile = new VectorTile(new Pbf(gunzipSync(body)));
  const found = tile.layers[layer];
  return found ? Array.from({ length: found.length }, (_, i) => found.feature(i).properties) : [];
}

describe.each(targets)('FiskInfo reports on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });
  const post = (url: string, user: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: user ? as(user) : {}, payload });
  const deploy = (user = 'yrkesfisker', extra: Record<string, unknown> = {}) =>
    post(DEPLOYED, user, {
      id: randomUUID(),
      geometry: NET,
      setupTime: hoursAgo(2),
      toolTypeCode: 'NETS',
      netLength: 480,
      ...extra,
    });

  beforeAll(async () => {
    if (skip) return;
    process.env['CONTAINER_REPORT_MAIL_TO'] = MAIL_TO;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['yrkesfisker', 'nedlaster', 'havforsker', 'fritidsfisker', 'admin']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => {
    delete process.env['CONTAINER_REPORT_MAIL_TO'];
    await t?.cleanup();
  });

  it.skipIf(skip)(
    'deploys a net (201), answers a resent id with the first answer (200)',
    async () => {
      const id = randomUUID();
      const body = { id, geometry: NET, setupTime: hoursAgo(1), toolTypeCode: 'NETS' };
      const first = await post(DEPLOYED, 'yrkesfisker', body);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ changeId: id, status: 'confirmed' });
      const again = await post(DEPLOYED, 'yrkesfisker', body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const changes = await t.app.inject({ url: CHANGES, headers: as('yrkesfisker') });
      expect(changes.statusCode).toBe(200);
      const tools = changes
        .json()
        .confirmedTools.filter((tool: { toolId: string }) => tool.toolId === first.json().toolId);
      expect(tools).toHaveLength(1);
      expect(changes.json().pendingChangeReports).toEqual([]);
      // Another user sending the same id does not reach the first report.
      expect((await post(DEPLOYED, 'nedlaster', body)).statusCode).toBe(409);
    },
  );

  it.skipIf(skip)(
    'puts reported gear on the map; tiles and GeoJSON hide the vessel from others',
    async () => {
      const { toolId } = (await deploy()).json();
      const anonymous = await t.app.inject({ url: '/api/v1/datasets/fishingfacility/geojson' });
      const feature = anonymous
        .json()
        .features.find((f: { properties: { toolId: string } }) => f.properties.toolId === toolId);
      expect(feature.properties).toMatchObject({ toolType: 'nets', netLength: 480 });
      expect(feature.properties).not.toHaveProperty('vesselName');
      expect(JSON.stringify(anonymous.json())).not.toContain('DEMO HAVFISK');

      const tileUrl = '/tiles/fishingfacility/10/554/244.pbf';
      const tile = await t.app.inject({ url: tileUrl, headers: { 'accept-encoding': 'gzip' } });
      expect(tile.statusCode).toBe(200);
      const plain = tileFeatures(tile.rawPayload, 'fishingfacility');
      expect(plain.some((p) => p['toolId'] === toolId)).toBe(true);
      expect(plain.every((p) => !('vesselName' in p) && !('ircs' in p) && !('mmsi' in p))).toBe(
        true,
      );

      const extendedUrl = `${tileUrl}?view=extended`;
      expect((await t.app.inject({ url: extendedUrl })).statusCode).toBe(401);
      expect((await t.app.inject({ url: extendedUrl, headers: as('nedlaster') })).statusCode).toBe(
        403,
      );
      const extended = await t.app.inject({
        url: extendedUrl,
        headers: { ...as('yrkesfisker'), 'accept-encoding': 'gzip' },
      });
      expect(extended.statusCode).toBe(200);
      expect(extended.headers['cache-control']).toMatch(/private/);
      const full = tileFeatures(extended.rawPayload, 'fishingfacility');
      expect(full.find((p) => p['toolId'] === toolId)).toMatchObject({
        vesselName: 'DEMO HAVFISK',
        ircs: 'LDEM1',
      });
      const geojson = await t.app.inject({
        url: '/api/v1/datasets/fishingfacility/geojson?view=extended',
        headers: as('nedlaster'),
      });
      expect(geojson.statusCode).toBe(403);

      const one = await t.app.inject({ url: `/api/v1/geodata/fishingfacility/${toolId}` });
      expect(one.json().properties).not.toHaveProperty('vesselName');
      const missing = await t.app.inject({ url: '/api/v1/geodata/fishingfacility/nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('The fishing facility is not in the map');
    },
  );

  it.skipIf(skip)(
    'reports lost, reset and retrieved; a second retrieval is 409 and failed',
    async () => {
      const { toolId } = (await deploy()).json();
      const lost = await post(LOST, 'yrkesfisker', {
        id: randomUUID(),
        toolId,
        geometry: NET,
        lostTime: hoursAgo(1),
        toolTypeCode: 'NETS',
      });
      expect(lost.statusCode).toBe(201);
      const lostLayer = await t.app.inject({ url: '/api/v1/datasets/lostfishingfacility/geojson' });
      expect(
        lostLayer
          .json()
          .features.some((f: { properties: { toolId: string } }) => f.properties.toolId === toolId),
      ).toBe(true);
      const reset = await post(RESET, 'yrkesfisker', {
        id: randomUUID(),
        toolId,
        resetTime: hoursAgo(0.5),
      });
      expect(reset.statusCode).toBe(201);
      const retrieved = await post(RETRIEVED, 'yrkesfisker', {
        id: randomUUID(),
        toolId,
        removedTime: hoursAgo(0.1),
      });
      expect(retrieved.statusCode).toBe(201);
      const againId = randomUUID();
      const again = await post(RETRIEVED, 'yrkesfisker', {
        id: againId,
        toolId,
        removedTime: hoursAgo(0),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('The fishing facility has already been retrieved');
      // The same failed report again gets its first answer: still 409.
      expect(
        (await post(RETRIEVED, 'yrkesfisker', { id: againId, toolId, removedTime: hoursAgo(0) }))
          .statusCode,
      ).toBe(409);
      const changes = (await t.app.inject({ url: CHANGES, headers: as('yrkesfisker') })).json();
      expect(changes.failedChangeReports).toContainEqual(
        expect.objectContaining({
          changeId: againId,
          reason: 'The fishing facility has already been retrieved',
        }),
      );
      expect(
        changes.confirmedTools.some((tool: { toolId: string }) => tool.toolId === toolId),
      ).toBe(false);
      const gone = await t.app.inject({ url: '/api/v1/datasets/fishingfacility/geojson' });
      expect(JSON.stringify(gone.json())).not.toContain(toolId);
    },
  );

  it.skipIf(skip)('answers 404 for another vessel’s tool and 403 without the policy', async () => {
    const { toolId } = (await deploy('yrkesfisker')).json();
    const other = await post(RETRIEVED, 'nedlaster', {
      id: randomUUID(),
      toolId,
      removedTime: hoursAgo(0),
    });
    expect(other.statusCode).toBe(404);
    expect((await deploy('fritidsfisker')).statusCode).toBe(403);
    expect((await deploy('havforsker')).statusCode).toBe(403);
    expect((await t.app.inject({ url: CHANGES, headers: as('havforsker') })).statusCode).toBe(403);
    expect((await post(DEPLOYED, null, { id: randomUUID() })).statusCode).toBe(401);
  });

  it.skipIf(skip)('refuses bad input with 400 naming the field', async () => {
    const missing = await post(DEPLOYED, 'yrkesfisker', {
      id: randomUUID(),
      geometry: NET,
      toolTypeCode: 'NETS',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(missing.json().errors).toEqual({ 'body.setupTime': ['Required field'] });
    const bad = await post(DEPLOYED, 'yrkesfisker', {
      id: randomUUID(),
      geometry: { type: 'Polygon', coordinates: [] },
      setupTime: new Date(Date.now() + 25 * 3_600_000).toISOString(),
      toolTypeCode: 'TRAWLX',
    });
    expect(bad.json().errors).toEqual({
      'body.geometry': ['Invalid value'],
      'body.setupTime': ['Invalid value'],
      'body.toolTypeCode': ['Invalid value'],
    });
    const noId = await post(DEPLOYED, 'yrkesfisker', { geometry: NET });
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(noId.json().errors)).toContain('body.id');
  });

  it.skipIf(skip)(
    'lets an administrator mark lost gear recovered (R10.18), nobody else',
    async () => {
      const url = '/api/v1/geodata/lostfishingfacility/demo-lost-moskenes/recovered';
      expect(
        (await t.app.inject({ method: 'POST', url, headers: as('yrkesfisker') })).statusCode,
      ).toBe(403);
      const done = await t.app.inject({ method: 'POST', url, headers: as('admin') });
      expect(done.statusCode).toBe(200);
      const lost = await t.app.inject({ url: '/api/v1/datasets/lostfishingfacility/geojson' });
      expect(JSON.stringify(lost.json())).not.toContain('demo-lost-moskenes');
      expect((await t.app.inject({ method: 'POST', url, headers: as('admin') })).statusCode).toBe(
        404,
      );
    },
  );

  it.skipIf(skip)('deploys and lists sensors (R24.14, R24.15), once per id', async () => {
    const body = {
      id: randomUUID(),
      sensorId: 'CTD-7',
      geometry: { type: 'Point', coordinates: [15, 68.3] },
      setupTime: hoursAgo(1),
    };
    const url = '/api/v1/fishinfo/sensors/user/deploy';
    expect((await post(url, 'havforsker', body)).statusCode).toBe(201);
    expect((await post(url, 'havforsker', body)).statusCode).toBe(200);
    expect((await post(url, 'yrkesfisker', { ...body, id: randomUUID() })).statusCode).toBe(403);
    const missing = await post(url, 'havforsker', { id: randomUUID(), sensorId: 'x' });
    expect(missing.json().errors).toEqual({
      'body.geometry': ['Required field'],
      'body.setupTime': ['Required field'],
    });
    const list = await t.app.inject({
      url: '/api/v1/fishinfo/sensors/user/sensors',
      headers: as('havforsker'),
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ sensorId: 'CTD-7', changeId: body.id }),
    ]);
  });

  it.skipIf(skip)('mails a drifting-object report once', async () => {
    const body = {
      id: randomUUID(),
      geometry: { type: 'Point', coordinates: [5.1, 60.2] },
      observedTime: hoursAgo(1),
      kind: 'container',
      description: 'Red 40 ft container',
    };
    const url = '/api/v1/fishinfo/containerreports';
    expect((await post(url, 'fritidsfisker', body)).statusCode).toBe(201);
    expect((await post(url, 'fritidsfisker', body)).statusCode).toBe(200);
    const mail = lastMailTo(t.config.dataDir, MAIL_TO);
    expect(mail?.text).toContain('Red 40 ft container');
    expect(mail?.text).toContain('60.20000 N, 5.10000 E');
    expect((await post(url, null, body)).statusCode).toBe(401);
    const bad = await post(url, 'fritidsfisker', { id: randomUUID(), kind: 'whale' });
    expect(bad.json().errors).toMatchObject({ 'body.kind': ['Invalid value'] });
  });
});
