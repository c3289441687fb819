// Rocks on the map: a small dot per rock coloured by kind from zoom 10, the obstruction ring
// over those the rule marks, names (or elevation) from zoom 13. Pure functions of the theme.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';
import { ROCK_LABEL_MIN_ZOOM, ROCK_SYMBOL_MIN_ZOOM } from '../manifest.js';
import type { WaterLevelEffect } from '../rocks.js';

const DATA = 'rocks';
const FONT = 'Noto Sans Regular';

export interface RockColours {
  readonly kinds: Record<WaterLevelEffect, string>;
  /** The obstruction ring: the danger colour of paper charts. */
  readonly obstruction: string;
}

/** Colours per look: night ones dimmer, so the bridge keeps its night vision. */
export function rockColours(theme: MapTheme): RockColours {
  return relativeLuminance(theme.water) < 0.1
    ? {
        kinds: { islet: '#8a8266', rock: '#9a8a6a', awash: '#6f8fa0', underwater: '#56708a' },
        obstruction: '#b0506a',
      }
    : {
        kinds: { islet: '#6b5d3a', rock: '#4a3f2a', awash: '#2f6f8f', underwater: '#1d4e6e' },
        obstruction: '#c2185b',
      };
}

function colourByKind(theme: MapTheme): ExpressionSpecification {
  const { kinds } = rockColours(theme);
  return [
    'match',
    ['get', 'kind'],
    'islet',
    kinds.islet,
    'awash',
    kinds.awash,
    'underwater',
    kinds.underwater,
    kinds.rock,
  ];
}

function symbols(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'rock-symbol',
    sourceKey: DATA,
    interactive: true,
    layer: {
      type: 'circle',
      minzoom: ROCK_SYMBOL_MIN_ZOOM,
      paint: {
        'circle-radius': 3,
        'circle-color': colourByKind(theme),
        'circle-stroke-color': theme.labelHalo,
        'circle-stroke-width': 1,
      },
    },
  };
}

function obstructions(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'obstruction-symbol',
    sourceKey: DATA,
    interactive: true,
    layer: {
      type: 'circle',
      minzoom: ROCK_SYMBOL_MIN_ZOOM,
      filter: ['==', ['get', 'obstruction'], true],
      paint: {
        'circle-radius': 7,
        'circle-opacity': 0,
        'circle-stroke-color': rockColours(theme).obstruction,
        'circle-stroke-width': 2,
      },
    },
  };
}

function labels(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'rock-label',
    sourceKey: DATA,
    layer: {
      type: 'symbol',
      minzoom: ROCK_LABEL_MIN_ZOOM,
      layout: {
        // The name where the chart gives one, else the drying height or depth in metres.
        'text-field': [
          'coalesce',
          ['get', 'name'],
          ['case', ['has', 'elevation'], ['to-string', ['get', 'elevation']], ''],
        ],
        'text-font': [FONT],
        'text-size': 11,
        'text-offset': [0, 1.1],
        'text-anchor': 'top',
        'text-optional': true,
      },
      paint: {
        'text-color': theme.label,
        'text-halo-color': theme.labelHalo,
        'text-halo-width': 1,
      },
    },
  };
}

/** Sources and layers of the dataset, bottom first. */
export function rockLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [symbols(context.theme), obstructions(context.theme), labels(context.theme)],
  };
}
