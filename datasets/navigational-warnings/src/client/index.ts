// The client part: layers for the map composer, views loaded when first shown, and the list
// of warnings the `/navigationalwarnings` route shows.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { warningLayers } from './layers.js';
import { STRINGS } from './strings.js';

export { warningColour, warningLayers } from './layers.js';
export { byIssuedDescending, warningText, warningTime, warningTitle } from './describe.js';
export type { WarningListProps } from './WarningList.js';

/** The list of warnings in force (the `/navigationalwarnings` view's body), loaded on use. */
export const loadWarningList = () => import('./WarningList.js');

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: warningLayers,
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  legend: () => import('./Legend.js'),
  strings: STRINGS,
};
