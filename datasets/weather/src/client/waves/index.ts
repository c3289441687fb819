// The wave forecast's client part: its layers follow the selected forecast time through the
// `{time}` of its tile URL.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { WAVE_FORECAST_ID } from '../../manifest.js';
import { WAVE_STRINGS } from './strings.js';
import { waveForecastLayers } from './wave-layers.js';

export { waveForecastLayers, WAVE_BAND_COLOURS } from './wave-layers.js';

export const waveForecastClientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: WAVE_FORECAST_ID,
  layers: waveForecastLayers,
  legend: () => import('./WaveLegend.js'),
  strings: WAVE_STRINGS,
  followsSelectedTime: true,
};
