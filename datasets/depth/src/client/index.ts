// The client part: depth layers for the map composer and the legend.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { depthLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { depthAreaColours, depthLayers, depthLineColour, depthText, depthValue } from './layers.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: depthLayers,
  legend: () => import('./Legend.js'),
  strings: STRINGS,
};
