// The weather datasets (spec 02 §2–§3): the weather stations (AIS met/hydro stations, type 8,
// from the live feed, named from a list, drawn as buoys or wind classes) and the wave
// forecast (tiles of wave-height bands and arrows for the selected forecast time).
import type { DatasetManifest } from '@havkart/datasets-core';

export const WEATHER_STATIONS_ID = 'weatherstations';

/** The menu group of every weather dataset. */
export const WEATHER_GROUP = 'weather';

/** Stations report every few minutes; the layer refetches at this pace. */
export const WEATHER_STATIONS_REFRESH_MS = 5 * 60 * 1000;

export const weatherStationsManifest: DatasetManifest = {
  id: WEATHER_STATIONS_ID,
  group: WEATHER_GROUP,
  name: { 'nb-NO': 'Værstasjoner', 'en-US': 'Weather stations' },
  featureKey: { field: 'sourceId' },
  sources: [{ dataUrl: `/api/v1/datasets/${WEATHER_STATIONS_ID}/geojson` }],
  mapZIndex: 70,
  baseMap: false,
  polar: false,
  zoom: { min: 0, max: 14 },
  prioritised: false,
  updateMode: 'periodic',
  updateIntervalMs: WEATHER_STATIONS_REFRESH_MS,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  // The default feed is the built-in simulator; a site naming its own stations serves real ones.
  demoData: true,
};

export const WAVE_FORECAST_ID = 'waveforecast';

/**
 * Wave forecast: vector tiles cut by the server for the selected forecast time (`{time}`),
 * from the demo model unless the site has MET Norway's URLs set.
 */
export const waveForecastManifest: DatasetManifest = {
  id: WAVE_FORECAST_ID,
  group: WEATHER_GROUP,
  name: { 'nb-NO': 'Bølgevarsel', 'en-US': 'Wave forecast' },
  featureKey: null,
  sources: [{ dataUrl: `/tiles/${WAVE_FORECAST_ID}/{z}/{x}/{y}.pbf?time={time}` }],
  // Under the fairways, installations and vessels: waves are the backdrop they sit on.
  mapZIndex: 30,
  baseMap: false,
  polar: false,
  zoom: { min: 0, max: 14 },
  prioritised: false,
  updateMode: 'periodic',
  updateIntervalMs: 15 * 60 * 1000,
  enabledByDefault: false,
  accessEnabled: true,
  needsApiKey: false,
  demoData: true,
};
