import { describe, expect, it } from 'vitest';
import { parseStationNames } from './names.js';
import {
  searchStations,
  weatherStationFeatures,
  type AisWeatherStationRecord,
} from './stations.js';

const record = (over: Partial<AisWeatherStationRecord>): AisWeatherStationRecord => ({
  mmsi: 2576003,
  msgtime: '2026-03-01T12:00:00+00:00',
  significantWaveHeight: 2.1,
  waveDirection: 250,
  windDirection: 270,
  avgWindSpeed: 12,
  geometry: { type: 'Point', coordinates: [5.03, 59.3] },
  ...over,
});

const names = new Map([
  [2576003, 'UTSIRA'],
  [2576007, 'HALTEN'],
]);

describe('weather-station features', () => {
  it('keys each station by MMSI as sourceId, named from the list, with symbol and arrow', () => {
    const [utsira] = weatherStationFeatures([record({})], names).features;
    expect(utsira!.geometry.coordinates).toEqual([5.03, 59.3]);
    expect(utsira!.properties).toMatchObject({
      sourceId: '2576003',
      name: 'UTSIRA',
      symbol: 'strong_breeze',
      arrowRotation: 90,
    });
  });

  it('draws a buoy without an arrow, and names an unlisted station by MMSI', () => {
    const [buoy] = weatherStationFeatures(
      [record({ mmsi: 2576099, windDirection: null, avgWindSpeed: null })],
      names,
    ).features;
    expect(buoy!.properties).toMatchObject({
      name: 'MMSI 2576099',
      symbol: 'buoy',
      arrowRotation: null,
    });
  });

  it('skips stations without a Point or without readings (R15.15)', () => {
    const none = {
      windDirection: null,
      avgWindSpeed: null,
      significantWaveHeight: null,
      waveDirection: null,
    };
    const features = weatherStationFeatures(
      [record({ geometry: null }), record({ mmsi: 2576007, ...none }), record({ mmsi: 1 })],
      names,
    ).features;
    expect(features.map((f) => f.properties?.['sourceId'])).toEqual(['1']);
  });
});

describe('station search', () => {
  const collection = weatherStationFeatures(
    [record({}), record({ mmsi: 2576007, geometry: { type: 'Point', coordinates: [8.8, 64] } })],
    names,
  );

  it('finds by part of the name in any case, answering name, sourceId and geom', () => {
    expect(searchStations(collection, 'tsir')).toEqual([
      { name: 'UTSIRA', sourceId: '2576003', geom: { type: 'Point', coordinates: [5.03, 59.3] } },
    ]);
    expect(searchStations(collection, 'xyz')).toEqual([]);
    expect(searchStations(collection, undefined).map((s) => s.name)).toEqual(['HALTEN', 'UTSIRA']);
  });
});

describe('names file', () => {
  it('reads a list of {mmsi, name}', () => {
    expect(parseStationNames('[{"mmsi": 2576003, "name": " Utsira fyr "}]')).toEqual(
      new Map([[2576003, 'Utsira fyr']]),
    );
  });

  it('says what is wrong with a bad file', () => {
    expect(() => parseStationNames('{')).toThrow('is not JSON');
    expect(() => parseStationNames('{}')).toThrow('is not a list');
    expect(() => parseStationNames('[{"name": "X"}]')).toThrow('entry 0 has no MMSI');
    expect(() => parseStationNames('[{"mmsi": 1}]')).toThrow('entry 0 has no name');
  });
});
