// Region datasets on the map: areas filled lightly and outlined in the dataset's colour,
// police districts outlined with their names, maritime boundaries as dashed lines and the
// firing-range danger zone filled at 0.2 in its `farge` colour (spec 02 §9). Pure functions
// of the theme; colours dimmer at night.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
  DatasetLayerFactory,
} from '@havkart/datasets-core/client';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';
import { FIRING_RANGE_FILL_OPACITY, type FiringRangeColour } from '../firing-range.js';
import {
  FIRING_RANGE_ID,
  MARITIME_BOUNDARIES_ID,
  POLICE_DISTRICTS_ID,
  PROTECTED_AREAS_ID,
  VHF_COVERAGE_ID,
  VTS_AREAS_ID,
} from '../manifest.js';

const DATA = 'regions';
const FONT = 'Noto Sans Regular';

/** Fill opacity of the plain areas: light enough to read the chart through several at once. */
export const REGION_FILL_OPACITY = 0.1;

const isNight = (theme: MapTheme) => relativeLuminance(theme.water) < 0.1;

/** The colour each area dataset is drawn in, per look. */
export function regionColour(theme: MapTheme, datasetId: string): string {
  const night = isNight(theme);
  switch (datasetId) {
    case POLICE_DISTRICTS_ID:
      return night ? '#7d8fb0' : '#1c3f8c';
    case PROTECTED_AREAS_ID:
      return night ? '#6f9a6a' : '#2b8a3e';
    case VTS_AREAS_ID:
      return night ? '#a08a5a' : '#e67700';
    case VHF_COVERAGE_ID:
      return night ? '#6a8fa0' : '#0b7285';
    default:
      return night ? '#a07a9a' : '#862e9c';
  }
}

/** Colours of the firing-range danger zone by its `farge` class, per look. */
export function firingRangeColours(theme: MapTheme): Record<FiringRangeColour, string> {
  return isNight(theme)
    ? { green: '#5a8f5a', yellow: '#a8983a', red: '#b04848' }
    : { green: '#2f9e44', yellow: '#f2c200', red: '#e03131' };
}

function area(theme: MapTheme, datasetId: string): DatasetLayerDescriptor[] {
  const colour = regionColour(theme, datasetId);
  return [
    {
      role: 'area-fill',
      sourceKey: DATA,
      interactive: true,
      layer: { type: 'fill', paint: { 'fill-color': colour, 'fill-opacity': REGION_FILL_OPACITY } },
    },
    {
      role: 'area-outline',
      sourceKey: DATA,
      layer: { type: 'line', paint: { 'line-color': colour, 'line-width': 1.5 } },
    },
  ];
}

function policeDistricts(theme: MapTheme): DatasetLayerDescriptor[] {
  const colour = regionColour(theme, POLICE_DISTRICTS_ID);
  return [
    {
      role: 'district-fill',
      sourceKey: DATA,
      interactive: true,
      // Nearly clear: a district is read by its border, but a click inside still picks it.
      layer: { type: 'fill', paint: { 'fill-color': colour, 'fill-opacity': 0.04 } },
    },
    {
      role: 'district-border',
      sourceKey: DATA,
      layer: { type: 'line', paint: { 'line-color': colour, 'line-width': 2 } },
    },
    {
      role: 'district-label',
      sourceKey: DATA,
      layer: {
        type: 'symbol',
        layout: { 'text-field': ['get', 'name'], 'text-font': [FONT], 'text-size': 13 },
        paint: { 'text-color': colour, 'text-halo-color': theme.labelHalo, 'text-halo-width': 1.5 },
      },
    },
  ];
}

function maritimeBoundaries(theme: MapTheme): DatasetLayerDescriptor[] {
  return [
    {
      role: 'boundary-line',
      sourceKey: DATA,
      interactive: true,
      layer: {
        type: 'line',
        paint: {
          'line-color': regionColour(theme, MARITIME_BOUNDARIES_ID),
          'line-width': 2,
          'line-dasharray': [4, 2],
        },
      },
    },
  ];
}

function firingRange(theme: MapTheme): DatasetLayerDescriptor[] {
  const c = firingRangeColours(theme);
  const colour: ExpressionSpecification = [
    'match',
    ['get', 'colour'],
    'green',
    c.green,
    'yellow',
    c.yellow,
    c.red,
  ];
  return [
    {
      role: 'danger-zone-fill',
      sourceKey: DATA,
      layer: {
        type: 'fill',
        paint: { 'fill-color': colour, 'fill-opacity': FIRING_RANGE_FILL_OPACITY },
      },
    },
    {
      role: 'danger-zone-outline',
      sourceKey: DATA,
      layer: { type: 'line', paint: { 'line-color': colour, 'line-width': 1 } },
    },
  ];
}

/** The layer factory of one region dataset. */
export function regionLayers(datasetId: string): DatasetLayerFactory {
  return (context: DatasetLayerContext): DatasetLayers => {
    const { theme } = context;
    const layers =
      datasetId === POLICE_DISTRICTS_ID
        ? policeDistricts(theme)
        : datasetId === MARITIME_BOUNDARIES_ID
          ? maritimeBoundaries(theme)
          : datasetId === FIRING_RANGE_ID
            ? firingRange(theme)
            : area(theme, datasetId);
    return { sources: { [DATA]: { type: 'geojson', data: context.dataUrl } }, layers };
  };
}
