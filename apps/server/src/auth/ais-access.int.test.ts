import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simulateLines } from '@havkart/ais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_USERS } from './demo-users.js';
import { geoFilterTest } from './geo-filter.js';
import { aisToken, signIn } from './sign-in.testing.js';

const PASSWORD = 'demo-password-for-tests';

async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Position = { mmsi: number; latitude: number | null; longitude: number | null };

// The AIS tiers with real tokens: the anonymous AIS client's on the open endpoints, users'
// on the restricted and policy tiers, and the restricted tier limited to the profile's area.
describe('AIS endpoints with tokens', () => {
  let t: TestApp;
  let strict: TestApp;
  const bearer: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${bearer[who]}` });

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-ais-access-'));
    const file = path.join(dir, 'recording.nmea');
    fs.writeFileSync(
      file,
      [...simulateLines({ vessels: 300, seed: 7, duration: 300 })].join('\n') + '\n',
    );
    t = await startTestApp('sqlite', {
      DEMO_USER_PASSWORD: PASSWORD,
      AIS_SOURCES: `file://${file}?rate=max`,
    });
    strict = await startTestApp('sqlite', {
      DEMO_USER_PASSWORD: PASSWORD,
      AIS_OPEN_REQUIRES_TOKEN: 'true',
    });
    await waitFor(async () => {
      const status = (await t.app.inject('/api/v1/ais/status')).json<{
        sources: { connected: boolean; lines: number }[];
      }>();
      return status.sources[0]!.lines > 0 && !status.sources[0]!.connected;
    });
    bearer.ais = (await aisToken(t.app)).json<{ access_token: string }>().access_token;
    bearer.strictAis = (await aisToken(strict.app)).json<{ access_token: string }>().access_token;
    for (const user of ['havforsker', 'admin', 'utdanning', 'yrkesfisker']) {
      bearer[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => {
    await strict?.cleanup();
    await t?.cleanup();
  });

  const latest = (app: TestApp, base: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'POST', url: `${base}/latest/combined`, headers, payload: {} });

  it('answers the open endpoints anonymously and with the AIS client token', async () => {
    const anonymous = await latest(t, '/live/v1');
    expect(anonymous.statusCode).toBe(200);
    const withToken = await latest(t, '/live/v1', as('ais'));
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json<Position[]>().length).toBeGreaterThan(50);
    const forged = await latest(t, '/live/v1', { authorization: 'Bearer abc.def.ghi' });
    expect(forged.statusCode).toBe(401);
  });

  it('requires a token on the open endpoints with AIS_OPEN_REQUIRES_TOKEN=true', async () => {
    const anonymous = await latest(strict, '/live/v1');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
    const withToken = await latest(strict, '/live/v1', {
      authorization: `Bearer ${bearer.strictAis}`,
    });
    expect(withToken.statusCode).toBe(200);
    // A token from another installation's keys is not ours.
    const foreign = await latest(strict, '/live/v1', as('ais'));
    expect(foreign.statusCode).toBe(401);
  });

  it('serves the restricted tier only with a valid restricted profile, inside its area', async () => {
    expect((await latest(t, '/live/restricted/v1')).statusCode).toBe(401);
    expect((await latest(t, '/live/restricted/v1', as('ais'))).statusCode).toBe(403);
    expect((await latest(t, '/live/restricted/v1', as('utdanning'))).statusCode).toBe(403);

    const everything = await latest(t, '/live/restricted/v1', as('admin'));
    expect(everything.statusCode).toBe(200);
    const all = everything.json<Position[]>().filter((v) => v.latitude !== null);

    const limited = await latest(t, '/live/restricted/v1', as('havforsker'));
    expect(limited.statusCode).toBe(200);
    const area = DEMO_USERS.find((user) => user.username === 'havforsker')!.profile
      .restrictedAisProfile!.geoFilter;
    const inside = geoFilterTest(area)!;
    const expected = all
      .filter((v) => inside(v.longitude!, v.latitude!))
      .map((v) => v.mmsi)
      .sort((a, b) => a - b);
    const got = limited
      .json<Position[]>()
      .filter((v) => v.latitude !== null)
      .map((v) => v.mmsi)
      .sort((a, b) => a - b);
    expect(all.length).toBeGreaterThan(expected.length);
    expect(got).toEqual(expected);

    // Search on the restricted tier keeps to the area as well.
    const outside = [...t.app.live.state.vessels.values()].find(
      (v) => v.name && v.latitude !== null && !inside(v.longitude!, v.latitude),
    )!;
    const search = (who: string) =>
      t.app.inject({
        url: `/live/restricted/v1/latest/search?query=${encodeURIComponent(outside.name!)}`,
        headers: as(who),
      });
    const byAdmin = (await search('admin')).json<Position[]>().map((v) => v.mmsi);
    expect(byAdmin).toContain(outside.mmsi);
    const byResearcher = (await search('havforsker')).json<Position[]>().map((v) => v.mmsi);
    expect(byResearcher).not.toContain(outside.mmsi);
  });

  it('serves the fiskinfo tier only with BwAisFiskinfo', async () => {
    expect((await latest(t, '/live/fiskinfo/v1', as('yrkesfisker'))).statusCode).toBe(200);
    expect((await latest(t, '/live/fiskinfo/v1', as('havforsker'))).statusCode).toBe(403);
  });

  it('serves the non-open latest track to a BwAisFiskinfo token and refuses others', async () => {
    const track = (headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/v1/geodata/ais/257000000/tracks', headers });
    const fisher = await track(as('yrkesfisker'));
    expect(fisher.statusCode).toBe(200);
    expect(Array.isArray(fisher.json())).toBe(true);
    expect((await track(as('havforsker'))).statusCode).toBe(403);
    expect((await track()).statusCode).toBe(401);
  });
});
