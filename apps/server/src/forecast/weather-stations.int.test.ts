/**
 * The weather-station API over the live state: AIS met/hydro stations the feed delivered are
 * listed by name (the simulator's names by default), searched by part of a name in any case,
 * drawn from the dataset's GeoJSON with their symbol, and an over-long query is 400
 * problem+json naming `querystring.query`. Nothing is stored, so one database is enough.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeLines, simulateLines, type AisMessage } from '@havkart/ais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { loadStationNames } from './weather-station-routes.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('sqlite');
  // Fifteen minutes of the simulator: every met station reports at least once.
  const lines = [...simulateLines({ seed: 1, vessels: 5, duration: 900 })];
  for (const m of decodeLines(lines)) {
    if (!('error' in m) && m.messageType === 8) t.app.live.state.apply(m as AisMessage, Date.now());
  }
}, 60_000);
afterAll(() => t?.cleanup());

interface Summary {
  name: string;
  sourceId: string;
  geom: { type: string; coordinates: number[] };
}

describe('GET /api/v1/weatherstations', () => {
  it('lists every station by name, keyed by MMSI', async () => {
    const response = await t.app.inject('/api/v1/weatherstations');
    expect(response.statusCode).toBe(200);
    const stations = response.json<Summary[]>();
    expect(stations.length).toBe(t.app.live.state.metStations.size);
    expect(stations).toContainEqual({
      name: 'UTSIRA',
      sourceId: '2576003',
      geom: { type: 'Point', coordinates: [5.03, 59.3] },
    });
  });

  it('finds stations by part of the name in any case', async () => {
    const response = await t.app.inject('/api/v1/weatherstations?query=nordk');
    expect(response.json<Summary[]>().map((s) => s.name)).toEqual(['NORDKAPP']);
    const none = await t.app.inject('/api/v1/weatherstations?query=nowhere');
    expect(none.json()).toEqual([]);
  });

  it('refuses a query over 100 characters with problem+json naming querystring.query', async () => {
    const response = await t.app.inject(`/api/v1/weatherstations?query=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring.query']);
  });

  it('serves the layer GeoJSON with a buoy and wind classes', async () => {
    const response = await t.app.inject('/api/v1/datasets/weatherstations/geojson');
    expect(response.statusCode).toBe(200);
    const features = response.json<{ features: { properties: Record<string, unknown> }[] }>()
      .features;
    const bySymbol = new Map(features.map((f) => [f.properties['name'], f.properties['symbol']]));
    expect(bySymbol.get('EKOFISK')).toBe('buoy');
    expect(bySymbol.get('UTSIRA')).not.toBe('buoy');
  });
});

describe('stations at a time ahead (R15.13, R15.14)', () => {
  type Answer = { features: { properties: Record<string, unknown> }[] };

  it('answers the forecast’s wind and waves at the stations, marked as a forecast', async () => {
    const times = (await t.app.inject('/api/v1/geodata/waveforecast/available/all')).json<{
      available_forecast_times: string[];
    }>().available_forecast_times;
    const ahead = times[times.length - 10]!;
    const response = await t.app.inject(
      `/api/v1/datasets/weatherstations/geojson?time=${encodeURIComponent(ahead)}`,
    );
    expect(response.statusCode).toBe(200);
    const utsira = response
      .json<Answer>()
      .features.find((f) => f.properties['name'] === 'UTSIRA')!.properties;
    expect(utsira).toMatchObject({ forecast: true, msgtime: new Date(ahead).toISOString() });
    expect(typeof utsira['avgWindSpeed']).toBe('number');
    // The demo model's wind there and then, as the route forecast gives it.
    const route = await t.app.inject({
      method: 'POST',
      url: '/api/v1/geodata/waveforecast/route',
      payload: { routePoints: [{ lat: 59.3, lon: 5.03, passingTime: ahead }] },
    });
    expect(utsira['avgWindSpeed']).toBe(route.json().routePoints[0].windSpeed);

    // At now (or without a time) the observations, unmarked.
    const observed = (await t.app.inject('/api/v1/datasets/weatherstations/geojson'))
      .json<Answer>()
      .features.find((f) => f.properties['name'] === 'UTSIRA')!.properties;
    expect(observed['forecast']).toBeUndefined();
  });

  it('refuses a time that is no time with problem+json naming querystring.time', async () => {
    const response = await t.app.inject('/api/v1/datasets/weatherstations/geojson?time=soon');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring.time']);
  });
});

describe('demo labelling', () => {
  it('is real data, not demo, when the stations do not come from the simulator', async () => {
    // This server ingests no simulator (AIS_SOURCES is empty), so its stations are real.
    const response = await t.app.inject('/api/v1/spadataset/data/havkart');
    const catalogue = response.json<Record<string, { demoData: boolean }>>();
    expect(catalogue['weatherstations']?.demoData).toBe(false);
  });
});

describe('station names', () => {
  it('reads WEATHER_STATIONS_FILE, and stops start-up naming it when it is bad', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-names-'));
    const good = path.join(dir, 'good.json');
    fs.writeFileSync(good, JSON.stringify([{ mmsi: 2576003, name: 'Utsira fyr' }]));
    expect(loadStationNames(good)).toEqual({
      names: new Map([[2576003, 'Utsira fyr']]),
      demo: false,
    });
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{');
    expect(() => loadStationNames(bad)).toThrow(/^WEATHER_STATIONS_FILE .*is not JSON/);
    expect(loadStationNames(undefined).demo).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
