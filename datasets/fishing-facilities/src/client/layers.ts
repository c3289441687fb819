// Gear on the map: lines for nets and lines, circles for gear reported at one point,
// coloured by tool type; lost gear in the warning colour, dashed. The tool-type filter
// (R24.25) is applied on the map, from the active-filter body. Pure, validated with the
// style spec in tests.
import type { DatasetLayerContext, DatasetLayers } from '@havkart/datasets-core/client';
import { TOOL_TYPES, type ToolType } from '@havkart/domain';
import type {
  ExpressionSpecification,
  FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { FISHING_FACILITY_ID, LOST_FISHING_FACILITY_ID } from '../manifest.js';

const DATA = 'gear';

/** Key of the tool-type filter in the active-filter body. */
export const TOOL_TYPE_FILTER_KEY = 'toolTypes';

/**
 * One colour per tool type, told apart on both the day and the night chart: nets and lines
 * in strong hues, cables and sensors in cooler ones, unknown grey.
 */
export const TOOL_COLOURS: Readonly<Record<ToolType, string>> = {
  nets: '#d62728',
  longline: '#ff7f0e',
  crabpot: '#8c564b',
  danishPurseSeine: '#e377c2',
  generic: '#bcbd22',
  mooringSystem: '#7f7f7f',
  seismicSurveys: '#9467bd',
  sensorBuoy: '#17becf',
  sensorCable: '#1f77b4',
  plannedCableLaying: '#2ca02c',
  unprotectedCable: '#393b79',
  unknown: '#a0a0a0',
};

/** Lost gear: one warning colour whatever its type, so it stands out from gear in use. */
export const LOST_COLOUR = '#c00000';

const TYPE_COLOUR = [
  'match',
  ['get', 'toolType'],
  ...TOOL_TYPES.filter((t) => t !== 'unknown').flatMap((t) => [t, TOOL_COLOURS[t]]),
  TOOL_COLOURS.unknown,
] as unknown as ExpressionSpecification;

/** The tool types the filter keeps; null when it keeps every type. */
export function selectedToolTypes(
  filters: Readonly<Record<string, unknown>> | undefined,
): ToolType[] | null {
  const value = filters?.[TOOL_TYPE_FILTER_KEY];
  if (!Array.isArray(value)) return null;
  return value.filter((t): t is ToolType => (TOOL_TYPES as readonly string[]).includes(t));
}

function typeFilter(types: ToolType[] | null): FilterSpecification[] {
  return types ? [['in', ['get', 'toolType'], ['literal', types]]] : [];
}

const isLine: FilterSpecification = [
  'in',
  ['geometry-type'],
  ['literal', ['LineString', 'MultiLineString']],
];
const isPoint: FilterSpecification = [
  'in',
  ['geometry-type'],
  ['literal', ['Point', 'MultiPoint']],
];

const all = (...filters: FilterSpecification[]): FilterSpecification =>
  filters.length === 1 ? filters[0]! : (['all', ...filters] as FilterSpecification);

function gearLayers(context: DatasetLayerContext, lost: boolean): DatasetLayers {
  const url = /^https?:\/\//.test(context.dataUrl)
    ? context.dataUrl
    : `${context.origin}${context.dataUrl}`;
  const tiled = context.dataUrl.includes('{z}');
  const sourceLayer = tiled
    ? { 'source-layer': lost ? LOST_FISHING_FACILITY_ID : FISHING_FACILITY_ID }
    : {};
  const types = typeFilter(selectedToolTypes(context.filters));
  const colour = lost ? LOST_COLOUR : TYPE_COLOUR;
  return {
    sources: {
      [DATA]: tiled ? { type: 'vector', tiles: [url] } : { type: 'geojson', data: url },
    },
    layers: [
      {
        role: 'gear-line',
        sourceKey: DATA,
        interactive: true,
        layer: {
          type: 'line',
          ...sourceLayer,
          filter: all(isLine, ...types),
          paint: {
            'line-color': colour,
            'line-width': ['interpolate', ['linear'], ['zoom'], 5, 1.5, 12, 4],
            ...(lost ? { 'line-dasharray': [2, 1] } : {}),
          },
        },
      },
      {
        role: 'gear-point',
        sourceKey: DATA,
        interactive: true,
        layer: {
          type: 'circle',
          ...sourceLayer,
          filter: all(isPoint, ...types),
          paint: {
            'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, 3, 12, 6],
            'circle-color': lost ? context.theme.labelHalo : colour,
            'circle-stroke-color': colour,
            'circle-stroke-width': lost ? 2.5 : 1,
          },
        },
      },
    ],
  };
}

export const fishingFacilityLayers = (context: DatasetLayerContext) => gearLayers(context, false);
export const lostFishingFacilityLayers = (context: DatasetLayerContext) =>
  gearLayers(context, true);
