// Layers of the wave forecast: the server's height bands filled over 0–8 m and arrows
// pointing where the waves go. Pure functions of the context, validated by the style spec.
import {
  ARROW_ICON_ID,
  type DatasetLayerContext,
  type DatasetLayers,
} from '@havkart/datasets-core/client';
import {
  convertReading,
  DEFAULT_WEATHER_UNITS,
  WAVE_BANDS,
  weatherUnitSymbol,
} from '@havkart/domain';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';

const TILES = 'waveforecast';
/** The tiles' layers, as the server writes them. */
const BAND_LAYER = 'waveheight';
const ARROW_LAYER = 'wavearrows';
const FONT = 'Noto Sans Regular';

/**
 * One colour per band: calm sea deep blue through cyan and green to yellow, red at 8 m and
 * purple above; the scale spans 0–8 m (spec 02 §9, R15.04). Even the calmest band is no pale
 * blue: drawn at {@link WAVE_FILL_OPACITY} over the base map's sea, every band stays at least
 * a ΔE of 20 from the sea itself in both themes, so "calm" never looks like "no data".
 */
export const WAVE_BAND_COLOURS: readonly string[] = [
  '#08519c',
  '#2171b5',
  '#2b8cbe',
  '#1d9a9a',
  '#31a77a',
  '#41ab5d',
  '#78c679',
  '#addd8e',
  '#d9f0a3',
  '#ffffb2',
  '#fed976',
  '#feb24c',
  '#fd8d3c',
  '#fc4e2a',
  '#e31a1c',
  '#bd0026',
  '#6a3d9a',
];

/** The bands' fill opacity: the coast and the base map's names show through. */
export const WAVE_FILL_OPACITY = 0.6;

/** Fill colour by the band index the tile's feature carries. */
export function bandColour(): ExpressionSpecification {
  const pairs = WAVE_BANDS.flatMap((_, index) => [index, WAVE_BAND_COLOURS[index]!]);
  // Built from the table, so the tuple type of `match` cannot be checked here.
  return [
    'match',
    ['get', 'band'],
    ...pairs,
    WAVE_BAND_COLOURS[0]!,
  ] as unknown as ExpressionSpecification;
}

function absoluteUrl(dataUrl: string, origin: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(dataUrl) ? dataUrl : `${origin}${dataUrl}`;
}

/** An arrow's height in the user's unit and language, one decimal: `1.5 m`, `4,9 ft`. */
export function heightLabel(context: DatasetLayerContext): ExpressionSpecification {
  const unit = (context.weatherUnits ?? DEFAULT_WEATHER_UNITS).waveHeight;
  const factor = convertReading('waveHeight', 1, unit);
  return [
    'concat',
    [
      'number-format',
      ['*', ['get', 'height'], factor],
      { locale: context.language, 'min-fraction-digits': 1, 'max-fraction-digits': 1 },
    ],
    ` ${weatherUnitSymbol(unit, context.language)}`,
  ];
}

export function waveForecastLayers(context: DatasetLayerContext): DatasetLayers {
  const { theme } = context;
  const labels: DatasetLayers['layers'] = context.waveArrowLabels
    ? [
        {
          role: 'arrow-labels',
          sourceKey: TILES,
          layer: {
            type: 'symbol',
            'source-layer': ARROW_LAYER,
            layout: {
              'text-field': heightLabel(context),
              'text-font': [FONT],
              'text-size': 11,
              'text-offset': [0, 1.3],
              'text-anchor': 'top',
              'text-allow-overlap': true,
              'text-ignore-placement': true,
            },
            paint: {
              'text-color': theme.label,
              'text-halo-color': theme.labelHalo,
              'text-halo-width': 1.5,
            },
          },
        },
      ]
    : [];
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
          paint: {
            'fill-color': bandColour(),
            'fill-opacity': WAVE_FILL_OPACITY,
            'fill-antialias': false,
          },
        },
      },
      {
        role: 'arrows',
        sourceKey: TILES,
        layer: {
          type: 'symbol',
          'source-layer': ARROW_LAYER,
          layout: {
            // An arrow image, not text: the map's one font has no arrow glyph, and a distance
            // field stays a clean arrow at every size.
            'icon-image': ARROW_ICON_ID,
            'icon-size': 0.6,
            // `direction` is where the waves go; rotated with the map to keep the bearing.
            'icon-rotate': ['get', 'direction'],
            'icon-rotation-alignment': 'map',
            'icon-allow-overlap': true,
            'icon-ignore-placement': true,
          },
          paint: {
            'icon-color': theme.label,
            'icon-halo-color': theme.labelHalo,
            'icon-halo-width': 1,
          },
        },
      },
      ...labels,
    ],
  };
}
