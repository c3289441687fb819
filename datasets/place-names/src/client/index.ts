// The client parts of both name datasets: layers for the map composer, views loaded when
// first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { placeLabelsManifest, seaNamesManifest, svalbardNamesManifest } from '../manifest.js';
import { seaNameLayers, svalbardNameLayers } from './layers.js';
import { placeLabelLayers } from './place-labels.js';
import { STRINGS } from './strings.js';

export { SEA_NAME_SIZE, seaNameLayers, svalbardNameLayers } from './layers.js';
export { PLACE_LABEL_MIN_POPULATION, placeLabelLayers } from './place-labels.js';
export { describeName } from './describe.js';

const views = {
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  strings: STRINGS,
};

export const clientParts: readonly DatasetClientPart<ComponentType<never>>[] = [
  {
    datasetId: seaNamesManifest.id,
    layers: seaNameLayers,
    legend: () => import('./Legend.js').then((m) => ({ default: m.SeaNamesLegend })),
    ...views,
  },
  {
    datasetId: svalbardNamesManifest.id,
    layers: svalbardNameLayers,
    legend: () => import('./Legend.js').then((m) => ({ default: m.SvalbardNamesLegend })),
    ...views,
  },
  // Labels only: a town's name says all there is, so no popup or details.
  { datasetId: placeLabelsManifest.id, layers: placeLabelLayers },
];
