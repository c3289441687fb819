// The client parts of both speed-limit datasets: the same layers and views, each drawing
// its own data.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { commercialManifest, recreationalManifest } from '../manifest.js';
import { speedLimitLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { speedClassColours, speedLimitLayers, SPEED_LIMIT_FILL_OPACITY } from './layers.js';

const part = (datasetId: string): DatasetClientPart<ComponentType<never>> => ({
  datasetId,
  layers: speedLimitLayers,
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  legend: () => import('./Legend.js'),
  strings: STRINGS,
});

export const clientParts: readonly DatasetClientPart<ComponentType<never>>[] = [
  part(commercialManifest.id),
  part(recreationalManifest.id),
];
