import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { BASE_STATION_LAYER_PATH } from './base-station-layer.js';
import {
  baseStationReport,
  HEARD_AT,
  heardBy,
  vesselPosition,
} from './base-station-messages.testing.js';

// The base-station map layer (R10.28): its GeoJSON for AIS administrators only, and the
// catalogue listing the dataset only to them. The catalogue reads the caller's policies from
// the database, so both databases.

const PASSWORD = 'demo-password-for-tests';
const STATION = 2573205;
const SILENT = 2573999;
const T0 = HEARD_AT;
const position = vesselPosition(257000001);
const report = (mmsi: number) => baseStationReport(mmsi, 5.0, 60.0);

const targets = await databaseTargets();

describe.each(targets)('base-station layer on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, who?: string) =>
    t.app.inject({ url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['admin', 'yrkesfisker']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
    for (const message of [...heardBy(STATION, report(STATION)), ...heardBy(STATION, position)]) {
      t.app.live.state.apply(message, T0);
    }
    // A station heard relaying but never reporting its own position has no point to draw.
    for (const message of heardBy(SILENT, position)) t.app.live.state.apply(message, T0);
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)(
    'gives an AIS administrator each placed station as a point with its counts',
    async () => {
      const response = await get(BASE_STATION_LAYER_PATH.replace('/api/', '/bwapi/'), 'admin');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [5, 60] },
            properties: {
              mmsi: STATION,
              aisPositionMessageStatistics: 1,
              aisStaticDataMessageStatistics: 0,
              atonMessageStatistics: 0,
              baseStationMessageStatistics: 1,
            },
          },
        ],
      });
    },
  );

  it.skipIf(skip)('refuses the layer to others: 403 signed in, 401 anonymous', async () => {
    expect((await get(BASE_STATION_LAYER_PATH, 'yrkesfisker')).statusCode).toBe(403);
    expect((await get(BASE_STATION_LAYER_PATH)).statusCode).toBe(401);
  });

  it.skipIf(skip)('lists the dataset in the catalogue to AIS administrators only', async () => {
    const url = '/api/v1/spadataset/data/havkart?lang=en';
    const admin = (await get(url, 'admin')).json();
    expect(admin['basestations']).toMatchObject({
      sources: [{ dataUrl: BASE_STATION_LAYER_PATH, requiredPolicies: ['BwAisAdmin'] }],
      updateMode: 'periodic',
      updateIntervalMs: 60_000,
    });
    expect((await get(url, 'yrkesfisker')).json()).not.toHaveProperty('basestations');
    expect((await get(url)).json()).not.toHaveProperty('basestations');
  });
});
