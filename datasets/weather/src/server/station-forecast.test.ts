import type { StationObservations } from '@havkart/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWeatherStationFeed, weatherStationsAt } from './index.js';
import { forecastStationFeatures, type StationForecaster } from './station-forecast.js';
import { placedAisStation, type AisWeatherStationRecord } from './stations.js';

const UTSIRA: AisWeatherStationRecord = {
  mmsi: 2576003,
  msgtime: '2026-03-01T12:00:00+00:00',
  significantWaveHeight: 2.1,
  waveDirection: 250,
  windDirection: 270,
  avgWindSpeed: 12,
  geometry: { type: 'Point', coordinates: [5.03, 59.3] },
};
const HALTEN: AisWeatherStationRecord = {
  ...UTSIRA,
  mmsi: 2576007,
  geometry: { type: 'Point', coordinates: [9.41, 64.17] },
};
const NOWHERE: AisWeatherStationRecord = { ...UTSIRA, mmsi: 2576009, geometry: null };
const names = new Map([
  [2576003, 'UTSIRA'],
  [2576007, 'HALTEN'],
]);

const AHEAD = '2026-03-01T18:00:00.000Z';
const GALE: StationObservations = {
  windSpeed: 19,
  windDirection: 200,
  waveHeight: 5.5,
  waveDirection: 210,
};
const NOTHING: StationObservations = {
  windSpeed: null,
  windDirection: null,
  waveHeight: null,
  waveDirection: null,
};

describe('weather stations at a time ahead (R15.13, R15.14)', () => {
  it('carry the forecast’s wind and waves in place of the observations, marked as a forecast', async () => {
    const forecaster = vi.fn<StationForecaster>(async (places) => places.map(() => GALE));
    const placed = [placedAisStation(UTSIRA, names)!];
    const { features } = await forecastStationFeatures(placed, AHEAD, forecaster);
    expect(forecaster).toHaveBeenCalledWith([{ lat: 59.3, lon: 5.03 }], AHEAD);
    expect(features[0]!.properties).toMatchObject({
      sourceId: '2576003',
      name: 'UTSIRA',
      forecast: true,
      msgtime: AHEAD,
      avgWindSpeed: 19,
      windDirection: 200,
      significantWaveHeight: 5.5,
      waveDirection: 210,
      symbol: 'gale',
      arrowRotation: 20,
    });
  });

  it('leave out a station the forecast has nothing for, and one without a position', async () => {
    expect(placedAisStation(NOWHERE, names)).toBeNull();
    const forecaster: StationForecaster = async (places) =>
      places.map((place) => (place.lat > 60 ? NOTHING : GALE));
    const placed = [UTSIRA, HALTEN, NOWHERE].flatMap((r) => placedAisStation(r, names) ?? []);
    const { features } = await forecastStationFeatures(placed, AHEAD, forecaster);
    expect(features.map((f) => f.properties!['name'])).toEqual(['UTSIRA']);
  });

  describe('as the dataset serves them', () => {
    let disconnect = () => {};
    afterEach(() => disconnect());
    const now = Date.parse('2026-03-01T12:10:00Z');

    it('are the observations at the step nearest now, the forecast ahead', async () => {
      disconnect = connectWeatherStationFeed({
        feed: { stations: () => [UTSIRA] },
        names,
        demo: true,
        forecast: async (places) => places.map(() => GALE),
      });
      const atNow = await weatherStationsAt(Date.parse('2026-03-01T12:00:00Z'), now);
      expect(atNow.features[0]!.properties).toMatchObject({ avgWindSpeed: 12 });
      expect(atNow.features[0]!.properties!['forecast']).toBeUndefined();
      const ahead = await weatherStationsAt(Date.parse(AHEAD), now);
      expect(ahead.features[0]!.properties).toMatchObject({ avgWindSpeed: 19, forecast: true });
    });

    it('are none ahead without a forecast: never the observations', async () => {
      disconnect = connectWeatherStationFeed({
        feed: { stations: () => [UTSIRA] },
        names,
        demo: true,
      });
      expect((await weatherStationsAt(Date.parse(AHEAD), now)).features).toEqual([]);
    });
  });
});
