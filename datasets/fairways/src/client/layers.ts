// Fairway areas: a light fill (spec 02 §9: opacity 0.15) and an outline, main leads darker
// and solid, secondary ones dashed. Pure functions of the theme.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';
import { FAIRWAY_FILL_OPACITY, type FairwayType } from '../manifest.js';

const DATA = 'fairways';

/** Colours of main and secondary fairways per look: night ones dimmer. */
export function fairwayColours(theme: MapTheme): Record<FairwayType, string> {
  return relativeLuminance(theme.water) < 0.1
    ? { Hovedled: '#a05a8c', Biled: '#7a6a9c' }
    : { Hovedled: '#9c1f7a', Biled: '#5b3fa8' };
}

function colourByType(theme: MapTheme): ExpressionSpecification {
  const colours = fairwayColours(theme);
  return ['match', ['get', 'fairwaytype'], 'Hovedled', colours.Hovedled, colours.Biled];
}

function fill(theme: MapTheme): DatasetLayerDescriptor {
  return {
    role: 'fairway-fill',
    sourceKey: DATA,
    interactive: true,
    layer: {
      type: 'fill',
      paint: { 'fill-color': colourByType(theme), 'fill-opacity': FAIRWAY_FILL_OPACITY },
    },
  };
}

function outline(theme: MapTheme, type: FairwayType): DatasetLayerDescriptor {
  return {
    role: type === 'Hovedled' ? 'main-fairway-outline' : 'secondary-fairway-outline',
    sourceKey: DATA,
    layer: {
      type: 'line',
      filter: ['==', ['get', 'fairwaytype'], type],
      paint: {
        'line-color': fairwayColours(theme)[type],
        'line-width': type === 'Hovedled' ? 1.5 : 1,
        ...(type === 'Biled' ? { 'line-dasharray': [3, 2] } : {}),
      },
    },
  };
}

/** Sources and layers of the dataset, bottom first. */
export function fairwayLayers(context: DatasetLayerContext): DatasetLayers {
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: [
      fill(context.theme),
      outline(context.theme, 'Hovedled'),
      outline(context.theme, 'Biled'),
    ],
  };
}
