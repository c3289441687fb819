import { AisEncoder, decodeLines, type AisMessage } from '@havkart/ais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { BruteForce, syntheticFleet } from './testing/synthetic-fleet.js';
import { formatMsgtime, type TrackPointOut } from './track-point.js';
import { isoWeekRange } from './track-time.js';

const targets = await databaseTargets();
const DAY = 86_400;

/** Seconds as ISO with a +02:00 offset, URL-encoded, as public clients send it. */
function withOffset(seconds: number): string {
  const local = new Date((seconds + 7200) * 1000).toISOString().slice(0, 19);
  return encodeURIComponent(`${local}+02:00`);
}

function isoWeekOf(seconds: number): [number, number] {
  const date = new Date(seconds * 1000);
  for (const year of [
    date.getUTCFullYear() + 1,
    date.getUTCFullYear(),
    date.getUTCFullYear() - 1,
  ]) {
    for (let week = 1; week <= 53; week++) {
      const range = isoWeekRange(year, week);
      if (range && seconds >= range[0] && seconds < range[1]) return [year, week];
    }
  }
  throw new Error('no ISO week');
}

describe.each(targets)('track and area routes on $target', ({ target, skip }) => {
  let testApp: TestApp;
  let truth: BruteForce;
  let now: number;
  let mmsis: number[];
  // A polygon over part of the fleet's sea area (with a hole), and one where no vessel is.
  const area = [
    [
      [3.5, 59.5],
      [5.5, 59.4],
      [5.8, 61.5],
      [3.2, 61.2],
      [3.5, 59.5],
    ],
    [
      [4.2, 60.2],
      [4.8, 60.2],
      [4.8, 60.8],
      [4.2, 60.8],
      [4.2, 60.2],
    ],
  ];
  const empty = [
    [
      [20, 70],
      [21, 70],
      [21, 71],
      [20, 70],
    ],
  ];

  beforeAll(async () => {
    if (skip) return;
    testApp = await startTestApp(target, { LIVE_RESTRICTED_ACCESS: 'allow' });
    now = Math.floor(Date.now() / 1000);
    // Two days of history, none near the 24-hour edge so the test's clock and the
    // server's agree on which points are "the last 24 hours".
    const positions = syntheticFleet({
      vessels: 40,
      from: now - 2 * DAY,
      to: now - 5,
      gaps: [[now - DAY - 300, now - DAY + 300]],
    });
    truth = new BruteForce(positions);
    mmsis = truth.mmsis();
    const { trackRecorder } = testApp.app;
    // Most points go through compaction into chunks, the newest stay in the hot table.
    const split = Math.floor(positions.length * 0.8);
    positions.slice(0, split).forEach((p) => trackRecorder.record(p));
    await trackRecorder.compact();
    positions.slice(split).forEach((p) => trackRecorder.record(p));
    await trackRecorder.flush();
  });
  afterAll(async () => testApp?.cleanup());

  const get = async (url: string) => testApp.app.inject(url);
  const post = async (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url, payload });

  it.skipIf(skip)('keeps chunks and a hot table, both read by every call', async () => {
    const usage = await testApp.app.trackStore.usage();
    expect(usage.chunks).toBeGreaterThan(0);
    expect(usage.hotPositions).toBeGreaterThan(0);
    expect(usage.positions).toBeGreaterThan(usage.hotPositions);
  });

  it.skipIf(skip)(
    'answers each latest-track and combined call with the last 24 hours',
    async () => {
      const paths = [
        (m: number) => `/api/v1/geodata/ais/${m}/opentracks`,
        (m: number) => `/api/v1/geodata/ais/${m}/tracks`,
        (m: number) => `/api/v1/geodata/arcticais/${m}/tracks`,
        (m: number) => `/api/v1/geodata/ais/combinedopen/${m}`,
        (m: number) => `/api/v1/geodata/ais/combinedfiskinfo/${m}`,
        (m: number) => `/bwapi/v1/geodata/ais/combinedarctic/${m}`,
      ];
      for (const [i, path] of paths.entries()) {
        const mmsi = mmsis[i * 5]!;
        const response = await get(path(mmsi));
        expect(response.statusCode, path(mmsi)).toBe(200);
        const expected = truth.track(mmsi, now - DAY, now);
        expect(expected.length).toBeGreaterThan(1);
        expect(response.json()).toEqual(expected);
      }
      expect((await get('/api/v1/geodata/ais/123456789/opentracks')).json()).toEqual([]);
    },
  );

  it.skipIf(skip)('answers history between ISO times with offsets, sorted by msgtime', async () => {
    const from = now - DAY - 3 * 3600 - 17;
    const to = now - 600;
    for (const tier of ['open', 'fiskinfo', 'arctic']) {
      const mmsi = mmsis[3]!;
      const response = await get(
        `/api/v1/ais/${tier}/tracks/${mmsi}/${withOffset(from)}/${withOffset(to)}`,
      );
      expect(response.statusCode).toBe(200);
      const points = response.json<TrackPointOut[]>();
      expect(points).toEqual(truth.track(mmsi, from, to));
      expect(points.map((p) => p.msgtime)).toEqual(points.map((p) => p.msgtime).sort());
    }
  });

  it.skipIf(skip)('answers the historic API: tracks, 404 when none, last 24 hours', async () => {
    const mmsi = mmsis[7]!;
    const from = now - 2 * DAY;
    const historic = await get(
      `/api/v1/historic/tracks/${mmsi}/${withOffset(from)}/${withOffset(now)}`,
    );
    expect(historic.json()).toEqual(truth.track(mmsi, from, now));
    const none = await get(
      `/api/v1/historic/tracks/111222333/${withOffset(from)}/${withOffset(now)}`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
    const last = await get(`/api/v1/historic/trackslast24hours/${mmsi}`);
    expect(last.json()).toEqual(truth.track(mmsi, now - DAY, now));
    expect((await get('/api/v1/historic/trackslast24hours/111222333')).statusCode).toBe(404);
  });

  it.skipIf(skip)('refuses bad dates and ranges longer than 31 days with a problem', async () => {
    const mmsi = mmsis[0]!;
    const bad = await get(`/api/v1/ais/open/tracks/${mmsi}/yesterday/${withOffset(now)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, detail: expect.stringContaining('fromDate') });
    const long = await get(
      `/api/v1/historic/tracks/${mmsi}/${withOffset(now - 32 * DAY)}/${withOffset(now)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(
      (await get(`/api/v1/ais/open/tracks/12x/${withOffset(now)}/${withOffset(now)}`)).statusCode,
    ).toBe(400);
  });

  it.skipIf(skip)(
    'answers a span past the 30-day retention as expired, and a span reaching into it with the points kept',
    async () => {
      const mmsi = mmsis[0]!;
      const range = `${withOffset(now - 40 * DAY)}/${withOffset(now - 31 * DAY)}`;
      for (const path of [
        `/api/v1/ais/open/tracks/${mmsi}/${range}`,
        `/api/v1/historic/tracks/${mmsi}/${range}`,
      ]) {
        const expired = await get(path);
        expect(expired.statusCode, path).toBe(410);
        expect(expired.json()).toMatchObject({ status: 410, bwErrorCode: 'TIMESPAN_EXPIRED' });
      }
      const from = now - 31 * DAY;
      const reaching = await get(
        `/api/v1/ais/open/tracks/${mmsi}/${withOffset(from)}/${withOffset(now)}`,
      );
      expect(reaching.statusCode).toBe(200);
      expect(reaching.json()).toEqual(truth.track(mmsi, from, now));
    },
  );

  it.skipIf(skip)('answers the fish-health week track', async () => {
    const mmsi = mmsis[11]!;
    const [year, week] = isoWeekOf(now - 3600);
    const [start, end] = isoWeekRange(year, week)!;
    const response = await get(`/api/v1/geodata/fishhealth/vesseltrack/${mmsi}/${year}/${week}`);
    expect(response.json()).toEqual(truth.track(mmsi, start, end - 1));
    expect((await get(`/api/v1/geodata/fishhealth/vesseltrack/${mmsi}/2025/54`)).statusCode).toBe(
      400,
    );
  });

  it.skipIf(skip)(
    'answers latest minimal tracks keyed by MMSI, leaving out vessels without points',
    async () => {
      const asked = [mmsis[1]!, mmsis[2]!, 111222333];
      const response = await post('/api/v1/historic/latestminimaltracks', { mmsi: asked });
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual([String(mmsis[1]), String(mmsis[2])].sort());
      for (const mmsi of asked.slice(0, 2)) {
        const expected = truth
          .track(mmsi, now - DAY, now)
          .map(({ msgtime, latitude, longitude }) => ({ msgtime, latitude, longitude }));
        expect(body[String(mmsi)]).toEqual(expected);
      }
      expect((await post('/api/v1/historic/latestminimaltracks', { mmsi: [] })).statusCode).toBe(
        400,
      );
    },
  );

  it.skipIf(skip)(
    'finds the vessels in an area as a brute-force point-in-polygon scan does',
    async () => {
      const ranges: [number, number][] = [
        [now - 3600, now],
        [now - 2 * DAY, now - DAY],
        [now - 600, now],
      ];
      for (const [from, to] of ranges) {
        const expected = truth.inArea(area, from, to);
        expect(expected.size).toBeGreaterThan(0);
        const body = {
          msgTimeFrom: formatMsgtime(from),
          msgTimeTo: formatMsgtime(to),
          polygon: { type: 'Polygon', coordinates: area },
        };
        const mmsiList = await post('/api/v1/historic/mmsiinarea', body);
        expect(mmsiList.json()).toEqual([...expected.keys()].sort((a, b) => a - b));
        for (const path of [
          '/api/v1/geodata/ais/open/vesselsinarea',
          '/api/v1/geodata/ais/fiskinfo/vesselsinarea',
          '/api/v1/geodata/ais/arctic/vesselsinarea',
          '/api/open/v1/historic/shipsinarea',
          '/api/v1/historic/shipsinarea',
        ]) {
          const response = await post(path, body);
          expect(response.statusCode, path).toBe(200);
          const vessels =
            response.json<
              { mmsi: number; countryCode: string; msgtime: string; latitude: number }[]
            >();
          expect(vessels.map((v) => v.mmsi)).toEqual([...expected.keys()].sort((a, b) => a - b));
          for (const v of vessels) {
            const last = expected.get(v.mmsi)!;
            expect(v).toEqual({
              mmsi: v.mmsi,
              countryCode: 'NO',
              msgtime: last.msgtime,
              latitude: last.latitude,
              longitude: last.longitude,
            });
          }
        }
      }
    },
  );

  it.skipIf(skip)(
    'takes lower-case keys, answers 204 when empty, 400 without a polygon or past 7 days',
    async () => {
      const lower = {
        msgtimefrom: formatMsgtime(now - 3600),
        msgtimeto: formatMsgtime(now),
        polygon: { type: 'Polygon', coordinates: area },
      };
      const found = await post('/api/v1/historic/shipsinarea', lower);
      expect(found.statusCode).toBe(200);
      const none = await post('/api/v1/historic/shipsinarea', {
        ...lower,
        polygon: { type: 'Polygon', coordinates: empty },
      });
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe('');
      const noPolygon = await post('/api/v1/geodata/ais/open/vesselsinarea', {
        msgTimeFrom: lower.msgtimefrom,
        msgTimeTo: lower.msgtimeto,
      });
      expect(noPolygon.statusCode).toBe(400);
      expect(noPolygon.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.stringify(noPolygon.json())).toContain('polygon');
      const long = await post('/api/v1/historic/mmsiinarea', {
        ...lower,
        msgtimefrom: formatMsgtime(now - 8 * DAY),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ detail: expect.stringContaining('7 days') });
    },
  );

  it.skipIf(skip)(
    "records what the live bus carries and applies the tiers' vessel policy",
    async () => {
      // A 10 m fishing vessel: the open tier withholds it, fiskinfo shows it (as live does).
      const encoder = new AisEncoder();
      const publish = (input: Parameters<AisEncoder['encode']>[0], t: number) => {
        const message = decodeLines(
          encoder.encode(input, { channel: 'A', source: '2573000', time: t }),
        )[0] as AisMessage;
        testApp.app.live.bus.publish({ message, timeMs: t * 1000 });
      };
      const mmsi = 257_999_001;
      const t0 = Math.floor(Date.now() / 1000) - 120;
      publish(
        {
          messageType: 5,
          mmsi,
          shipType: 30,
          dimensionA: 6,
          dimensionB: 4,
          dimensionC: 2,
          dimensionD: 2,
          name: 'SMAABAAT',
        },
        t0,
      );
      for (let i = 0; i < 5; i++) {
        publish(
          {
            messageType: 1,
            mmsi,
            latitude: 62 + i / 1000,
            longitude: 5,
            speedOverGround: 8,
            courseOverGround: 0,
            trueHeading: 0,
          },
          t0 + i * 10,
        );
      }
      await testApp.app.trackRecorder.flush();
      const restricted = await get(`/api/v1/geodata/ais/${mmsi}/tracks`);
      expect(restricted.json<TrackPointOut[]>().map((p) => p.latitude)).toEqual([
        62, 62.001, 62.002, 62.003, 62.004,
      ]);
      expect((await get(`/api/v1/geodata/ais/${mmsi}/opentracks`)).json()).toEqual([]);
      expect((await get(`/api/v1/historic/trackslast24hours/${mmsi}`)).statusCode).toBe(404);
    },
  );

  it.skipIf(skip)('documents every track and area route in the OpenAPI document', async () => {
    const { paths } = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/v1/geodata/ais/{mmsi}/opentracks',
      '/api/v1/geodata/ais/{mmsi}/tracks',
      '/api/v1/geodata/arcticais/{mmsi}/tracks',
      '/api/v1/geodata/fishhealth/vesseltrack/{mmsi}/{year}/{week}',
      '/api/v1/ais/open/tracks/{mmsi}/{fromDate}/{toDate}',
      '/api/v1/ais/fiskinfo/tracks/{mmsi}/{fromDate}/{toDate}',
      '/api/v1/ais/arctic/tracks/{mmsi}/{fromDate}/{toDate}',
      '/api/v1/historic/tracks/{mmsi}/{fromDate}/{toDate}',
      '/api/v1/historic/trackslast24hours/{mmsi}',
      '/api/v1/historic/latestminimaltracks',
      '/api/v1/historic/mmsiinarea',
      '/api/v1/geodata/ais/combinedopen/{id}',
      '/api/v1/geodata/ais/combinedfiskinfo/{id}',
      '/api/v1/geodata/ais/combinedarctic/{id}',
      '/api/v1/geodata/ais/open/vesselsinarea',
      '/api/v1/geodata/ais/fiskinfo/vesselsinarea',
      '/api/v1/geodata/ais/arctic/vesselsinarea',
      '/api/open/v1/historic/shipsinarea',
      '/api/v1/historic/shipsinarea',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
  });

  it.skipIf(skip)(
    'takes times as clients send them (an empty fraction, a short offset) and names a bad one',
    async () => {
      // A widely used client formats microseconds, then cuts the digits but not the dot.
      const dotZ = (seconds: number) =>
        new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '.Z');
      const mmsi = mmsis[7]!;
      const from = now - 2 * DAY;
      const historic = await get(`/api/v1/historic/tracks/${mmsi}/${dotZ(from)}/${dotZ(now)}`);
      expect(historic.statusCode).toBe(200);
      expect(historic.json()).toEqual(truth.track(mmsi, from, now));
      const shortOffset = encodeURIComponent(
        `${new Date((from + 3600) * 1000).toISOString().slice(0, 19)}.123456+01`,
      );
      const offset = await get(`/api/v1/historic/tracks/${mmsi}/${shortOffset}/${dotZ(now)}`);
      expect(offset.json()).toEqual(truth.track(mmsi, from, now));
      const inArea = await post('/api/v1/historic/mmsiinarea', {
        msgTimeFrom: dotZ(now - 3600),
        msgTimeTo: dotZ(now),
        polygon: { type: 'Polygon', coordinates: area },
      });
      expect(inArea.json()).toEqual(
        [...truth.inArea(area, now - 3600, now).keys()].sort((a, b) => a - b),
      );

      const bad = await get(`/api/v1/historic/tracks/${mmsi}/${dotZ(from)}/2026-11-27T02:09:07..Z`);
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Object.keys(bad.json().errors)).toEqual(['params.toDate']);
      const empty = await post('/api/v1/historic/mmsiinarea', {
        msgTimeFrom: '',
        msgTimeTo: dotZ(now),
        polygon: { type: 'Polygon', coordinates: area },
      });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors)).toEqual(['body.msgTimeFrom']);
      // An empty path segment: a 400 naming the field, never a 404 as if nothing were there.
      const noFrom = await get(`/api/v1/historic/tracks/${mmsi}//${dotZ(now)}`);
      expect(noFrom.statusCode).toBe(400);
      expect(Object.keys(noFrom.json().errors)).toEqual(['params.fromDate']);
    },
  );
});
