// The pane by species (spec 02 §3, R13.26): one multiple-choice filter whose active value
// lists the species shown, the mapped species by their upstream names and `other` for the
// rest; inactive shows every area. Pure, so the layers, the pane and their tests share it.
import {
  shownChoices,
  toggleChoice,
  type DatasetFilterDefinition,
  type PaneFilter,
} from '@havkart/datasets-core/client';

export type { PaneFilter } from '@havkart/datasets-core/client';
import type { FilterSpecification } from '@maplibre/maplibre-gl-style-spec';
import { SPECIES_COLOURS } from './species-colours.js';

export const SPECIES_PANE = 'SpawningAreaSpeciesPane';
/** Key of the species filter in the active-filter body. */
export const SPECIES_FILTER_KEY = 'species';
/** Every species without a colour of its own, `Ukjent` included. */
export const OTHER_SPECIES = 'other';

const MAPPED = Object.keys(SPECIES_COLOURS);
/** What the pane offers, in the legend's order. */
export const SPECIES_CHOICES: readonly string[] = [...MAPPED, OTHER_SPECIES];

export const speciesFilters: readonly DatasetFilterDefinition[] = [
  {
    id: 'species',
    kind: 'static',
    queryKey: SPECIES_FILTER_KEY,
    multiple: true,
    defaultValue: [],
    labelKey: 'datasets.spawningareas.filter.species',
    component: SPECIES_PANE,
  },
];

/** The choices the active-filter body keeps; null when it keeps every area. */
export function selectedSpecies(
  filters: Readonly<Record<string, unknown>> | undefined,
): string[] | null {
  const value = filters?.[SPECIES_FILTER_KEY];
  if (!Array.isArray(value)) return null;
  return SPECIES_CHOICES.filter((s) => value.includes(s));
}

/** The map filter for the chosen species; null when every area shows. */
export function speciesMapFilter(selected: readonly string[] | null): FilterSpecification | null {
  if (!selected) return null;
  const named = selected.filter((s) => s !== OTHER_SPECIES);
  const parts: FilterSpecification[] = [['in', ['get', 'species'], ['literal', named]]];
  if (selected.includes(OTHER_SPECIES)) {
    parts.push(['!', ['in', ['get', 'species'], ['literal', MAPPED]]]);
  }
  return ['any', ...parts] as FilterSpecification;
}

/** The choices the pane shows checked: all while the filter is off. */
export function shownSpecies(filters: readonly PaneFilter[]): string[] {
  return shownChoices(filters, 'species', SPECIES_CHOICES);
}

/** The filters with one choice switched; every choice checked again turns the filter off. */
export function toggleSpecies<F extends PaneFilter>(filters: readonly F[], species: string): F[] {
  return toggleChoice(filters, 'species', SPECIES_CHOICES, species);
}
