/**
 * Limits that keep one caller from stalling the server for everyone: polygons over
 * `POLYGON_LIMITS` are refused with a 400 naming the field on every route that takes one, and
 * open live streams are capped per client (token subject, else address) and per process with
 * a 429. On SQLite and PostgreSQL.
 */
import { POLYGON_LIMITS } from '@havkart/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';

/** A closed ring of `corners` corners around (5, 60). */
function ring(corners: number, radius = 0.5): number[][] {
  const out = Array.from({ length: corners }, (_, i) => {
    const a = (2 * Math.PI * i) / corners;
    return [5 + radius * Math.cos(a), 60 + radius * Math.sin(a)];
  });
  out.push(out[0]!);
  return out;
}

const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });
const atLimit = polygon(ring(POLYGON_LIMITS.maxVertices));
/** One corner over, split between the outline and a hole, so no one ring is over the schema's cap. */
const overLimit = polygon(ring(POLYGON_LIMITS.maxVertices - 9), ring(10, 0.1));
const tooManyRings = polygon(
  ring(8),
  ...Array.from({ length: POLYGON_LIMITS.maxRings }, () => ring(4, 0.01)),
);
const oneLongRing = polygon(ring(POLYGON_LIMITS.maxVertices + 1));
const WEEK = { msgTimeFrom: '2026-11-01T00:00:00Z', msgTimeTo: '2026-11-07T00:00:00Z' };

interface Problem {
  status: number;
  title: string;
  detail?: string;
  errors?: Record<string, string[]>;
}

describe.each(targets)('load limits on $target', ({ target, skip }) => {
  let t: TestApp;
  let base: string;
  let token: string;
  const streams: AbortController[] = [];

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, {
      DEMO_USER_PASSWORD: PASSWORD,
      LIVE_MAX_STREAMS_PER_CLIENT: '2',
      LIVE_MAX_STREAMS: '3',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    token = (await signIn(t.app, t.config.publicUrl, 'admin', PASSWORD)).tokens.access_token;
  });

  afterAll(async () => {
    for (const s of streams) s.abort();
    await t?.cleanup();
  });

  const post = async (url: string, payload: unknown) => {
    const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
    return { status: res.statusCode, type: res.headers['content-type'], body: res.json<Problem>() };
  };

  it.skipIf(skip)(
    'refuses a polygon over the limits on every route that takes one, naming the field',
    async () => {
      const cases: [string, (geometry: unknown) => unknown, string][] = [
        ['/live/v1/latest/combined', (g) => ({ geometry: g }), 'body.geometry'],
        ['/live/v1/sse/combined', (g) => ({ geometry: g }), 'body.geometry'],
        ['/live/v1/ais', (g) => ({ geometry: g, includePosition: true }), 'body.geometry'],
        ['/live/v1/sse/multiplex', (g) => ({ vessels: { geometry: g } }), 'body.vessels.geometry'],
        [
          '/live/v1/sse/multiplex',
          (g) => ({ aids: { geometry: g, includeAton: true } }),
          'body.aids.geometry',
        ],
        ['/api/v1/historic/mmsiinarea', (g) => ({ ...WEEK, polygon: g }), 'body.polygon'],
        ['/api/v1/historic/shipsinarea', (g) => ({ ...WEEK, polygon: g }), 'body.polygon'],
      ];
      for (const [url, body, field] of cases) {
        const over = await post(url, body(overLimit));
        expect(over.status, url).toBe(400);
        expect(over.type).toContain('application/problem+json');
        expect(over.body.title).toBe('One or more validation errors occurred.');
        expect(over.body.errors?.[`${field}.coordinates`]?.[0], url).toMatch(
          /1001 vertices; at most 1000/,
        );
        const rings = await post(url, body(tooManyRings));
        expect(rings.status, url).toBe(400);
        expect(Object.keys(rings.body.errors ?? {}), url).toEqual([`${field}.coordinates`]);
        const long = await post(url, body(oneLongRing));
        expect(long.status, url).toBe(400);
        expect(Object.keys(long.body.errors ?? {}), url).toEqual([`${field}.coordinates.0`]);
      }
      // In a query string the field is named as the query's.
      const query = encodeURIComponent(JSON.stringify(tooManyRings));
      const get = await t.app.inject(`/live/v1/latest/combined?geometry=${query}`);
      expect(get.statusCode).toBe(400);
      expect(Object.keys(get.json<Problem>().errors ?? {})).toEqual([
        'querystring.geometry.coordinates',
      ]);
    },
  );

  it.skipIf(skip)(
    'refuses a body far past any polygon at the limits before reading it',
    async () => {
      const huge = polygon(ring(30 * POLYGON_LIMITS.maxVertices));
      for (const [url, body] of [
        ['/live/v1/latest/combined', { geometry: huge }],
        ['/live/v1/sse/combined', { geometry: huge }],
        ['/live/v1/sse/multiplex', { vessels: { geometry: huge }, aids: { geometry: huge } }],
        ['/api/v1/historic/mmsiinarea', { ...WEEK, polygon: huge }],
      ] as const) {
        const res = await post(url, body);
        expect(res.status, url).toBe(413);
        expect(res.type).toContain('application/problem+json');
      }
    },
  );

  it.skipIf(skip)('answers a polygon at the limits', async () => {
    expect((await post('/live/v1/latest/combined', { geometry: atLimit })).status).toBe(200);
    expect((await post('/api/v1/historic/mmsiinarea', { ...WEEK, polygon: atLimit })).status).toBe(
      200,
    );
  });

  /** Opens a stream over real HTTP; the stream stays open until the test aborts it. */
  async function open(path: string, bearer?: string) {
    const controller = new AbortController();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(
        path.endsWith('multiplex') ? { vessels: { geometry: atLimit } } : { geometry: atLimit },
      ),
      signal: controller.signal,
    });
    if (res.status === 200) {
      // Past the first bytes the server has taken the place.
      await res.body!.getReader().read();
      streams.push(controller);
      return { status: 200, controller, problem: null };
    }
    const problem = (await res.json()) as Problem;
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    return { status: res.status, controller, problem };
  }

  it.skipIf(skip)(
    'caps open streams per client (token subject, else address) and per process with 429',
    async () => {
      const first = await open('/live/v1/sse/combined');
      expect(first.status).toBe(200);
      expect((await open('/live/v1/sse/multiplex')).status).toBe(200);
      const third = await open('/live/v1/combined');
      expect(third.status).toBe(429);
      expect(third.problem?.detail).toMatch(/already has 2 live streams open/);
      // A signed-in caller counts apart from its address, until the process is full.
      expect((await open('/live/v1/sse/combined', token)).status).toBe(200);
      const full = await open('/live/v1/sse/combined', token);
      expect(full.status).toBe(429);
      expect(full.problem?.detail).toMatch(/as many live streams open as it serves/);
      // A closed stream gives its place back once the server sees the close.
      first.controller.abort();
      let again = await open('/live/v1/sse/combined');
      for (let tries = 0; again.status === 429 && tries < 100; tries++) {
        await new Promise((resolve) => setImmediate(resolve));
        again = await open('/live/v1/sse/combined');
      }
      expect(again.status).toBe(200);
    },
  );
});
