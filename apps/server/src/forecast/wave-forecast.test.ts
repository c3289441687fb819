import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoForecastTimes } from './demo-wave-forecast.js';
import {
  createMetWaveForecastSource,
  OceanforecastFormatError,
  parseOceanforecastTimes,
} from './met-oceanforecast.js';
import { ForecastUnavailableError } from './wave-forecast-source.js';

const fixture = fs.readFileSync(
  new URL('./fixtures/oceanforecast-complete.json', import.meta.url),
  'utf8',
);

describe('demo wave forecast', () => {
  it.each([
    ['2026-11-23T13:47:12Z', '2026-11-23T12:00:00Z'],
    ['2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z'],
    ['2026-11-23T05:59:59Z', '2026-11-23T00:00:00Z'],
    ['2026-11-23T23:10:00Z', '2026-11-23T18:00:00Z'],
  ])('at %s offers the run of %s in hourly steps to 66 h ahead', (now, run) => {
    const times = demoForecastTimes(new Date(now));
    expect(times[0]).toBe(run);
    expect(times).toHaveLength(67);
    expect(times[66]).toBe(
      new Date(Date.parse(run) + 66 * 3_600_000).toISOString().replace('.000', ''),
    );
    for (let i = 1; i < times.length; i += 1) {
      expect(Date.parse(times[i]!) - Date.parse(times[i - 1]!)).toBe(3_600_000);
    }
  });
});

describe('MET Oceanforecast 2.0 adapter', () => {
  it('reads the times that carry a wave height from a complete answer', () => {
    expect(parseOceanforecastTimes(JSON.parse(fixture))).toEqual([
      '2026-11-23T12:00:00Z',
      '2026-11-23T13:00:00Z',
      '2026-11-23T14:00:00Z',
      '2026-11-23T15:00:00Z',
    ]);
  });

  it.each([
    [{ type: 'FeatureCollection', features: [] }],
    [{ type: 'Feature', properties: { timeseries: 'none' } }],
    [[]],
    [null],
  ])('refuses a document that is not an Oceanforecast answer: %j', (document) => {
    expect(() => parseOceanforecastTimes(document)).toThrow(OceanforecastFormatError);
  });

  function logRecorder() {
    const errors: string[] = [];
    return {
      errors,
      log: { error: (_: object, message: string) => errors.push(message), info: () => undefined },
    };
  }

  it('sends a User-Agent, keeps the answer until it expires, then revalidates', async () => {
    let clock = Date.parse('2026-11-23T12:00:00Z');
    const requests: Headers[] = [];
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      requests.push(headers);
      if (headers.get('if-modified-since')) return new Response(null, { status: 304 });
      return new Response(fixture, {
        headers: {
          'content-type': 'application/json',
          expires: new Date(clock + 600_000).toUTCString(),
          'last-modified': 'Mon, 23 Nov 2026 11:21:43 GMT',
        },
      });
    };
    const { log } = logRecorder();
    const source = createMetWaveForecastSource({
      url: 'https://api.met.no/weatherapi/oceanforecast/2.0/complete?lat=60.1&lon=4.5',
      userAgent: 'Havkart/test https://havkart.example',
      log,
      fetch: fetch as typeof globalThis.fetch,
      now: () => clock,
    });
    expect(await source.availableTimes()).toHaveLength(4);
    expect(requests[0]?.get('user-agent')).toBe('Havkart/test https://havkart.example');
    clock += 300_000;
    await source.availableTimes();
    expect(requests).toHaveLength(1);
    clock += 400_000;
    expect(await source.availableTimes()).toHaveLength(4);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.get('if-modified-since')).toBe('Mon, 23 Nov 2026 11:21:43 GMT');
  });

  it('logs a failure and keeps the last good times; with none it is unavailable', async () => {
    let clock = 0;
    let answer: () => Response = () => new Response(fixture);
    const { errors, log } = logRecorder();
    const source = createMetWaveForecastSource({
      url: 'https://api.met.no/weatherapi/oceanforecast/2.0/complete?lat=60.1&lon=4.5',
      userAgent: 'Havkart/test',
      log,
      fetch: (async () => answer()) as typeof globalThis.fetch,
      now: () => clock,
      defaultRefreshMs: 1000,
      retryMs: 1000,
    });
    expect(await source.availableTimes()).toHaveLength(4);
    answer = () => new Response('{"error":"inland"}', { status: 422 });
    clock += 2000;
    expect(await source.availableTimes()).toHaveLength(4);
    expect(errors).toEqual(['Wave forecast upstream failed; keeping the last good times']);

    let freshAnswer = '{"type":"Feature","properties":{}}';
    const fresh = createMetWaveForecastSource({
      url: 'https://api.met.no/weatherapi/oceanforecast/2.0/complete?lat=61&lon=9',
      userAgent: 'Havkart/test',
      log,
      fetch: (async () => new Response(freshAnswer)) as typeof fetch,
      now: () => clock,
    });
    await expect(fresh.availableTimes()).rejects.toThrow(ForecastUnavailableError);
    await expect(fresh.availableTimes()).rejects.toThrow(/timeseries is not a list/);
    // With nothing to offer, the next request tries again at once instead of waiting.
    freshAnswer = fixture;
    expect(await fresh.availableTimes()).toHaveLength(4);
  });
});
