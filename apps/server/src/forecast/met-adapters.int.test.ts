/**
 * The point forecast from MET Norway (OCEANFORECAST_URL, LOCATIONFORECAST_URL) through the
 * real server, against a local stand-in answering in the products' exact shape: the merged
 * series with `source: "met"`, waves null where Oceanforecast answers 422, and 503 naming
 * the product that has failed without giving anything yet.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const fixture = (name: string) =>
  fs.readFileSync(
    new URL(`../../../../datasets/weather/src/server/met/fixtures/${name}`, import.meta.url),
    'utf8',
  );
const HOUR = 3_600_000;
/** The fixtures' first step; the stand-in moves their times to start at the current hour. */
const FIXTURE_START = Date.parse('2026-11-23T12:00:00Z');
const currentHour = Math.floor(Date.now() / HOUR) * HOUR;
const shifted = (text: string) =>
  text.replace(/"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)"/g, (_, time: string) =>
    JSON.stringify(
      new Date(Date.parse(time) - FIXTURE_START + currentHour).toISOString().replace('.000', ''),
    ),
  );
const OCEAN = shifted(fixture('oceanforecast-complete.json'));
const WEATHER = shifted(fixture('locationforecast-complete.json'));

/** Status per latitude (as sent, four decimals) and product; 200 with the fixture if unset. */
const failures = new Map<string, number>();
const userAgents = new Set<string | undefined>();
const upstream = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  userAgents.add(request.headers['user-agent']);
  const product = url.pathname.includes('ocean') ? 'ocean' : 'location';
  const status = failures.get(`${product}:${url.searchParams.get('lat')}`) ?? 200;
  if (status !== 200) {
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(product === 'ocean' ? OCEAN : WEATHER);
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  t = await startTestApp('sqlite', {
    DEMO_USERS: 'false',
    MET_CONTACT: 'ops@example.org',
    OCEANFORECAST_URL: `${origin}/weatherapi/oceanforecast/2.0/complete`,
    LOCATIONFORECAST_URL: `${origin}/weatherapi/locationforecast/2.0/complete`,
  });
}, 60_000);
afterAll(async () => {
  await t?.cleanup();
  upstream.close();
});

describe('GET /api/v1/forecast from MET Norway', () => {
  it('merges Oceanforecast and Locationforecast into one series, source met', async () => {
    const response = await t.app.inject('/api/v1/forecast?lat=60.1&lon=4.5');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ source: string; series: { waves: unknown; wind: unknown }[] }>();
    expect(body.source).toBe('met');
    expect(body.series[0]).toMatchObject({
      waves: { height: 2.1, direction: 254.3 },
      wind: { speed: 9.8, gust: 13.9, direction: 231.4 },
      current: { speed: 0.21, direction: 31.5 },
      precipitation: 0.3,
      airTemperature: 7.9,
    });
    expect([...userAgents]).toEqual(['Havkart/25.10.57 ops@example.org']);
  });

  it('answers on land (Oceanforecast 422) with the weather and waves null', async () => {
    failures.set('ocean:61.6', 422);
    const response = await t.app.inject('/api/v1/forecast?lat=61.6&lon=9.5');
    expect(response.statusCode).toBe(200);
    const { series } = response.json<{ series: { waves: unknown; wind: unknown }[] }>();
    expect(series.every((s) => s.waves === null && s.wind !== null)).toBe(true);
  });

  it('answers 503 naming the product that failed with nothing kept', async () => {
    failures.set('location:62.3', 500);
    const response = await t.app.inject('/api/v1/forecast?lat=62.3&lon=4.5');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json<{ detail: string }>().detail).toContain('MET Locationforecast');
  });
});

describe('GET /api/v1/geodata/waveforecast/available/all from MET Norway', () => {
  it('offers the hourly times of the sea points sampled in the background', async () => {
    const expected = [0, 1, 2, 3, 4].map((h) =>
      new Date(currentHour + h * HOUR).toISOString().replace('.000', ''),
    );
    // The sweep starts with the server; wait for its first sea points.
    await expect
      .poll(
        async () =>
          (await t.app.inject('/api/v1/geodata/waveforecast/available/all')).json<{
            available_forecast_times?: string[];
          }>().available_forecast_times,
        { timeout: 30_000, interval: 200 },
      )
      .toEqual(expected);
    // Its tiles draw waves where sea points are sampled: the sweep goes north from 57° N.
    await expect
      .poll(
        async () => {
          const tile = await t.app.inject(`/tiles/waveforecast/6/32/19.pbf?time=${expected[0]}`);
          return `${tile.statusCode} ${tile.headers['content-type']}`;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('200 application/vnd.mapbox-vector-tile');
  });
});

describe('the catalogue with MET Norway', () => {
  it('no longer labels the wave forecast demo data', async () => {
    const response = await t.app.inject('/api/v1/spadataset/data/havkart?lang=en');
    expect(response.json<Record<string, { demoData: boolean }>>().waveforecast!.demoData).toBe(
      false,
    );
  });
});
