// Speed-limit areas: filled in the class colour for a full-year limit, hatched in it for a
// temporary one (A57), outlined, and the limit written in the area from zoom 10 (spec 02 §9).
// Pure functions of the theme; both datasets draw the same way from their own data.
import {
  hatchPatternId,
  type DatasetLayerContext,
  type DatasetLayerDescriptor,
  type DatasetLayers,
} from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';
import { SPEED_SYMBOL_MIN_ZOOM } from '../manifest.js';
import type { SpeedClass } from '../speed-limits.js';

const DATA = 'speedlimits';
const FONT = 'Noto Sans Regular';

/** Fill opacity of full-year areas: the chart beneath stays readable. */
export const SPEED_LIMIT_FILL_OPACITY = 0.25;

/** Class colours per look (A57): night ones dimmer. */
export function speedClassColours(theme: MapTheme): Record<SpeedClass, string> {
  return relativeLuminance(theme.water) < 0.1
    ? { red: '#b04848', blue: '#4a78a8', green: '#5a8f5a', grey: '#7a7f86' }
    : { red: '#e03131', blue: '#1971c2', green: '#2f9e44', grey: '#868e96' };
}

function byClass(theme: MapTheme, value: (colour: string) => string): ExpressionSpecification {
  const c = speedClassColours(theme);
  return [
    'match',
    ['get', 'speedclass'],
    'red',
    value(c.red),
    'blue',
    value(c.blue),
    'green',
    value(c.green),
    value(c.grey),
  ];
}

function fill(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'area-fill',
    sourceKey: DATA,
    interactive: true,
    layer: {
      type: 'fill',
      filter: ['==', ['get', 'fullyear'], true],
      paint: {
        'fill-color': byClass(theme, (c) => c),
        'fill-opacity': SPEED_LIMIT_FILL_OPACITY,
      },
    },
  };
}

function hatch(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'temporary-area-hatch',
    sourceKey: DATA,
    interactive: true,
    layer: {
      type: 'fill',
      filter: ['==', ['get', 'fullyear'], false],
      paint: { 'fill-pattern': byClass(theme, hatchPatternId) },
    },
  };
}

function outline(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'area-outline',
    sourceKey: DATA,
    layer: {
      type: 'line',
      paint: { 'line-color': byClass(theme, (c) => c), 'line-width': 1.5 },
    },
  };
}

function symbols(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'speed-symbol',
    sourceKey: DATA,
    layer: {
      type: 'symbol',
      minzoom: SPEED_SYMBOL_MIN_ZOOM,
      filter: ['has', 'speed'],
      layout: {
        'text-field': ['concat', ['to-string', ['get', 'speed']], ' kn'],
        'text-font': [FONT],
        'text-size': 12,
      },
      paint: {
        'text-color': byClass(theme, (c) => c),
        'text-halo-color': theme.labelHalo,
        'text-halo-width': 1.5,
      },
    },
  };
}

/** Sources and layers of one speed-limit dataset, bottom first. */
export function speedLimitLayers(context: DatasetLayerContext): DatasetLayers {
  const { theme } = context;
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [fill(theme), hatch(theme), outline(theme), symbols(theme)],
  };
}
