// Depth on the map: areas shaded from shallow (darker) to deep (lighter), depth curves from
// zoom 6, and from zoom 9 the depth numbers (soundings and curve labels) in the user's depth
// unit (spec 02 §9). Pure functions of the layer context, validated with the style spec.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';
import {
  DEPTH_AREA_STEPS,
  DEPTH_CURVE_MIN_ZOOM,
  DEPTH_NUMBER_MIN_ZOOM,
  DEPTH_SOURCE_LAYER,
  METRES_PER_FATHOM,
  type DepthUnit,
} from '../manifest.js';

const TILES = 'depth';
const FONT = 'Noto Sans Regular';

function isNight(theme: MapTheme): boolean {
  return relativeLuminance(theme.water) < 0.1;
}

/** Fill colour of each depth area step, shallow first: chart-like, deep water palest. */
export function depthAreaColours(theme: MapTheme): readonly string[] {
  return isNight(theme)
    ? ['#1f4561', '#1b3d56', '#18364c', '#152f43', '#12283a', '#0f2231', '#0c1b28']
    : ['#8cc3e4', '#a2cfea', '#b5d9ef', '#c6e2f3', '#d6ebf7', '#e3f1fa', '#eef7fc'];
}

/** Colour of depth curves and numbers. */
export function depthLineColour(theme: MapTheme): string {
  return isNight(theme) ? '#4f7c99' : '#3f7aa3';
}

/** The `depth` property (metres) in the user's unit as a number expression (spec 02 §9). */
export function depthValue(unit: DepthUnit): ExpressionSpecification {
  const metres: ExpressionSpecification = ['to-number', ['get', 'depth']];
  return unit === 'fathoms'
    ? ['/', ['round', ['*', ['/', metres, METRES_PER_FATHOM], 10]], 10]
    : metres;
}

/** The depth as label text, written as the interface language writes numbers. */
export function depthText(context: DatasetLayerContext): ExpressionSpecification {
  return [
    'number-format',
    depthValue(context.depthUnit),
    { locale: context.language, 'max-fraction-digits': 1 },
  ];
}

function absoluteUrl(dataUrl: string, origin: string): string {
  return /^https?:\/\//.test(dataUrl) ? dataUrl : `${origin}${dataUrl}`;
}

/** Sources and layers of the dataset, bottom first. */
export function depthLayers(context: DatasetLayerContext): DatasetLayers {
  const { theme } = context;
  const colours = depthAreaColours(theme);
  const areaColour: ExpressionSpecification = [
    'step',
    ['to-number', ['get', 'depth']],
    colours[0]!,
  ];
  DEPTH_AREA_STEPS.slice(1).forEach((step, i) => areaColour.push(step, colours[i + 1]!));
  const line = depthLineColour(theme);
  const text = {
    'text-color': line,
    'text-halo-color': theme.labelHalo,
    'text-halo-width': 1.2,
  };
  return {
    sources: {
      [TILES]: { type: 'vector', tiles: [absoluteUrl(context.dataUrl, context.origin)] },
    },
    layers: [
      {
        role: 'depth-area',
        sourceKey: TILES,
        layer: {
          type: 'fill',
          'source-layer': DEPTH_SOURCE_LAYER,
          minzoom: DEPTH_CURVE_MIN_ZOOM,
          filter: ['==', ['get', 'kind'], 'area'],
          layout: { 'fill-sort-key': ['to-number', ['get', 'depth']] },
          paint: { 'fill-color': areaColour, 'fill-opacity': 0.85 },
        },
      },
      {
        role: 'depth-curve',
        sourceKey: TILES,
        layer: {
          type: 'line',
          'source-layer': DEPTH_SOURCE_LAYER,
          minzoom: DEPTH_CURVE_MIN_ZOOM,
          filter: ['==', ['get', 'kind'], 'curve'],
          paint: {
            'line-color': line,
            'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.5, 12, 1.2],
          },
        },
      },
      {
        role: 'depth-curve-label',
        sourceKey: TILES,
        layer: {
          type: 'symbol',
          'source-layer': DEPTH_SOURCE_LAYER,
          minzoom: DEPTH_NUMBER_MIN_ZOOM,
          filter: ['==', ['get', 'kind'], 'curve'],
          layout: {
            'symbol-placement': 'line',
            'text-field': depthText(context),
            'text-font': [FONT],
            'text-size': 10,
            'symbol-spacing': 300,
          },
          paint: text,
        },
      },
      {
        role: 'depth-number',
        sourceKey: TILES,
        layer: {
          type: 'symbol',
          'source-layer': DEPTH_SOURCE_LAYER,
          minzoom: DEPTH_NUMBER_MIN_ZOOM,
          filter: ['==', ['get', 'kind'], 'sounding'],
          layout: {
            'text-field': depthText(context),
            'text-font': [FONT],
            'text-size': 11,
            'text-padding': 4,
          },
          paint: text,
        },
      },
    ],
  };
}
