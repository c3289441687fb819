// Spawning grounds: a light fill and an outline in the colour of the species; species
// without a colour of their own share one. Pure, validated with the style spec in tests.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';

const DATA = 'areas';

/** The species most grounds are mapped for, by their Norwegian names as the upstream writes them. */
export const SPECIES_COLOURS: Readonly<Record<string, string>> = {
  Torsk: '#1f77b4',
  Sild: '#2ca02c',
  Lodde: '#9467bd',
  Hyse: '#ff7f0e',
  Sei: '#8c564b',
};
export const OTHER_SPECIES_COLOUR = '#7f7f7f';
export const SPAWNING_FILL_OPACITY = 0.2;

const COLOUR = [
  'match',
  ['get', 'species'],
  ...Object.entries(SPECIES_COLOURS).flat(),
  OTHER_SPECIES_COLOUR,
] as unknown as ExpressionSpecification;

export function spawningAreaLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [
      {
        role: 'spawning-fill',
        sourceKey: DATA,
        interactive: true,
        layer: {
          type: 'fill',
          paint: { 'fill-color': COLOUR, 'fill-opacity': SPAWNING_FILL_OPACITY },
        },
      },
      {
        role: 'spawning-outline',
        sourceKey: DATA,
        layer: { type: 'line', paint: { 'line-color': COLOUR, 'line-width': 1.2 } },
      },
    ],
  };
}
