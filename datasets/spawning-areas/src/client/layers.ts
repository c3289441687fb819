// Spawning grounds: a light fill and an outline in the colour of the species; species
// without a colour of their own share one; the pane by species hides the others. Pure,
// validated with the style spec in tests.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { OTHER_SPECIES_COLOUR, SPECIES_COLOURS } from './species-colours.js';
import { selectedSpecies, speciesMapFilter } from './species-filter.js';

const DATA = 'areas';

export { OTHER_SPECIES_COLOUR, SPECIES_COLOURS };
export const SPAWNING_FILL_OPACITY = 0.2;

const COLOUR = [
  'match',
  ['get', 'species'],
  ...Object.entries(SPECIES_COLOURS).flat(),
  OTHER_SPECIES_COLOUR,
] as unknown as ExpressionSpecification;

export function spawningAreaLayers(context: DatasetLayerContext): DatasetLayers {
  const filter = speciesMapFilter(selectedSpecies(context.filters));
  const shown = filter ? { filter } : {};
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [
      {
        role: 'spawning-fill',
        sourceKey: DATA,
        interactive: true,
        layer: {
          type: 'fill',
          ...shown,
          paint: { 'fill-color': COLOUR, 'fill-opacity': SPAWNING_FILL_OPACITY },
        },
      },
      {
        role: 'spawning-outline',
        sourceKey: DATA,
        layer: { type: 'line', ...shown, paint: { 'line-color': COLOUR, 'line-width': 1.2 } },
      },
    ],
  };
}
