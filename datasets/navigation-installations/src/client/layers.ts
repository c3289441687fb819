// Layers of the navigation installations: sector arcs under the light markers, fixed and
// floating seamarks on top. Pure functions of the theme, so tests validate them with the
// style spec and evaluate their filters against the rules of spec 02 §3 and §5.
import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import type {
  ExpressionSpecification,
  FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { relativeLuminance, type MapTheme } from '@havkart/theme';
import type { LIGHT_COLOURS } from '../manifest.js';
import {
  FLOODLIGHT_CLASSIFICATION,
  INSTALLATION_KINDS,
  NAVIGATION_INSTALLATIONS_ID,
  SEAMARK_MIN_ZOOM,
} from '../manifest.js';

const DATA = 'installations';
const SOURCE_LAYER = NAVIGATION_INSTALLATIONS_ID;

/** Chart colours of lights per look: night ones dimmer, to keep night vision. */
export function lightPalette(theme: MapTheme): Record<keyof typeof LIGHT_COLOURS, string> {
  const night = relativeLuminance(theme.water) < 0.1;
  return night
    ? { 1: '#c9c3a0', 2: '#b3423a', 3: '#b59a2a', 4: '#3f8f4f' }
    : { 1: '#f7e35c', 2: '#d7261e', 3: '#f2b705', 4: '#16a34a' };
}

/** Colour of an extinguished light: grey, so it reads as out of service. */
export function extinguishedColour(theme: MapTheme): string {
  return relativeLuminance(theme.water) < 0.1 ? '#5d625a' : '#8a8f94';
}

/** `lightcolour` as a colour; codes outside 1–4 never reach it (see {@link LIGHT_FILTER}). */
function colourByCode(theme: MapTheme): ExpressionSpecification {
  const palette = lightPalette(theme);
  return [
    'match',
    ['get', 'lightcolour'],
    1,
    palette[1],
    2,
    palette[2],
    3,
    palette[3],
    4,
    palette[4],
    extinguishedColour(theme),
  ];
}

const LIT: ExpressionSpecification = ['!=', ['get', 'isextinguished'], true];

/**
 * The light rule (spec 02 §5): a colour code 1–4 and not a floodlight. Shared by the light
 * markers and the sectors, so a sector is never drawn for a light that is not.
 */
export const LIGHT_RULE: ExpressionSpecification = [
  'all',
  ['in', ['get', 'lightcolour'], ['literal', [1, 2, 3, 4]]],
  ['!=', ['get', 'lightclassification'], FLOODLIGHT_CLASSIFICATION],
];

export const LIGHT_FILTER: FilterSpecification = [
  'all',
  ['==', ['get', 'shape'], 'mark'],
  ['==', ['get', 'kind'], INSTALLATION_KINDS.light],
  LIGHT_RULE,
];

/** Sectors of lit lights only: an extinguished light shows no sector colours. */
export const SECTOR_FILTER: FilterSpecification = [
  'all',
  ['==', ['get', 'shape'], 'sector'],
  LIGHT_RULE,
  LIT,
];

function descriptor(
  role: string,
  layer: DatasetLayerDescriptor['layer'],
  interactive = true,
): DatasetLayerDescriptor {
  return { role, sourceKey: DATA, interactive, layer };
}

function sectors(theme: MapTheme): DatasetLayerDescriptor[] {
  const common = { 'source-layer': SOURCE_LAYER, minzoom: SEAMARK_MIN_ZOOM, filter: SECTOR_FILTER };
  return [
    // A dark casing so white and yellow sectors stand out over pale water.
    descriptor(
      'light-sector-casing',
      {
        type: 'line',
        ...common,
        paint: { 'line-color': theme.coastline, 'line-width': 6, 'line-opacity': 0.6 },
        layout: { 'line-cap': 'butt' },
      },
      false,
    ),
    descriptor('light-sectors', {
      type: 'line',
      ...common,
      paint: { 'line-color': colourByCode(theme), 'line-width': 4 },
      layout: { 'line-cap': 'butt' },
    }),
  ];
}

function lights(theme: MapTheme): DatasetLayerDescriptor {
  return descriptor('lights', {
    type: 'circle',
    'source-layer': SOURCE_LAYER,
    minzoom: SEAMARK_MIN_ZOOM,
    filter: LIGHT_FILTER,
    paint: {
      'circle-radius': 6,
      'circle-color': ['case', LIT, colourByCode(theme), extinguishedColour(theme)],
      'circle-stroke-color': theme.coastline,
      'circle-stroke-width': 1.5,
    },
  });
}

function seamarks(theme: MapTheme, kind: 'fixed' | 'floating'): DatasetLayerDescriptor {
  return descriptor(kind === 'fixed' ? 'fixed-seamarks' : 'floating-seamarks', {
    type: 'circle',
    'source-layer': SOURCE_LAYER,
    minzoom: SEAMARK_MIN_ZOOM,
    filter: [
      'all',
      ['==', ['get', 'shape'], 'mark'],
      ['==', ['get', 'kind'], INSTALLATION_KINDS[kind]],
    ],
    paint: {
      'circle-radius': kind === 'fixed' ? 4 : 5,
      // Fixed marks solid, floating ones hollow: told apart without a legend.
      'circle-color': kind === 'fixed' ? theme.label : theme.labelHalo,
      'circle-stroke-color': theme.label,
      'circle-stroke-width': kind === 'fixed' ? 1 : 2,
    },
  });
}

/** Whether the data URL is a vector-tile template rather than a GeoJSON document. */
function isTileTemplate(url: string): boolean {
  return url.includes('{z}');
}

/** A layer reading the GeoJSON document: the same layer without a tile source layer. */
function onGeoJson({ layer, ...rest }: DatasetLayerDescriptor): DatasetLayerDescriptor {
  if (!('source-layer' in layer)) return { layer, ...rest };
  const { 'source-layer': _tileLayer, ...plain } = layer;
  return { layer: plain as DatasetLayerDescriptor['layer'], ...rest };
}

/**
 * Sources and layers of the dataset, bottom first. The data comes as GeoJSON (the web app
 * then finds a routed feature in it) or, where a site points the source at the tiles, as
 * vector tiles with the same properties.
 */
export function navigationInstallationLayers(context: DatasetLayerContext): DatasetLayers {
  const url = /^https?:\/\//.test(context.dataUrl)
    ? context.dataUrl
    : `${context.origin}${context.dataUrl}`;
  const layers = [
    ...sectors(context.theme),
    lights(context.theme),
    seamarks(context.theme, 'fixed'),
    seamarks(context.theme, 'floating'),
  ];
  if (isTileTemplate(context.dataUrl)) {
    return { sources: { [DATA]: { type: 'vector', tiles: [url] } }, layers };
  }
  return {
    sources: { [DATA]: { type: 'geojson', data: context.dataUrl } },
    layers: layers.map(onGeoJson),
  };
}
