import os from 'node:os';
import path from 'node:path';
import { RESERVED_DATASET_IDS } from '@havkart/datasets-core';
import { datasetRegistry } from '@havkart/dataset-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_PATH_SEGMENTS } from '../plugins/web-app.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();

// The catalogue and the forecast times are the startup preloads that come from the registry
// and configuration; one app per database serves both suites.
describe.each(targets)('startup preloads on $target', ({ target, skip }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    if (skip) return;
    testApp = await startTestApp(target, {
      DEMO_USERS: 'false',
      // No built web app: the connection test below must not depend on one.
      WEB_DIST_DIR: path.join(os.tmpdir(), 'havkart-no-web-app'),
    });
  });
  afterAll(async () => {
    if (!skip) await testApp.cleanup();
  });

  const get = (url: string) => testApp.app.inject(url);

  it.skipIf(skip).each([
    ['havkart', 'no', 'Bakgrunnskart'],
    ['havkart', 'en', 'Base maps'],
    ['nais', 'no', 'Bakgrunnskart'],
    ['nais', 'en', 'Base maps'],
  ])(
    'GET spadataset/groups/%s?lang=%s lists the groups with collapsedDefault',
    async (app, lang, name) => {
      const response = await get(`/api/v1/spadataset/groups/${app}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const groups = response.json() as { id: string }[];
      // Every group the registry lists for the app, in order, the base maps first.
      expect(groups.map((group) => group.id)).toEqual(
        datasetRegistry.forApp(app).groups.map((group) => group.id),
      );
      expect(groups[0]).toEqual({ id: 'basemaps', name, order: 0, collapsedDefault: false });
    },
  );

  it.skipIf(skip).each([
    ['havkart', 'no', 'Standard bakgrunnskart'],
    ['havkart', 'en', 'Standard base map'],
    ['nais', 'no', 'Standard bakgrunnskart'],
    ['nais', 'en', 'Standard base map'],
  ])('GET spadataset/data/%s?lang=%s keys the datasets by id', async (app, lang, name) => {
    const response = await get(`/api/v1/spadataset/data/${app}?lang=${lang}`);
    expect(response.statusCode).toBe(200);
    const datasets = response.json();
    // Anonymous callers get every dataset of the app with a source needing no role or policy.
    const open = datasetRegistry
      .forApp(app)
      .datasets.filter((dataset) =>
        dataset.sources.some(
          (source) => !source.requiredRoles?.length && !source.requiredPolicies?.length,
        ),
      )
      .map((dataset) => dataset.id);
    expect(Object.keys(datasets)).toEqual(open);
    expect(open.slice(0, 2)).toEqual(['basemap', 'basemap-simple']);
    expect(datasets.basemap).toEqual({
      datasetId: 'basemap',
      name,
      group: 'basemaps',
      sources: [{ dataUrl: '/tiles/basemap/{z}/{x}/{y}.pbf' }],
      baseMap: true,
      featureKey: null,
      polar: true,
      minZoom: 0,
      maxZoom: 14,
      prioritised: true,
      updateMode: 'static',
      enabledByDefault: true,
      accessEnabled: true,
      needsApiKey: false,
      demoData: false,
      // The embedded tiles end at 12; the server cuts 13–14 from them.
      tileMinZoom: 0,
      tileMaxZoom: 14,
      tileSchema: 'havkart',
    });
    // The simple base map reads the same tiles, up to its own source max zoom.
    expect(datasets['basemap-simple']).toMatchObject({
      maxZoom: 12,
      prioritised: true,
      baseMap: true,
      sources: [{ dataUrl: '/tiles/basemap/{z}/{x}/{y}.pbf' }],
      tileMaxZoom: 12,
    });
    // The data URL the catalogue names is one the server answers.
    const tile = await get(datasets.basemap.sources[0].dataUrl.replace('{z}/{x}/{y}', '0/0/0'));
    expect(tile.statusCode).toBe(200);
  });

  it.skipIf(skip)('refuses an unknown app and language with problem documents', async () => {
    for (const path of ['groups', 'data']) {
      const unknown = await get(`/api/v1/spadataset/${path}/nosuchapp?lang=no`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
      const language = await get(`/bwapi/v1/spadataset/${path}/havkart?lang=xx`);
      expect(language.statusCode).toBe(400);
      expect(language.json().errors).toHaveProperty(['querystring.lang']);
    }
  });

  it.skipIf(skip)('answers the connection test file uncached without a built web app', async () => {
    const response = await get(`/assets/connectionTestFile.txt?${Math.random()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.skipIf(skip)('offers the demo model’s forecast times by default', async () => {
    const before = Date.now();
    const response = await get('/api/v1/geodata/waveforecast/available/all');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('demo');
    const times: string[] = body.available_forecast_times;
    expect(times).toHaveLength(67);
    const first = Date.parse(times[0]!);
    // The latest 6-hourly run has started, and not more than 6 hours ago.
    expect(first % (6 * 3_600_000)).toBe(0);
    expect(first).toBeLessThanOrEqual(before);
    expect(before - first).toBeLessThan(6 * 3_600_000);
    expect(Date.parse(times[1]!) - first).toBe(3_600_000);
  });
  it.skipIf(skip)('shows the wave forecast by default in bølgevarsel only', async () => {
    const enabled = async (app: string) =>
      (await get(`/api/v1/spadataset/data/${app}?lang=no`)).json().waveforecast.enabledByDefault;
    expect(await enabled('bolgevarsel')).toBe(true);
    expect(await enabled('havkart')).toBe(false);
  });
  it.skipIf(skip)('documents the preload and admin endpoints in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/spadata/{app}',
        '/api/v1/admin/spadata/{app}',
        '/api/v1/admin/desknotification',
        '/api/v1/spadataset/groups/{app}',
        '/api/v1/spadataset/data/{app}',
        '/api/v1/geodata/waveforecast/available/all',
        '/assets/connectionTestFile.txt',
      ]),
    );
  });
});

describe('reserved dataset ids', () => {
  it('include every first path segment the server keeps for itself', () => {
    for (const segment of RESERVED_PATH_SEGMENTS) expect(RESERVED_DATASET_IDS).toContain(segment);
  });
});
