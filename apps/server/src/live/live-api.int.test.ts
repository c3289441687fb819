/**
 * The live API against the running server, on a state replayed from a simulator recording:
 * each filter and format is checked against a brute-force filter of the same state.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simulateLines } from '@havkart/ais';
import { countryFromMmsi } from '@havkart/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { VesselRecord } from './records.js';

let t: TestApp;
let vessels: VesselRecord[];

const BOX = { west: 4, south: 58, east: 12, north: 64 };
const rectangle = {
  type: 'Polygon',
  coordinates: [
    [
      [BOX.west, BOX.south],
      [BOX.east, BOX.south],
      [BOX.east, BOX.north],
      [BOX.west, BOX.north],
      [BOX.west, BOX.south],
    ],
  ],
};
/** A triangle: its box holds vessels the polygon does not. */
const triangle = {
  type: 'Polygon',
  coordinates: [
    [
      [4, 58],
      [12, 58],
      [4, 64],
      [4, 58],
    ],
  ],
};
const inTriangle = (lon: number, lat: number) =>
  lon >= 4 && lat >= 58 && (lon - 4) / 8 + (lat - 58) / 6 <= 1;

/** What the open tier shows, spelled out independently of the server's rule. */
function openVisible(v: VesselRecord): boolean {
  const length = (v.dimensionA ?? 0) + (v.dimensionB ?? 0);
  if (v.shipType === 30) return length >= 15;
  if (v.shipType === 36 || v.shipType === 37) return length >= 45;
  return true;
}

async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-live-'));
  const file = path.join(dir, 'recording.nmea');
  fs.writeFileSync(
    file,
    [...simulateLines({ vessels: 400, seed: 5, duration: 900 })].join('\n') + '\n',
  );
  t = await startTestApp('sqlite', { AIS_SOURCES: `file://${file}?rate=max` });
  await waitFor(async () => {
    const status = (await t.app.inject('/api/v1/ais/status')).json<{
      sources: { connected: boolean; lines: number }[];
    }>();
    return status.sources[0]!.lines > 0 && !status.sources[0]!.connected;
  });
  vessels = [...t.app.live.state.vessels.values()].filter((v) => v.latitude !== null);
  expect(vessels.length).toBeGreaterThan(200);
});

afterAll(async () => {
  await t?.cleanup();
});

async function latest(body: Record<string, unknown>, url = '/live/v1/latest/combined') {
  const res = await t.app.inject({ method: 'POST', url, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>[]>();
}

const mmsis = (list: { mmsi?: unknown; properties?: { mmsi: unknown } }[]) =>
  list.map((x) => Number(x.mmsi ?? x.properties!.mmsi)).sort((a, b) => a - b);
const expected = (keep: (v: VesselRecord) => boolean) =>
  vessels
    .filter((v) => openVisible(v) && keep(v))
    .map((v) => v.mmsi)
    .sort((a, b) => a - b);

describe('latest/combined against a brute-force filter of the same state', () => {
  it('no filter: every vessel the open tier shows, and none it withholds', async () => {
    const all = await latest({});
    expect(mmsis(all)).toEqual(expected(() => true));
    expect(vessels.some((v) => !openVisible(v))).toBe(true);
  });

  it('geometry: a rectangle and a triangle', async () => {
    expect(mmsis(await latest({ geometry: rectangle }))).toEqual(
      expected(
        (v) =>
          v.longitude! >= BOX.west &&
          v.longitude! <= BOX.east &&
          v.latitude! >= BOX.south &&
          v.latitude! <= BOX.north,
      ),
    );
    const tri = expected((v) => inTriangle(v.longitude!, v.latitude!));
    expect(tri.length).toBeGreaterThan(0);
    expect(mmsis(await latest({ geometry: triangle }))).toEqual(tri);
  });

  it('mmsi (one or a list), shipTypes, countryCodes, navigationalStatus, since', async () => {
    const some = vessels.slice(0, 5).map((v) => v.mmsi);
    expect(mmsis(await latest({ mmsi: some }))).toEqual(expected((v) => some.includes(v.mmsi)));
    expect(mmsis(await latest({ mmsi: some[0] }))).toEqual(expected((v) => v.mmsi === some[0]));
    expect(mmsis(await latest({ shipTypes: [70, 80] }))).toEqual(
      expected((v) => v.shipType === 70 || v.shipType === 80),
    );
    expect(mmsis(await latest({ countryCodes: ['NO'] }))).toEqual(
      expected((v) => countryFromMmsi(v.mmsi) === 'NO'),
    );
    expect(mmsis(await latest({ countryCodes: ['se', 'DK'] }))).toEqual(
      expected((v) => ['SE', 'DK'].includes(countryFromMmsi(v.mmsi) ?? '')),
    );
    expect(mmsis(await latest({ navigationalStatus: [0, 5] }))).toEqual(
      expected((v) => v.navigationalStatus === 0 || v.navigationalStatus === 5),
    );
    const times = vessels.map((v) => v.msgtimeMs).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const since = new Date(median).toISOString();
    expect(mmsis(await latest({ since }))).toEqual(expected((v) => v.msgtimeMs >= median));
  });

  it('the same filters by GET query, lower-case keys, and without the /live prefix', async () => {
    const q = `?countrycodes=NO&shiptypes=70,80&modelformat=json&geometry=${encodeURIComponent(JSON.stringify(rectangle))}`;
    const res = await t.app.inject({ url: `/live/v1/latest/combined${q}` });
    expect(res.statusCode, res.body).toBe(200);
    const want = expected(
      (v) =>
        countryFromMmsi(v.mmsi) === 'NO' &&
        (v.shipType === 70 || v.shipType === 80) &&
        v.longitude! >= BOX.west &&
        v.longitude! <= BOX.east &&
        v.latitude! >= BOX.south &&
        v.latitude! <= BOX.north,
    );
    expect(mmsis(res.json())).toEqual(want);
    expect(
      mmsis(
        await latest(
          { CountryCodes: ['NO'], ShipTypes: [70, 80], Geometry: rectangle },
          '/v1/latest/combined',
        ),
      ),
    ).toEqual(want);
  });

  it('formats: Json records, Geojson Point Features, one FeatureCollection; Simple and Full', async () => {
    const full = await latest({ modelType: 'Full', modelFormat: 'Json' });
    expect(Object.keys(full[0]!)).toEqual([
      'mmsi',
      'msgtime',
      'altitude',
      'courseOverGround',
      'latitude',
      'longitude',
      'navigationalStatus',
      'rateOfTurn',
      'speedOverGround',
      'trueHeading',
      'imoNumber',
      'callSign',
      'name',
      'destination',
      'eta',
      'draught',
      'shipLength',
      'shipWidth',
      'shipType',
      'dimensionA',
      'dimensionB',
      'dimensionC',
      'dimensionD',
      'positionFixingDeviceType',
      'reportClass',
    ]);
    for (const v of full) expect(v.msgtime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    const simple = await latest({ modelType: 'Simple' });
    expect(Object.keys(simple[0]!).sort()).toEqual([
      'courseOverGround',
      'latitude',
      'longitude',
      'mmsi',
      'msgtime',
      'name',
      'navigationalStatus',
      'rateOfTurn',
      'shipType',
      'speedOverGround',
      'trueHeading',
    ]);
    const features = await latest({ modelFormat: 'Geojson', geometry: rectangle });
    expect(features[0]).toMatchObject({ type: 'Feature', geometry: { type: 'Point' } });
    const collection = (
      await t.app.inject({
        method: 'POST',
        url: '/live/v1/latest/combined',
        payload: { modelFormat: 'FeatureCollection', geometry: rectangle },
      })
    ).json<{ type: string; features: { properties: { mmsi: number } }[] }>();
    expect(collection.type).toBe('FeatureCollection');
    expect(mmsis(collection.features)).toEqual(mmsis(features as never));
  });

  it('typed messages: latest/ais with each include flag', async () => {
    const positions = (await latest({ includePosition: true }, '/live/v1/latest/ais')) as {
      type: string;
      mmsi: number;
    }[];
    expect(new Set(positions.map((p) => p.type))).toEqual(new Set(['Position']));
    expect(mmsis(positions)).toEqual(expected(() => true));
    const atons = (await latest({ includeAton: true }, '/live/v1/latest/ais')) as {
      type: string;
      messageType: number;
    }[];
    expect(atons.length).toBe(t.app.live.state.atons.size);
    expect(atons.every((a) => a.type === 'Aton' && a.messageType === 21)).toBe(true);
    const statics = (await latest({ includeStatic: true }, '/live/v1/latest/ais')) as {
      type: string;
      messageType: number;
    }[];
    expect(statics.length).toBeGreaterThan(0);
    expect(
      statics.every((s) => s.type === 'Staticdata' && [5, 19, 24].includes(s.messageType)),
    ).toBe(true);
    const met = (await latest({ includeBinaryBroadcastMetHyd: true }, '/live/v1/latest/ais')) as {
      type: string;
    }[];
    expect(met.length).toBe(t.app.live.state.metStations.size);
    const sender = vessels.find(openVisible)!;
    t.app.live.bus.publish({
      message: {
        messageType: 14,
        repeatIndicator: 0,
        mmsi: sender.mmsi,
        msgtime: null,
        source: null,
        channel: 'A',
        payload: 'safety',
        fillBits: 0,
        text: 'TEST',
      },
      timeMs: Date.now(),
    });
    const safety = (await latest({ includeSafetyRelated: true }, '/live/v1/latest/ais')) as {
      type: string;
      mmsi: number;
      text: string;
    }[];
    expect(safety).toEqual([
      expect.objectContaining({ type: 'SafetyRelated', mmsi: sender.mmsi, text: 'TEST' }),
    ]);
  });

  it('search: exact before prefix before fuzzy, at most 20', async () => {
    const named = vessels.find((v) => v.name && v.name.length > 6 && openVisible(v))!;
    const exact = (
      await t.app.inject({ url: `/live/v1/latest/search?query=${encodeURIComponent(named.name!)}` })
    ).json<{ mmsi: number }[]>();
    expect(exact[0]!.mmsi).toBe(named.mmsi);
    const typo = named.name!.slice(0, -1) + (named.name!.endsWith('X') ? 'Y' : 'X');
    const fuzzy = (
      await t.app.inject({ url: `/live/v1/latest/search?query=${encodeURIComponent(typo)}` })
    ).json<{ mmsi: number }[]>();
    expect(fuzzy.map((v) => v.mmsi)).toContain(named.mmsi);
    const many = (await t.app.inject({ url: '/live/v1/latest/search?query=2' })).json<unknown[]>();
    expect(many.length).toBe(20);
    const byMmsi = (await t.app.inject({ url: `/live/v1/latest/search?query=${named.mmsi}` })).json<
      { mmsi: number }[]
    >();
    expect(byMmsi[0]!.mmsi).toBe(named.mmsi);
  });

  it('the open-data area and the status', async () => {
    const area = (await t.app.inject('/live/v1/openaisarea')).json<{
      type: string;
      coordinates: number[][][];
    }>();
    expect(area.type).toBe('Polygon');
    expect(area.coordinates[0]!.length).toBeGreaterThan(3);
    const status = (await t.app.inject('/api/v1/ais/status')).json<{
      vessels: number;
      sources: { messages: number; lines: number; errors: Record<string, number> }[];
    }>();
    expect(status.vessels).toBe(t.app.live.state.vessels.size);
    expect(status.sources[0]!.messages).toBeGreaterThan(1000);
  });
});

describe('bad input', () => {
  it.each([
    ['/live/v1/latest/ais', { includePosition: false }, ''],
    ['/live/v1/latest/ais', {}, ''],
    ['/live/v1/latest/combined', { modelFormat: 'Xml' }, 'body.modelFormat'],
    [
      '/live/v1/latest/combined',
      { geometry: { type: 'Point', coordinates: [5, 60] } },
      'body.geometry.type',
    ],
    ['/live/v1/latest/combined', { mmsi: 'abc' }, 'body.mmsi'],
    ['/live/v1/latest/combined', { countryCodes: ['NOR'] }, 'body.countryCodes.0'],
    ['/live/v1/latest/combined', { navigationalStatus: [16] }, 'body.navigationalStatus.0'],
    ['/live/v1/latest/combined', { since: 'yesterday' }, 'body.since'],
  ])('%s %j → 400 problem naming %s', async (url, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json<{ title: string; errors: Record<string, string[]>; traceId: string }>();
    expect(body.title).toBe('One or more validation errors occurred.');
    expect(Object.keys(body.errors).some((k) => k.startsWith(field))).toBe(true);
    if (field === '') expect(body.errors['']![0]).toContain('must be true');
  });

  it('keeps /v1 from the web app fallback: an unknown path is a 404 problem', async () => {
    const res = await t.app.inject('/v1/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('malformed JSON → 400 problem+json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/live/v1/latest/combined',
      headers: { 'content-type': 'application/json' },
      payload: '{"mmsi": [1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('restricted tiers need access; every live route is in the OpenAPI document', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/live/restricted/v1/latest/combined',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    const doc = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const p of [
      'latest/combined',
      'sse/combined',
      'combined',
      'latest/ais',
      'sse/ais',
      'ais',
      'latest/search',
      'openaisarea',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/live/v1/${p}`);
    }
    expect(Object.keys(doc.paths)).toContain('/live/restricted/v1/latest/combined');
    expect(Object.keys(doc.paths)).toContain('/api/v1/ais/status');
  });
});

describe('rate limit', () => {
  it('leaves the API budget whole after live calls, with or without /live', async () => {
    const limited = await startTestApp('sqlite', { RATE_LIMIT_MAX: '2' });
    try {
      for (let i = 0; i < 5; i++) {
        for (const url of ['/live/v1/latest/combined', '/v1/latest/combined']) {
          const res = await limited.app.inject({ method: 'POST', url, payload: {} });
          expect(res.statusCode).toBe(200);
        }
      }
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject('/api/v1/timestamp')).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await limited.cleanup();
    }
  });
});
