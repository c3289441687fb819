/**
 * The MET adapters against a local stand-in for api.met.no answering in the products' exact
 * shape: identification, four decimals, Expires and If-Modified-Since, 422 outside the
 * model, failures logged with the last good answer kept, and 503-worthy errors naming the
 * product while it has given nothing.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ForecastUpstreamError } from '../forecast/forecast-types.js';
import type { GridLayout } from '../grid/grid.js';
import { createMetForecastService, LOCATIONFORECAST, OCEANFORECAST } from './met-service.js';
import { metCoordinate } from './met-client.js';

const read = (name: string) =>
  fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const OCEAN = read('oceanforecast-complete.json');
const WEATHER = read('locationforecast-complete.json');
const NOW = Date.parse('2026-11-23T12:10:00Z');
const LAST_MODIFIED = 'Mon, 23 Nov 2026 11:21:43 GMT';
const USER_AGENT = 'Havkart/25.10.57 ops@example.org';

interface Seen {
  path: string;
  userAgent: string | undefined;
  ifModifiedSince: string | undefined;
}

/** What the stand-in answers per product: a status, or 200 with the fixture. */
const answer: Record<string, number> = {};
const seen: Seen[] = [];
const upstream = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  seen.push({
    path: `${url.pathname}${url.search}`,
    userAgent: request.headers['user-agent'],
    ifModifiedSince: request.headers['if-modified-since'],
  });
  const product = url.pathname.includes('ocean') ? 'ocean' : 'location';
  const status = answer[product] ?? 200;
  if (status === 200 && request.headers['if-modified-since'] === LAST_MODIFIED) {
    response.writeHead(304, { expires: new Date(NOW + 3_600_000).toUTCString() }).end();
    return;
  }
  if (status !== 200) {
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"x"}');
    return;
  }
  response
    .writeHead(200, {
      'content-type': 'application/json',
      expires: new Date(NOW + 30 * 60_000).toUTCString(),
      'last-modified': LAST_MODIFIED,
    })
    .end(product === 'ocean' ? OCEAN : WEATHER);
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => upstream.close());
beforeEach(() => {
  seen.length = 0;
  delete answer.ocean;
  delete answer.location;
});

function service(options: { now?: () => number; gridLayout?: GridLayout } = {}) {
  const errors: string[] = [];
  const met = createMetForecastService({
    oceanforecastUrl: `${origin}/weatherapi/oceanforecast/2.0/complete`,
    locationforecastUrl: `${origin}/weatherapi/locationforecast/2.0/complete`,
    userAgent: USER_AGENT,
    log: { error: (_details, message) => errors.push(message), info: () => undefined },
    now: options.now ?? (() => NOW),
    maxPerSecond: 1000,
    gridLayout: options.gridLayout,
  });
  return { met, errors };
}

describe('MET Oceanforecast and Locationforecast adapters', () => {
  it('identify themselves and send at most four decimals', async () => {
    const { met } = service();
    await met.pointForecast(60.123456, 4.5);
    expect(seen.map((s) => s.userAgent)).toEqual([USER_AGENT, USER_AGENT]);
    expect(seen.map((s) => s.path).sort()).toEqual([
      '/weatherapi/locationforecast/2.0/complete?lat=60.1235&lon=4.5',
      '/weatherapi/oceanforecast/2.0/complete?lat=60.1235&lon=4.5',
    ]);
    expect(metCoordinate(-0.000049)).toBe('0');
  });

  it('merge both products into one hourly series, SI, with the later update time', async () => {
    const { met } = service();
    const forecast = await met.pointForecast(60.1, 4.5);
    expect(forecast.source).toBe('met');
    expect(forecast.updatedAt).toBe('2026-11-23T11:21:43Z');
    expect(forecast.series[0]).toEqual({
      time: '2026-11-23T12:00:00Z',
      waves: { height: 2.1, direction: 254.3, period: null },
      wind: { speed: 9.8, gust: 13.9, direction: 231.4 },
      current: { speed: 0.21, direction: 31.5 },
      precipitation: 0.3,
      airTemperature: 7.9,
    });
    // The last ocean step has currents but no waves.
    expect(forecast.series.at(-1)).toMatchObject({ time: '2026-11-23T16:00:00Z', waves: null });
  });

  it('ask nothing again before Expires, then revalidate with If-Modified-Since', async () => {
    let now = NOW;
    const { met } = service({ now: () => now });
    await met.pointForecast(60.1, 4.5);
    await met.pointForecast(60.1, 4.5);
    expect(seen).toHaveLength(2);
    now = NOW + 31 * 60_000;
    const again = await met.pointForecast(60.1, 4.5);
    expect(seen).toHaveLength(4);
    expect(seen.slice(2).map((s) => s.ifModifiedSince)).toEqual([LAST_MODIFIED, LAST_MODIFIED]);
    expect(again.series[0]!.waves!.height).toBe(2.1);
  });

  it('read 422 as outside the sea model: weather, but no waves or current', async () => {
    answer.ocean = 422;
    const { met, errors } = service();
    const forecast = await met.pointForecast(61.6, 9.5);
    expect(forecast.series.length).toBeGreaterThan(0);
    expect(forecast.series.every((s) => s.waves === null && s.current === null)).toBe(true);
    expect(forecast.series[0]!.wind!.speed).toBe(9.8);
    expect(errors).toEqual([]);
  });

  it('name the failing product while it has given nothing', async () => {
    answer.location = 500;
    const { met, errors } = service();
    const failure = await met.pointForecast(60.1, 4.5).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ForecastUpstreamError);
    expect((failure as ForecastUpstreamError).upstream).toBe(LOCATIONFORECAST);
    expect(errors[0]).toContain(LOCATIONFORECAST);
  });

  it('log a failure and keep the last good answer', async () => {
    let now = NOW;
    const { met, errors } = service({ now: () => now });
    await met.pointForecast(60.1, 4.5);
    answer.ocean = 500;
    now = NOW + 31 * 60_000;
    const kept = await met.pointForecast(60.1, 4.5);
    expect(kept.series[0]!.waves!.height).toBe(2.1);
    expect(errors).toEqual([`${OCEANFORECAST} failed; keeping the last good answer`]);
  });

  it('sample sea points into a grid the wave tiles are cut from', async () => {
    const { met } = service({
      gridLayout: { west: 2, south: 59.5, dLon: 1, dLat: 0.5, cols: 3, rows: 3 },
    });
    await expect(met.currentRun()).rejects.toThrow(ForecastUpstreamError);
    await met.sweep();
    const run = await met.currentRun();
    expect(run.times.map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-23T13:00:00.000Z',
      '2026-11-23T14:00:00.000Z',
      '2026-11-23T15:00:00.000Z',
      '2026-11-23T16:00:00.000Z',
    ]);
    // z7 tile around 60° N 3° E, inside the sampled sea points.
    const tile = await met.waveTile(run, run.times[0]!, 7, 65, 37);
    expect(tile?.data.length).toBeGreaterThan(100);
    expect(await met.waveTile(run, run.times[4]!, 7, 65, 37)).toBeNull();
  });

  it('answer a route from the sampled grid and Locationforecast near each point', async () => {
    const { met } = service({
      gridLayout: { west: 2, south: 59.5, dLon: 1, dLat: 0.5, cols: 3, rows: 3 },
    });
    await met.sweep();
    seen.length = 0;
    const values = await met.routeForecast([
      { lat: 60.1, lon: 3.1, passingTime: '2026-11-23T13:10:00Z' },
      { lat: 60.12, lon: 3.05, passingTime: '2026-11-23T14:20:00Z' },
      { lat: 60.1, lon: 3.1, passingTime: '2026-11-24T13:00:00Z' },
    ]);
    expect(values[0]).toEqual({
      forecastTime: '2026-11-23T13:00:00Z',
      waveHeight: 2.2,
      waveDirection: 255,
      windSpeed: 10.4,
      windDirection: 236,
      currentSpeed: 0.18,
      currentDirection: 35,
    });
    expect(values[1]!.forecastTime).toBe('2026-11-23T14:00:00Z');
    expect(values[2]).toMatchObject({ forecastTime: null, waveHeight: null, windSpeed: null });
    // Both points lie near one 0.25° lattice point: one Locationforecast request.
    expect(seen.map((s) => s.path)).toEqual([
      '/weatherapi/locationforecast/2.0/complete?lat=60&lon=3',
    ]);
  });
});
