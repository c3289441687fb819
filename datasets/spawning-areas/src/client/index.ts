// The client part: layers for the map composer and views loaded when first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { spawningAreaLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { OTHER_SPECIES_COLOUR, SPECIES_COLOURS, spawningAreaLayers } from './layers.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: spawningAreaLayers,
  popup: () => import('./Popup.js'),
  legend: () => import('./Legend.js'),
  strings: STRINGS,
};
