// Weather stations at a time ahead (spec 02 §4, R15.13–R15.14): the observations give way to
// the forecast's wind and waves at each station's position, marked as a forecast, so a
// skipper sliding the time bar forward sees what the stations will read, not what they read.
import type { StationObservations } from '@havkart/domain';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { byName, stationFeature, type PlacedStation } from './stations.js';

/**
 * The forecast's wind and waves at places at one time (an ISO time): one entry per place, in
 * order, its values null where the forecast has none (on land, past its end).
 */
export type StationForecaster = (
  places: readonly { lat: number; lon: number }[],
  time: string,
) => Promise<readonly StationObservations[]>;

/**
 * The stations as the forecast has them at `time`. A station whose position the forecast
 * gives nothing for is left out, as a station without observations is (R15.15).
 */
export async function forecastStationFeatures(
  stations: Iterable<PlacedStation>,
  time: string,
  forecaster: StationForecaster,
): Promise<FeatureCollection<Point>> {
  const placed = [...stations];
  if (placed.length === 0) return byName([]);
  const values = await forecaster(
    placed.map(({ lat, lon }) => ({ lat, lon })),
    time,
  );
  const features = placed.flatMap((station, index): Feature<Point>[] => {
    const forecast = values[index];
    if (!forecast) return [];
    const feature = stationFeature({ ...station, time }, forecast, { forecast: true });
    return feature ? [feature] : [];
  });
  return byName(features);
}
