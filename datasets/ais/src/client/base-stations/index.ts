// The base-station layer's client part: points, a popup with the four counts and a legend.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { BASE_STATIONS_DATASET_ID } from '../../base-stations.js';
import { baseStationLayers } from './layers.js';
import { BASE_STATION_STRINGS } from './strings.js';

export { baseStationColour, baseStationLayers } from './layers.js';

export const baseStationsClientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: BASE_STATIONS_DATASET_ID,
  layers: baseStationLayers,
  popup: () => import('./BaseStationPopup.js'),
  legend: () => import('./BaseStationLegend.js'),
  strings: BASE_STATION_STRINGS,
};
