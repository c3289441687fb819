// The client part: layers for the map composer, views loaded when first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { rockLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { rockColours, rockLayers } from './layers.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: rockLayers,
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  legend: () => import('./Legend.js'),
  strings: STRINGS,
};
