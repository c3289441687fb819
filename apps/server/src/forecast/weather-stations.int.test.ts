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
