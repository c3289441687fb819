// The weather datasets (spec 02 §2–§3): the weather stations (AIS met/hydro stations, type 8,
// from the live feed, named from a list, drawn as buoys or wind classes), the wave forecast
// (tiles of wave-height bands and arrows for the selected forecast time) and the weather
// warnings (MET Norway's MetAlerts areas, shown around the selected time).
import type { DatasetManifest } from '@havkart/datasets-core';

export const WEATHER_STATIONS_ID = 'weatherstations';

/** The menu group of every weather dataset. */
export const WEATHER_GROUP = 'weather';

/**
 * What every weather dataset shares: in the weather group, Mercator only, any zoom, off until
 * chosen, open to all, refetched on a timer, and demo data unless the site names real
 * upstreams.
 */
function weatherManifest(
  own: Pick<DatasetManifest, 'id' | 'name' | 'featureKey' | 'sources' | 'mapZIndex'> &
    Pick<Partial<DatasetManifest>, 'enabledByDefaultIn'> & { updateIntervalMs: number },
): DatasetManifest {
  return {
    group: WEATHER_GROUP,
    baseMap: false,
    polar: false,
    zoom: { min: 0, max: 14 },
    prioritised: false,
    updateMode: 'periodic',
    enabledByDefault: false,
    accessEnabled: true,
    needsApiKey: false,
    demoData: true,
    ...own,
  };
}

/** Stations report every few minutes; the layer refetches at this pace. */
export const WEATHER_STATIONS_REFRESH_MS = 5 * 60 * 1000;

/** Demo data: the default feed is the built-in simulator; a site's own feed serves real ones. */
export const weatherStationsManifest = weatherManifest({
  id: WEATHER_STATIONS_ID,
  name: { 'nb-NO': 'Værstasjoner', 'en-US': 'Weather stations' },
  featureKey: { field: 'sourceId' },
  // At a time ahead the server answers the forecast's wind and waves at the stations.
  sources: [{ dataUrl: `/api/v1/datasets/${WEATHER_STATIONS_ID}/geojson?time={time}` }],
  mapZIndex: 70,
  updateIntervalMs: WEATHER_STATIONS_REFRESH_MS,
});

export const WAVE_FORECAST_ID = 'waveforecast';

/**
 * Wave forecast: vector tiles cut by the server for the selected forecast time (`{time}`),
 * from the demo model unless the site has MET Norway's URLs set.
 */
export const waveForecastManifest = weatherManifest({
  id: WAVE_FORECAST_ID,
  name: { 'nb-NO': 'Bølgevarsel', 'en-US': 'Wave forecast' },
  featureKey: null,
  sources: [{ dataUrl: `/tiles/${WAVE_FORECAST_ID}/{z}/{x}/{y}.pbf?time={time}` }],
  // Under the fairways, installations and vessels: waves are the backdrop they sit on.
  mapZIndex: 30,
  updateIntervalMs: 15 * 60 * 1000,
  // The wave-forecast app opens with its waves on.
  enabledByDefaultIn: ['bolgevarsel'],
});

export const WEATHER_WARNINGS_ID = 'weatherwarnings';

/**
 * Where the web app asks for the warnings: `{lang}` is `no` or `en` (R15.23), so the texts
 * come in the interface language.
 */
export const WEATHER_WARNINGS_DATA_URL = `/api/v1/datasets/${WEATHER_WARNINGS_ID}/geojson?lang={lang}`;

/** MetAlerts updates as warnings are issued; the layer refetches at this pace. */
export const WEATHER_WARNINGS_REFRESH_MS = 10 * 60 * 1000;

/** Where a warning applies, MetAlerts' `geographicDomain`. */
export type WarningDomain = 'marine' | 'land';

/**
 * A weather warning as served (spec 02 §3, R15.18): the spec's `id`, `info[0]` fields
 * (`effective`, `expires`, `headLine`, `severity`) and `areas[0]` (the feature's geometry),
 * flat, so map filters can read them, with the times also as epoch milliseconds for the
 * selected-time filter (R15.19–R15.20), and MetAlerts' texts for the views.
 */
export interface WeatherWarningProperties {
  readonly id: string;
  /** ISO 8601; null when the upstream gives none. */
  readonly effective: string | null;
  readonly expires: string | null;
  readonly effectiveMs: number | null;
  readonly expiresMs: number | null;
  readonly headLine: string;
  /** `Extreme`, `Severe`, `Moderate` or MetAlerts' `Minor`. */
  readonly severity: string | null;
  readonly certainty: string | null;
  /** MetAlerts' event name, e.g. `gale`, `wind`, `icing`. */
  readonly event: string | null;
  readonly area: string | null;
  readonly description: string | null;
  readonly instruction: string | null;
  readonly consequences: string | null;
  readonly domain: WarningDomain | null;
  /** MetAlerts' `riskMatrixColor`: Yellow, Orange or Red. */
  readonly riskMatrixColor: string | null;
  readonly awarenessLevel: string | null;
  readonly contact: string | null;
  readonly web: string | null;
  readonly demo: boolean;
}

export const weatherWarningsManifest = weatherManifest({
  id: WEATHER_WARNINGS_ID,
  name: { 'nb-NO': 'Farevarsler', 'en-US': 'Weather warnings' },
  featureKey: { field: 'id' },
  sources: [{ dataUrl: WEATHER_WARNINGS_DATA_URL }],
  // Over the waves, under the fairways and stations: an area tint that leaves lines and
  // symbols readable.
  mapZIndex: 37,
  updateIntervalMs: WEATHER_WARNINGS_REFRESH_MS,
});

export const ICING_ID = 'icing';

/**
 * Icing: vector tiles of spray-icing bands cut by the server for the selected forecast time
 * (`{time}`), the rate from Overland's predictor over the demo model's wind and air and sea
 * temperature.
 */
export const icingManifest = weatherManifest({
  id: ICING_ID,
  name: { 'nb-NO': 'Ising', 'en-US': 'Icing' },
  featureKey: null,
  sources: [{ dataUrl: `/tiles/${ICING_ID}/{z}/{x}/{y}.pbf?time={time}` }],
  // Over the waves (30), under the weather warnings (37).
  mapZIndex: 33,
  updateIntervalMs: 15 * 60 * 1000,
});
