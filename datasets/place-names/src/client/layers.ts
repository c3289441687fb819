// Name layers: text only, in the theme's label colours, so day and night both read well.
// Larger text for seas than for fjords, sounds and islets.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { SEA_NAME_ZOOMS, SVALBARD_NAME_ZOOMS, svalbardNamesManifest } from '../manifest.js';

const FONT = 'Noto Sans Regular';
const TILES = 'names';

/** Text size: open-sea names largest, then fjords and stretches, then small features. */
export const SEA_NAME_SIZE: ExpressionSpecification = [
  'match',
  ['get', 'type'],
  ['havområde', 'havdyp'],
  16,
  ['fjord', 'sjøstykke'],
  14,
  12,
];

/** Sea names, zoom 7–14 over tiles cut up to zoom 15 (spec 02 §9). */
export function seaNameLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: {
      [TILES]: {
        // The composer puts the fetched GeoJSON in place of the data URL.
        type: 'geojson',
        data: context.dataUrl,
        maxzoom: SEA_NAME_ZOOMS.sourceMax,
      },
    },
    layers: [
      {
        role: 'names',
        sourceKey: TILES,
        interactive: true,
        layer: {
          type: 'symbol',
          minzoom: SEA_NAME_ZOOMS.min,
          maxzoom: SEA_NAME_ZOOMS.max,
          layout: {
            'text-field': ['get', 'name'],
            'text-font': [FONT],
            'text-size': SEA_NAME_SIZE,
            'text-letter-spacing': 0.1,
            'text-max-width': 8,
          },
          paint: {
            'text-color': context.theme.label,
            'text-halo-color': context.theme.labelHalo,
            'text-halo-width': 1.2,
          },
        },
      },
    ],
  };
}

/** Svalbard and Jan Mayen names, zoom 2.2–10 (spec 02 §9). */
export function svalbardNameLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: {
      [TILES]: {
        type: 'geojson',
        data: context.dataUrl,
        maxzoom: svalbardNamesManifest.zoom.max,
      },
    },
    layers: [
      {
        role: 'names',
        sourceKey: TILES,
        interactive: true,
        layer: {
          type: 'symbol',
          minzoom: SVALBARD_NAME_ZOOMS.min,
          maxzoom: SVALBARD_NAME_ZOOMS.max,
          layout: {
            'text-field': ['get', 'name'],
            'text-font': [FONT],
            'text-size': ['match', ['get', 'terrengform'], ['ocean', 'island'], 14, 12],
            'text-max-width': 8,
          },
          paint: {
            'text-color': context.theme.label,
            'text-halo-color': context.theme.labelHalo,
            'text-halo-width': 1.2,
          },
        },
      },
    ],
  };
}
