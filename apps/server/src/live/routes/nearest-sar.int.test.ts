/**
 * Nearest SAR units on the live bases (A50, R23.02, R23.07): seven candidates give five,
 * nearest first; old positions and other ship types are left out; the restricted twin keeps
 * to the caller's `geoFilter`; bad input is a 400 naming the field.
 */
import { AisEncoder, createAisDecoder, type AisMessage } from '@havkart/ais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../auth/sign-in.testing.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const PASSWORD = 'demo-password-for-tests';
const HOUR = 3_600_000;
let t: TestApp;
let researcher: string;
const encoder = new AisEncoder({ talker: 'AI' });

function publish(fields: Parameters<AisEncoder['encode']>[0], ageMs = 0): void {
  const decoded: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => decoded.push(m) });
  for (const line of encoder.encode(fields)) decoder.write(line);
  t.app.live.bus.publish({ message: decoded[0]!, timeMs: Date.now() - ageMs });
}

function sarVessel(mmsi: number, longitude: number, latitude: number, ageMs = 0, shipType = 51) {
  publish({ messageType: 5, mmsi, shipType, name: `SAR ${mmsi}`, callSign: 'LA1234' }, ageMs);
  publish({ messageType: 1, mmsi, longitude, latitude, speedOverGround: 8 }, ageMs);
}

interface Found {
  mmsi: number;
  distanceMeters: number;
  bearingDegrees: number;
}

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await startTestApp('sqlite', { DEMO_USER_PASSWORD: PASSWORD });
  researcher = (await signIn(t.app, t.config.publicUrl, 'havforsker', PASSWORD)).tokens
    .access_token;
  // Seven candidates north of the point off Bodø, one SAR aircraft among them.
  for (let i = 1; i <= 6; i += 1) sarVessel(257100000 + i, 14.4, 67.3 + i / 10);
  publish({ messageType: 9, mmsi: 111257001, longitude: 14.4, latitude: 67.25, altitude: 300 });
  // Not counted: a position seven hours old, a cargo ship beside the point.
  sarVessel(257100010, 14.4, 67.301, 7 * HOUR);
  sarVessel(257100011, 14.4, 67.302, 0, 70);
  // Outside the researcher's Lofoten area (south of 67.5° N).
  sarVessel(257100012, 14.0, 66.0);
  // The bus delivers to the state on the next turns of the event loop.
  for (let i = 0; i < 100; i += 1) {
    const found = (await get('/live/v1/nearestsar?lat=67.3&lon=14.4&count=20')).json<Found[]>();
    if (found.length >= 8) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
});
afterAll(async () => t?.cleanup());

describe('nearest SAR', () => {
  it('gives 5 of the candidates by default, nearest first, with distance and bearing', async () => {
    const answer = await get('/live/v1/nearestsar?lat=67.3&lon=14.4');
    expect(answer.statusCode).toBe(200);
    const found = answer.json<Found[]>();
    expect(found.map((f) => f.mmsi)).toEqual([
      111257001, 257100001, 257100002, 257100003, 257100004,
    ]);
    expect(found[0]!.bearingDegrees).toBeCloseTo(180, 0);
    expect(found[1]).toMatchObject({ name: 'SAR 257100001', bearingDegrees: 0 });
    expect(found[1]!.distanceMeters).toBeGreaterThan(11_000);
    expect(found[1]!.distanceMeters).toBeLessThan(11_200);
    // The app's own path answers as the open tier does (A50).
    const alias = await get('/api/v1/geodata/ais/nearestsar?lat=67.3&lon=14.4');
    expect(alias.json()).toEqual(found);
  });

  it('leaves out old positions and other ship types; takes a count up to 20', async () => {
    const all = (await get('/live/v1/nearestsar?lat=67.3&lon=14.4&count=20')).json<Found[]>();
    expect(all.map((f) => f.mmsi).sort()).toEqual([
      111257001, 257100001, 257100002, 257100003, 257100004, 257100005, 257100006, 257100012,
    ]);
  });

  it('keeps the restricted twin to the geoFilter and needs its profile (R23.07)', async () => {
    expect((await get('/live/restricted/v1/nearestsar?lat=67.3&lon=14.4')).statusCode).toBe(401);
    const inside = await get(
      '/live/restricted/v1/nearestsar?lat=67.3&lon=14.4&count=20',
      researcher,
    );
    expect(inside.statusCode).toBe(200);
    const mmsis = inside.json<Found[]>().map((f) => f.mmsi);
    expect(mmsis).toEqual([257100002, 257100003, 257100004, 257100005, 257100006]);
  });

  it.each([
    ['lat=91&lon=14', 'querystring.lat'],
    ['lon=14', 'querystring.lat'],
    ['lat=67&lon=181', 'querystring.lon'],
    ['lat=67&lon=14&count=21', 'querystring.count'],
    ['lat=67&lon=14&count=0', 'querystring.count'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const answer = await get(`/live/v1/nearestsar?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: object }>().errors).toHaveProperty([field]);
  });
});
