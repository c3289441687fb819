// The client part: layers for the map composer and views loaded when first shown.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { ComponentType } from 'react';
import { manifest } from '../manifest.js';
import { spawningAreaLayers } from './layers.js';
import { SPECIES_PANE, speciesFilters } from './species-filter.js';
import { STRINGS } from './strings.js';

export { OTHER_SPECIES_COLOUR, SPECIES_COLOURS, spawningAreaLayers } from './layers.js';
export { shownSpecies, toggleSpecies } from './species-filter.js';

export const clientPart: DatasetClientPart<ComponentType<never>> = {
  datasetId: manifest.id,
  layers: spawningAreaLayers,
  popup: () => import('./Popup.js'),
  legend: () => import('./Legend.js'),
  // A pane by species (R13.26): each species' check box shows or hides its areas.
  filters: speciesFilters,
  filterPanes: { [SPECIES_PANE]: () => import('./SpeciesPane.js') },
  strings: STRINGS,
};
