// The client part: layers for the map composer, views loaded when first shown, and the
// search source of the stations.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { WEATHER_STATIONS_ID } from '../manifest.js';
import { weatherStationLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { weatherStationLayers, SYMBOL_COLOURS } from './layers.js';
export { describeStation } from './describe.js';
export { provideWeatherUnits } from './units.js';
export { provideWeatherClock } from './clock.js';

export const weatherStationsClientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: WEATHER_STATIONS_ID,
  layers: weatherStationLayers,
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  legend: () => import('./Legend.js'),
  strings: STRINGS,
  // Observations give way when a future forecast time is selected (spec 02 §4).
  followsSelectedTime: true,
};
export { waveForecastClientPart, waveForecastLayers, WAVE_BAND_COLOURS } from './waves/index.js';
export { icingClientPart, icingLayers, ICING_BAND_COLOURS } from './icing/index.js';
export {
  weatherWarningsClientPart,
  weatherWarningLayers,
  warningWindowFilter,
  describeWarning,
  WARNING_AREA_OPACITY,
} from './warnings/index.js';
