import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  frostObservations,
  frostStations,
  parseFrostObservations,
  parseFrostSources,
} from './frost-parse.js';

const fixture = (name: string): unknown =>
  JSON.parse(fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('Frost sources', () => {
  it('reads id, name and position; a station without a position is skipped and counted', () => {
    const { items, skipped } = parseFrostSources(fixture('frost-sources.json'));
    expect(items.map((s) => s.id)).toEqual(['SN47300', 'SN76920', 'SN18700']);
    expect(items[0]).toEqual({ id: 'SN47300', name: 'UTSIRA FYR', lon: 4.8722, lat: 59.3065 });
    expect(skipped).toBe(1);
  });

  it('refuses an answer without a data list', () => {
    expect(() => parseFrostSources({ error: { message: 'Unauthorized' } })).toThrow(/data list/);
  });
});

describe('Frost observations (R15.06)', () => {
  const { items, skipped } = parseFrostObservations(fixture('frost-observations.json'));

  it('keeps time series 0 and the finest resolution, PT10M before PT1H', () => {
    expect(items.get('SN47300')).toEqual({
      referenceTime: '2026-11-27T12:00:00.000Z',
      observations: [
        { elementId: 'wind_speed', observValue: 14.2, unit: 'm/s' },
        { elementId: 'wind_from_direction', observValue: 255, unit: 'degrees' },
      ],
    });
  });

  it('takes the latest reference time of an element reported twice', () => {
    const heidrun = items.get('SN76920')!;
    expect(heidrun.referenceTime).toBe('2026-11-27T12:00:00.000Z');
    expect(heidrun.observations).toContainEqual({
      elementId: 'sea_surface_wave_significant_height',
      observValue: 4.8,
      unit: 'm',
    });
  });

  it('skips and counts a value that is no number and a record without a time', () => {
    expect(items.has('SN18700')).toBe(false);
    expect(items.has('SN00000')).toBe(false);
    expect(skipped).toBe(2);
  });

  it('gives the spec’s station record and the readings the station rules take', () => {
    const sources = parseFrostSources(fixture('frost-sources.json')).items;
    const stations = frostStations(sources, items);
    expect(stations.map((s) => s.sourceId)).toEqual(['SN47300', 'SN76920']);
    expect(stations[0]).toMatchObject({
      name: 'UTSIRA FYR',
      geom: { type: 'Point', coordinates: [4.8722, 59.3065] },
      referenceTime: '2026-11-27T12:00:00.000Z',
    });
    expect(frostObservations(stations[1]!)).toEqual({
      windSpeed: null,
      windDirection: null,
      waveHeight: 4.8,
      waveDirection: 235,
    });
  });
});

describe('coastal stations', () => {
  it('are by the sea: Utsira and the Heidrun platform yes, Blindern in Oslo no', async () => {
    const { isCoastalBySeaMask } = await import('./frost-stations.js');
    const coastal = isCoastalBySeaMask();
    expect(coastal(59.3065, 4.8722)).toBe(true);
    expect(coastal(65.3167, 7.3167)).toBe(true);
    expect(coastal(59.9423, 10.72)).toBe(false);
  });
});
