import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aisToken, signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { USER_DATA_LIMIT_BYTES } from './user-data-routes.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';

describe.each(targets)('user data on $target', ({ target, skip }) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, {
      DEMO_USER_PASSWORD: PASSWORD,
      FEATURE_FLAGS: 'newSearch,nightMode',
    });
    for (const user of ['yrkesfisker', 'havforsker', 'utvikler', 'utlandsfisker']) {
      tokens[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
    tokens.ais = (await aisToken(t.app)).json<{ access_token: string }>().access_token;
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)('answers each user their own profiles (spec 01 §3)', async () => {
    const fisher = await t.app.inject({ url: '/api/v2/user/profiles', headers: as('yrkesfisker') });
    expect(fisher.statusCode).toBe(200);
    expect(fisher.json()).toMatchObject({
      user: { name: 'Demo Yrkesfisker' },
      roles: ['BwYrkesfisker'],
      policies: expect.arrayContaining(['BwReportFishingFacility', 'BwAisFiskinfo']),
      arcticProfile: null,
      fiskInfoApplication: null,
      fiskInfoProfile: { vesselId: 'demo-vessel-1' },
      restrictedAisProfile: null,
      vesselProfile: { vesselId: 'demo-vessel-1', mmsi: 257990001 },
    });
    const foreign = await t.app.inject({
      url: '/bwapi/v2/user/profiles',
      headers: as('utlandsfisker'),
    });
    expect(foreign.json()).toMatchObject({
      roles: ['BwYrkesfiskerUtland'],
      arcticProfile: { status: 'Approved', mmsi: 257990002 },
    });
  });

  it.skipIf(skip)('answers the own vessel, or 404 problem without a vessel id', async () => {
    const own = await t.app.inject({ url: '/api/v1/vessel/own', headers: as('yrkesfisker') });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ vesselId: 'demo-vessel-1', name: 'DEMO HAVFISK' });
    const none = await t.app.inject({ url: '/api/v1/vessel/own', headers: as('utvikler') });
    expect(none.statusCode).toBe(404);
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(none.json()).toMatchObject({ status: 404, bwErrorCode: 'VesselNotFound' });
  });

  it.skipIf(skip)(
    'tells the restricted AIS profile at /live/v1/user/userpermissions/',
    async () => {
      const researcher = await t.app.inject({
        url: '/live/v1/user/userpermissions/',
        headers: as('havforsker'),
      });
      expect(researcher.statusCode).toBe(200);
      expect(researcher.json()).toMatchObject({ isValid: true, geoFilter: { type: 'Polygon' } });
      const developer = await t.app.inject({
        url: '/live/v1/user/userpermissions/',
        headers: as('utvikler'),
      });
      expect(developer.json()).toEqual({ isValid: false, geoFilter: null });
    },
  );

  it.skipIf(skip)('answers server feature flags to anyone and user flags to the user', async () => {
    const anonymous = await t.app.inject('/api/v1/featureflags');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ serverFlags: ['newSearch', 'nightMode'], userFlags: [] });
    const forged = await t.app.inject({
      url: '/api/v1/featureflags',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it.skipIf(skip)(
    'saves, reads and deletes the whole user-data object (R11.01–R11.03)',
    async () => {
      const url = '/api/v1/spausersetting/havkart';
      expect((await t.app.inject({ url, headers: as('yrkesfisker') })).json()).toEqual({});
      const saved = await t.app.inject({
        method: 'POST',
        url,
        headers: as('yrkesfisker'),
        payload: {
          mapState: { center: [14.4, 68.2], zoom: 8, bearing: 20, layers: ['x'] },
          favourites: [
            { id: 'f1', name: 'Home', category: 'vessel', value: '/ais/257990001', visits: 'x' },
          ],
          datasetSettings: [{ id: 'ais', enabled: true }],
          datasetGroupSettings: [{ id: 'weather' }],
          settingsV2: { nightMode: true },
        },
      });
      expect(saved.statusCode).toBe(200);
      const read = await t.app.inject({ url, headers: as('yrkesfisker') });
      expect(read.json()).toEqual(saved.json());
      expect(read.json()).toMatchObject({
        mapState: { center: [14.4, 68.2], zoom: 8 },
        favourites: [{ id: 'f1', visits: 0, geometries: [] }],
        datasetSettings: [{ id: 'ais', enabled: true, collapsed: true, favorite: false }],
        datasetGroupSettings: [{ id: 'weather', collapsed: false }],
      });
      expect(read.json().mapState).not.toHaveProperty('bearing');
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: as('yrkesfisker') });
      expect(deleted.statusCode).toBe(204);
      expect((await t.app.inject({ url, headers: as('yrkesfisker') })).json()).toEqual({});
    },
  );

  it.skipIf(skip)(
    'keeps each user to their own data and each app name apart (R11.07)',
    async () => {
      const url = '/api/v1/spausersetting/havkart';
      await t.app.inject({
        method: 'POST',
        url,
        headers: as('yrkesfisker'),
        payload: { news: { a: 1 } },
      });
      await t.app.inject({
        method: 'POST',
        url,
        headers: as('havforsker'),
        payload: { news: { b: 2 } },
      });
      expect((await t.app.inject({ url, headers: as('havforsker') })).json()).toEqual({
        news: { b: 2 },
      });
      await t.app.inject({ method: 'DELETE', url, headers: as('havforsker') });
      expect((await t.app.inject({ url, headers: as('yrkesfisker') })).json()).toEqual({
        news: { a: 1 },
      });
      const other = await t.app.inject({
        url: '/api/v1/spausersetting/arctic',
        headers: as('yrkesfisker'),
      });
      expect(other.json()).toEqual({});
    },
  );

  it.skipIf(skip)('refuses anonymous callers and AIS client tokens (R11.02)', async () => {
    const url = '/api/v1/spausersetting/havkart';
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer');
      const client = await t.app.inject({ method, url, headers: as('ais') });
      expect(client.statusCode).toBe(403);
    }
    for (const path of [
      '/api/v2/user/profiles',
      '/api/v1/vessel/own',
      '/live/v1/user/userpermissions/',
    ]) {
      expect((await t.app.inject(path)).statusCode).toBe(401);
    }
  });

  it.skipIf(skip)('refuses bodies that are not objects, too large, or a bad app name', async () => {
    const headers = as('yrkesfisker');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/spausersetting/havkart',
      headers,
      payload: [1],
    });
    expect(list.statusCode).toBe(400);
    expect(list.headers['content-type']).toMatch(/^application\/problem\+json/);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/spausersetting/havkart',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ news: { text: 'x'.repeat(USER_DATA_LIMIT_BYTES) } }),
    });
    expect(big.statusCode).toBe(413);
    const name = await t.app.inject({ url: '/api/v1/spausersetting/Bad%20Name', headers });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors).toHaveProperty('params.app');
  });

  it.skipIf(skip)('two settings saves at once store one of them whole', async () => {
    const url = '/api/v1/spausersetting/havkart';
    const first = { settingsV2: { nightMode: true }, mapState: { center: [14.4, 68.2], zoom: 8 } };
    const second = { settingsV2: { nightMode: false }, mapState: { center: [5.3, 60.4], zoom: 5 } };
    const answers = await Promise.all(
      [first, second].map((payload) =>
        t.app.inject({ method: 'POST', url, headers: as('yrkesfisker'), payload }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stored = (await t.app.inject({ url, headers: as('yrkesfisker') })).json();
    // Each save carries the whole object (spec 01 §3): the later one wins entire, never a mix.
    expect([answers[0]!.json(), answers[1]!.json()]).toContainEqual(stored);
    expect(stored.mapState.zoom).toBe(stored.settingsV2.nightMode ? 8 : 5);
  });
});
