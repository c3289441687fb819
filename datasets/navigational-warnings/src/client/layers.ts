// Warnings on the map: areas filled lightly and outlined dashed, lines dashed, points as
// rings; one warning colour, dimmer at night. Pure functions of the theme, validated with the
// style spec in tests.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import type { FilterSpecification } from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';

const DATA = 'warnings';

/** Fill opacity of warning areas: the sea and what lies in it stay readable. */
export const WARNING_FILL_OPACITY = 0.2;

/** The warning colour per look: a chart-style magenta by day, a dimmer one by night. */
export function warningColour(theme: MapTheme): string {
  return relativeLuminance(theme.water) < 0.1 ? '#b04a8f' : '#d0198f';
}

/** Filters by geometry; the multi types count with their single ones. */
const isType = (...types: string[]): FilterSpecification => [
  'in',
  ['geometry-type'],
  ['literal', types],
];
export const AREA_FILTER = isType('Polygon', 'MultiPolygon');
export const LINE_FILTER = isType('LineString', 'MultiLineString');
export const POINT_FILTER = isType('Point', 'MultiPoint');

/** Sources and layers of the dataset, bottom first. */
export function warningLayers(context: DatasetLayerContext): DatasetLayers {
  const colour = warningColour(context.theme);
  const layers: DatasetLayerDescriptor[] = [
    {
      role: 'warning-area',
      sourceKey: DATA,
      interactive: true,
      layer: {
        type: 'fill',
        filter: AREA_FILTER,
        paint: { 'fill-color': colour, 'fill-opacity': WARNING_FILL_OPACITY },
      },
    },
    {
      role: 'warning-area-outline',
      sourceKey: DATA,
      layer: {
        type: 'line',
        filter: AREA_FILTER,
        paint: { 'line-color': colour, 'line-width': 2, 'line-dasharray': [3, 2] },
      },
    },
    {
      role: 'warning-line',
      sourceKey: DATA,
      interactive: true,
      layer: {
        type: 'line',
        filter: LINE_FILTER,
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': colour, 'line-width': 3.5, 'line-dasharray': [2, 1.5] },
      },
    },
    {
      role: 'warning-point',
      sourceKey: DATA,
      interactive: true,
      layer: {
        type: 'circle',
        filter: POINT_FILTER,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 5, 10, 9],
          'circle-color': colour,
          'circle-opacity': 0.35,
          'circle-stroke-color': colour,
          'circle-stroke-width': 2.5,
        },
      },
    },
  ];
  return { sources: { [DATA]: { type: 'geojson', data: context.dataUrl } }, layers };
}
