import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../auth/sign-in.testing.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { BASE_STATIONS_PATH } from './base-stations.js';
import {
  baseStationReport,
  HEARD_AT,
  heardBy,
  vesselPosition,
} from './base-station-messages.testing.js';

const PASSWORD = 'demo-password-for-tests';
const STATION = 2573205;
const OTHER_STATION = 2573555;
const T0 = HEARD_AT;
const position = vesselPosition;

// No database work behind this route: SQLite alone is enough.
describe('base-station diagnostics (admin API)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, who?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });

  beforeAll(async () => {
    t = await startTestApp('sqlite', { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['admin', 'yrkesfisker']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
    const messages = [
      ...heardBy(STATION, baseStationReport(STATION, 5.0, 60.0)),
      ...heardBy(
        STATION,
        position(257000001),
        position(257000002),
        {
          messageType: 5 as const,
          mmsi: 257000001,
          imoNumber: 9133381,
          callSign: 'LABC',
          name: 'TESTER',
          shipType: 30,
          dimensionA: 10,
          dimensionB: 10,
          dimensionC: 3,
          dimensionD: 3,
          positionFixingDeviceType: 1,
          eta: { month: 2, day: 17, hour: 11, minute: 30 },
          draught: 2,
          destination: 'BERGEN',
        },
        {
          messageType: 21 as const,
          mmsi: 992576001,
          typeOfAidsToNavigation: 20,
          name: 'SKARVEN',
          positionAccuracy: true,
          longitude: 5.1,
          latitude: 60.1,
          dimensionA: 0,
          dimensionB: 0,
          dimensionC: 0,
          dimensionD: 0,
          positionFixingDeviceType: 7,
          timeStamp: 20,
          offPosition: false,
          virtualAid: false,
        },
      ),
      ...heardBy(OTHER_STATION, baseStationReport(OTHER_STATION, 10.5, 59.5)),
      ...heardBy(OTHER_STATION, baseStationReport(OTHER_STATION, 10.5, 59.5)),
    ];
    for (const message of messages) t.app.live.state.apply(message, T0);
  });
  afterAll(async () => t?.cleanup());

  it('gives an AIS administrator each base station with its position and four counts', async () => {
    // The web app's /bwapi path is the same route.
    const response = await get(BASE_STATIONS_PATH.replace('/api/', '/bwapi/'), 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        mmsi: STATION,
        msgtime: new Date(T0).toISOString(),
        geometry: { type: 'Point', coordinates: [5, 60] },
        aisPositionMessageStatistics: 2,
        aisStaticDataMessageStatistics: 1,
        atonMessageStatistics: 1,
        baseStationMessageStatistics: 1,
      },
      {
        mmsi: OTHER_STATION,
        msgtime: new Date(T0).toISOString(),
        geometry: { type: 'Point', coordinates: [10.5, 59.5] },
        aisPositionMessageStatistics: 0,
        aisStaticDataMessageStatistics: 0,
        atonMessageStatistics: 0,
        baseStationMessageStatistics: 2,
      },
    ]);
  });

  it('refuses a signed-in user without BwAisAdmin (403) and an anonymous caller (401)', async () => {
    const fisher = await get(BASE_STATIONS_PATH, 'yrkesfisker');
    expect(fisher.statusCode).toBe(403);
    expect(fisher.json()).toMatchObject({ status: 403 });
    expect(JSON.stringify(fisher.json())).not.toContain(String(STATION));
    const anonymous = await get(BASE_STATIONS_PATH);
    expect(anonymous.statusCode).toBe(401);
  });
});
