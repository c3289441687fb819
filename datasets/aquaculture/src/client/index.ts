// The client part: the sites' layers, the live part that colours them by the selected week,
// and views loaded when first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { aquacultureLayers } from './layers.js';
import { aquacultureLive } from './live.js';
import { STRINGS } from './strings.js';
import { THEME_PANE, themeFilters } from './theme-filter.js';

export {
  aquacultureLayers,
  DISEASE_COLOURS,
  LICE_COLOURS,
  SITES_SOURCE,
  siteTheme,
  themeColour,
} from './layers.js';
export { applyWeekStates, changedStates, weekStates, type FeatureStateMap } from './live.js';
export { announceSelectedWeek } from './fish-health-store.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: aquacultureLayers,
  live: aquacultureLive,
  popup: () => import('./Popup.js'),
  details: () => import('./Details.js'),
  // Opened by its address, a site arrives with the sites after the view shows.
  detailsFindFeature: true,
  legend: () => import('./Legend.js'),
  // The theme is chosen in the dataset's filter pane (R25.01–R25.04).
  filters: themeFilters,
  filterPanes: { [THEME_PANE]: () => import('./ThemePane.js') },
  strings: STRINGS,
};
