// Town and harbour labels from zoom 7: the largest places first, more of them as the map
// zooms in, in the theme's place-label colour over a halo so they read on land and sea.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { PLACE_LABEL_ZOOMS } from '../manifest.js';

const FONT = 'Noto Sans Regular';
const SOURCE = 'places';

/** Smallest population labelled by zoom: 20,000 from zoom 7, 5,000 from 8, all from 9. */
export const PLACE_LABEL_MIN_POPULATION: ExpressionSpecification = [
  'step',
  ['zoom'],
  20_000,
  8,
  5_000,
  9,
  0,
];

export function placeLabelLayers(context: DatasetLayerContext): DatasetLayers {
  const { theme } = context;
  return {
    sources: {
      [SOURCE]: { type: 'geojson', data: context.dataUrl, maxzoom: PLACE_LABEL_ZOOMS.max },
    },
    layers: [
      {
        role: 'labels',
        sourceKey: SOURCE,
        layer: {
          type: 'symbol',
          minzoom: PLACE_LABEL_ZOOMS.min,
          filter: ['>=', ['get', 'population'], PLACE_LABEL_MIN_POPULATION],
          layout: {
            'text-field': ['get', 'name'],
            'text-font': [FONT],
            'text-size': [
              'interpolate',
              ['linear'],
              ['get', 'population'],
              0,
              11,
              50_000,
              13,
              200_000,
              15,
            ],
            'text-max-width': 8,
            // Where labels collide, the larger place keeps its name.
            'symbol-sort-key': ['-', 0, ['get', 'population']],
          },
          paint: {
            'text-color': theme.placeLabel,
            'text-halo-color': theme.labelHalo,
            'text-halo-width': 1.5,
          },
        },
      },
    ],
  };
}
