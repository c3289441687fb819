/**
 * The wave forecast against the real server with the demo model: tiles for a forecast time
 * (bands and arrows at sea, nothing inland, ETag and 304, a time that is no forecast time
 * refused naming `querystring.time`, no rate limit), the point forecast (at sea, on land,
 * out of range) and BarentsWatch's route forecast (values per point, bad points named).
 */
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import type { InjectOptions } from 'fastify';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let times: string[];
/** API requests each come from their own address, so only the tiles meet one client's limit. */
let client = 0;
const api = (options: InjectOptions) =>
  t.app.inject({ ...options, remoteAddress: `10.9.${Math.floor(++client / 250)}.${client % 250}` });

const RATE_LIMIT = 5;

function tileOf(z: number, lat: number, lon: number): string {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `${z}/${x}/${y}`;
}

beforeAll(async () => {
  t = await startTestApp('sqlite', { DEMO_USERS: 'false', RATE_LIMIT_MAX: String(RATE_LIMIT) });
  const response = await api({ url: '/api/v1/geodata/waveforecast/available/all' });
  times = response.json<{ available_forecast_times: string[] }>().available_forecast_times;
}, 60_000);
afterAll(() => t?.cleanup());

describe('GET /tiles/waveforecast/{z}/{x}/{y}.pbf?time=', () => {
  it('draws wave-height bands and arrows at sea for a forecast time, gzip MVT with an ETag', async () => {
    const url = `/tiles/waveforecast/${tileOf(6, 60, 3)}.pbf?time=${times[3]}`;
    const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers['content-encoding']).toBe('gzip');
    const tile = new VectorTile(new Pbf(gunzipSync(response.rawPayload)));
    expect(tile.layers.waveheight!.length).toBeGreaterThan(0);
    const arrow = tile.layers.wavearrows!.feature(0).properties;
    expect(arrow.direction).toBeGreaterThanOrEqual(0);
    expect(arrow.height).toBeGreaterThan(0);

    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes with the forecast time', async () => {
    const tile = tileOf(6, 62, 2);
    const [a, b] = await Promise.all(
      [times[0], times[30]].map((time) =>
        t.app.inject(`/tiles/waveforecast/${tile}.pbf?time=${time}`),
      ),
    );
    expect(a!.headers.etag).not.toBe(b!.headers.etag);
    expect(a!.rawPayload.equals(b!.rawPayload)).toBe(false);
  });

  it('has nothing to draw inland: 204', async () => {
    const response = await t.app.inject(
      `/tiles/waveforecast/${tileOf(9, 61.6, 9.5)}.pbf?time=${times[0]}`,
    );
    expect(response.statusCode).toBe(204);
  });

  it.each([['2020-01-01T00:00:00Z'], ['tomorrow'], ['']])(
    'refuses time=%s, no forecast time, naming querystring.time',
    async (time) => {
      const response = await t.app.inject(
        `/tiles/waveforecast/${tileOf(6, 60, 3)}.pbf?time=${encodeURIComponent(time)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring.time']);
    },
  );

  it('is not rate limited', async () => {
    const responses = await Promise.all(
      Array.from({ length: RATE_LIMIT * 3 }, (_, i) =>
        t.app.inject({
          url: `/tiles/waveforecast/${tileOf(6, 60, 3 + (i % 3))}.pbf?time=${times[3]}`,
          remoteAddress: '10.8.0.1',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
  });
});

interface Step {
  time: string;
  waves: { height: number; direction: number; period: number } | null;
  wind: { speed: number; gust: number; direction: number } | null;
  current: { speed: number; direction: number } | null;
  precipitation: number;
  airTemperature: number;
}

describe('GET /api/v1/forecast?lat=&lon=', () => {
  it('gives 0–66 hours of waves, wind, current, rain and temperature at sea', async () => {
    const response = await api({ url: '/api/v1/forecast?lat=60.2&lon=3.1' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ source: string; updatedAt: string; series: Step[] }>();
    expect(body.source).toBe('demo');
    expect(Date.parse(body.updatedAt)).toBeLessThanOrEqual(Date.now());
    expect(body.series.map((s) => s.time)).toEqual(times);
    for (const step of body.series) {
      expect(step.waves!.height).toBeGreaterThan(0);
      expect(step.waves!.period).toBeGreaterThan(0);
      expect(step.wind!.gust).toBeGreaterThanOrEqual(step.wind!.speed);
      expect(step.current!.speed).toBeGreaterThanOrEqual(0);
      expect(typeof step.precipitation).toBe('number');
      expect(typeof step.airTemperature).toBe('number');
    }
  });

  it('answers on land with the weather but waves and current null', async () => {
    const response = await api({ url: '/api/v1/forecast?lat=61.6&lon=9.5' });
    expect(response.statusCode).toBe(200);
    const { series } = response.json<{ series: Step[] }>();
    expect(series).toHaveLength(67);
    expect(series.every((s) => s.waves === null && s.current === null)).toBe(true);
    expect(series.every((s) => s.wind !== null)).toBe(true);
  });

  it.each([
    ['lat=91&lon=5', 'querystring.lat'],
    ['lat=60&lon=-181', 'querystring.lon'],
    ['lat=north&lon=5', 'querystring.lat'],
    ['lon=5', 'querystring.lat'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await api({ url: `/api/v1/forecast?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
  });
});

describe('POST /api/v1/geodata/waveforecast/route', () => {
  const point = (lat: number, lon: number, passingTime: string) => ({
    lat,
    lon,
    passingTime,
    forecastDatetime: times[0],
  });

  it('gives each point the step nearest its passing time, null on land and past the forecast', async () => {
    const inTwoHours = new Date(Date.parse(times[2]!) + 20 * 60_000).toISOString();
    const body = {
      forecastDatetime: times[0],
      routePoints: [
        point(60.2, 3.1, inTwoHours),
        point(61.6, 9.5, inTwoHours),
        point(60.2, 3.1, new Date(Date.parse(times[66]!) + 3 * 3_600_000).toISOString()),
      ],
    };
    const response = await api({
      method: 'POST',
      url: '/api/v1/geodata/waveforecast/route',
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const [sea, land, late] = response.json<{ routePoints: Record<string, unknown>[] }>()
      .routePoints;
    expect(sea).toMatchObject({ ...body.routePoints[0], forecastTime: times[2] });
    for (const field of [
      'waveHeight',
      'waveDirection',
      'windSpeed',
      'windDirection',
      'currentSpeed',
      'currentDirection',
    ]) {
      expect(typeof sea![field]).toBe('number');
    }
    expect(land).toMatchObject({ forecastTime: times[2], waveHeight: null, currentSpeed: null });
    expect(typeof land!.windSpeed).toBe('number');
    expect(late).toMatchObject({ forecastTime: null, waveHeight: null, windSpeed: null });
  });

  it('refuses a bad passing time, naming the point', async () => {
    const routePoints = [0, 1, 2, 3].map(() => point(60, 3, times[1]!));
    routePoints[3]!.passingTime = 'half past nine';
    const response = await api({
      method: 'POST',
      url: '/api/v1/geodata/waveforecast/route',
      payload: { routePoints },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([
      'body.routePoints.3.passingTime',
    ]);
  });

  it('refuses more than 250 points', async () => {
    const routePoints = Array.from({ length: 251 }, () => point(60, 3, times[1]!));
    const response = await api({
      method: 'POST',
      url: '/api/v1/geodata/waveforecast/route',
      payload: { routePoints },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['body.routePoints']);
  });
});

describe('the catalogue with the demo model', () => {
  it('labels the wave forecast demo data', async () => {
    const response = await api({ url: '/api/v1/spadataset/data/havkart?lang=en' });
    expect(response.json<Record<string, { demoData: boolean }>>().waveforecast!.demoData).toBe(
      true,
    );
  });
});
