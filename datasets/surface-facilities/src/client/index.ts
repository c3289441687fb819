// The client part: the icon layer, views loaded when first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { facilityLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { facilityColour, facilityLayers } from './layers.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: facilityLayers,
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  legend: () => import('./Legend.js'),
  strings: STRINGS,
};
