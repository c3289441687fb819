// The client parts of both gear datasets: layers for the map composer and views loaded
// when first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { lostManifest, manifest } from '../manifest.js';
import { fishingFacilityLayers, lostFishingFacilityLayers } from './layers.js';
import { STRINGS } from './strings.js';
import { TOOL_TYPE_PANE, toolTypeFilters } from './tool-type-filter.js';

export {
  LOST_COLOUR,
  TOOL_COLOURS,
  TOOL_TYPE_FILTER_KEY,
  fishingFacilityLayers,
  lostFishingFacilityLayers,
  selectedToolTypes,
} from './layers.js';
export { gearRecordPath } from './describe.js';
export { shownToolTypes, toggleToolType, toolTypeFilters } from './tool-type-filter.js';

const views = {
  popup: () => import('./Popup.js'),
  listItem: () => import('./ListItem.js'),
  details: () => import('./Details.js'),
  // Gear is tiled: a routed tool is looked up by the details view itself.
  detailsFindFeature: true,
  legend: () => import('./Legend.js'),
  strings: STRINGS,
};

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: fishingFacilityLayers,
  ...views,
  filters: toolTypeFilters,
  filterPanes: { [TOOL_TYPE_PANE]: () => import('./FishingGearFilterPane.js') },
};

export const lostClientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: lostManifest.id,
  layers: lostFishingFacilityLayers,
  ...views,
};
