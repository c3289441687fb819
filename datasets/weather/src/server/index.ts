// Node entry: the weather-station server part. The server feeds it the AIS met/hydro records
// of its live state through `connectWeatherStationFeed`; the dataset never imports the server.
import type { DatasetServerPart } from '@havkart/datasets-core/server';
import { isFutureTime } from '@havkart/domain';
import type { FeatureCollection, Point } from 'geojson';
import { WAVE_FORECAST_ID, WEATHER_STATIONS_ID } from '../manifest.js';
import { forecastStationFeatures, type StationForecaster } from './station-forecast.js';
import { frostStationFeatures, placedFrostStation } from './frost/frost-stations.js';
import type { FrostStation } from './frost/frost-parse.js';
import {
  byName,
  placedAisStation,
  weatherStationFeatures,
  type AisWeatherStationFeed,
  type PlacedStation,
  type StationNames,
} from './stations.js';

export * from './stations.js';
export * from './station-forecast.js';
export * from './frost/frost-parse.js';
export * from './frost/frost-poller.js';
export { frostStationFeatures, isCoastalBySeaMask } from './frost/frost-stations.js';
export * from './names.js';

interface Connection {
  readonly feed: AisWeatherStationFeed;
  readonly names: StationNames;
  /** Whether the names are the simulator's, so the stations are the demo feed's. */
  readonly demo: boolean;
  /** Wind and waves ahead; absent: stations show nothing at a time ahead. */
  readonly forecast?: StationForecaster;
  /** MET Frost's coastal stations, when the site has a Frost client id. */
  readonly frost?: () => readonly FrostStation[];
}

let connection: Connection | null = null;

/**
 * Hands the dataset its feed and names; returns the disconnect, for when the server closes.
 * One server per process serves the dataset; a later connection replaces an earlier one.
 */
export function connectWeatherStationFeed(next: Connection): () => void {
  connection = next;
  return () => {
    if (connection === next) connection = null;
  };
}

/** The stations now, AIS and Frost together; none before the server has connected a feed. */
export function currentWeatherStations(): FeatureCollection<Point> {
  if (!connection) return { type: 'FeatureCollection', features: [] };
  const ais = weatherStationFeatures(connection.feed.stations(), connection.names).features;
  return byName([...ais, ...frostStationFeatures(connection.frost?.() ?? [])]);
}

/** Every station with a position, whatever its readings. */
function placedStations(current: Connection): PlacedStation[] {
  const ais = [...current.feed.stations()].flatMap((r) => placedAisStation(r, current.names) ?? []);
  return [...ais, ...(current.frost?.() ?? []).map(placedFrostStation)];
}

/**
 * The stations at a selected time: their observations up to now, the forecast's values at a
 * time ahead (spec 02 §4), none ahead without a forecast.
 */
export async function weatherStationsAt(
  time: number,
  now = Date.now(),
): Promise<FeatureCollection<Point>> {
  if (!isFutureTime(new Date(time).toISOString(), now)) {
    return currentWeatherStations();
  }
  if (!connection?.forecast) return { type: 'FeatureCollection', features: [] };
  return forecastStationFeatures(
    placedStations(connection),
    new Date(time).toISOString(),
    connection.forecast,
  );
}

/**
 * The wave forecast's tiles and API have routes of their own (they take a forecast time);
 * this part tells the catalogue whether the forecast is the demo model's or MET Norway's.
 */
export const waveForecastServerPart: DatasetServerPart = {
  datasetId: WAVE_FORECAST_ID,
  envAliases: { OCEANFORECAST_URL: 'OCEANFORECAST_URL' },
  start: ({ settings }) => ({ demoData: !settings.OCEANFORECAST_URL }),
};

export const weatherStationsServerPart: DatasetServerPart = {
  datasetId: WEATHER_STATIONS_ID,
  start: () => ({
    geojson: currentWeatherStations,
    geojsonAt: (time) => weatherStationsAt(time),
    get demoData() {
      return connection?.demo ?? true;
    },
  }),
};

// The forecast service: demo model, grids and wave tiles.
export * from './forecast/forecast-types.js';
export * from './forecast/service.js';
export * from './forecast/demo-service.js';
export { WAVE_ARROW_LAYER, WAVE_HEIGHT_LAYER, TILE_EXTENT } from './tiles/wave-tile.js';
export * from './met/met-client.js';
export * from './met/met-parse.js';
export * from './met/met-service.js';
export * from './icing/index.js';

// The weather warnings: MetAlerts adapter, demo set and poller.
export * from './warnings/index.js';
