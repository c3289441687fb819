// Layers of the icing forecast: the server's icing bands filled in purples, light to heavy,
// so they read apart from the sea-ice chart's WMO colours when both are on. Pure, validated
// by the style spec in tests.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type { IcingBand } from '@havkart/domain';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';

const TILES = 'icing';
/** The tiles' layer, as the server writes it. */
const BAND_LAYER = 'icing';

/** The bands drawn; no icing (under 0.05 cm/h) has no colour (A94). */
export const ICING_BANDS = ['light', 'moderate', 'heavy'] as const satisfies readonly IcingBand[];

export const ICING_BAND_COLOURS: Readonly<Record<(typeof ICING_BANDS)[number], string>> = {
  light: '#bcbddc',
  moderate: '#807dba',
  heavy: '#4a1486',
};

export const ICING_FILL_OPACITY = 0.6;

const BAND_COLOUR = [
  'match',
  ['get', 'band'],
  ...ICING_BANDS.flatMap((band) => [band, ICING_BAND_COLOURS[band]]),
  'rgba(0, 0, 0, 0)',
] as unknown as ExpressionSpecification;

function absoluteUrl(dataUrl: string, origin: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(dataUrl) ? dataUrl : `${origin}${dataUrl}`;
}

export function icingLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: {
      [TILES]: {
        type: 'vector',
        tiles: [absoluteUrl(context.dataUrl, context.origin)],
        maxzoom: 14,
      },
    },
    layers: [
      {
        role: 'bands',
        sourceKey: TILES,
        layer: {
          type: 'fill',
          'source-layer': BAND_LAYER,
          filter: ['in', ['get', 'band'], ['literal', [...ICING_BANDS]]],
          paint: {
            'fill-color': BAND_COLOUR,
            'fill-opacity': ICING_FILL_OPACITY,
            'fill-antialias': false,
          },
        },
      },
    ],
  };
}
