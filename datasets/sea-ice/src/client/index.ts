// The client part: layers for the map composer and views loaded when first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { seaIceLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { SEA_ICE_COLOURS, SEA_ICE_FILL_OPACITY, seaIceLayers } from './layers.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: seaIceLayers,
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  legend: () => import('./Legend.js'),
  strings: STRINGS,
};
