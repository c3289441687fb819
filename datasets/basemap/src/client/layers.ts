import type {
  DatasetLayerContext,
  DatasetLayerDescriptor,
  DatasetLayers,
} from '@havkart/datasets-core/client';
import type { MapTheme } from '@havkart/theme';
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { BASEMAP_COASTLINE_MIN_ZOOM, BASEMAP_SOURCE_LAYERS } from '../manifest.js';
import { SEA_NAMES } from './sea-names.js';

/** The label font: the one glyph set our server ships. */
export const LABEL_FONT = 'Noto Sans Regular';

/** Glyph URL template of our own server (labels never load fonts from elsewhere). */
export function glyphsUrl(origin: string): string {
  return `${origin}/fonts/{fontstack}/{range}.pbf`;
}

/** A data URL on our own server made absolute; MapLibre's worker needs absolute tile URLs. */
function absoluteUrl(dataUrl: string, origin: string): string {
  return /^https?:\/\//.test(dataUrl) ? dataUrl : `${origin}${dataUrl}`;
}

/**
 * What a base-map variant draws: "standard" is land, water, the shoreline and every sea
 * name; "simple" is flat, lighter land and water (the theme's plain colours) with only the
 * names of the open seas, so the two look different at any zoom, not only where the
 * shoreline starts.
 */
export interface BasemapLook {
  readonly coastline: boolean;
  /** Draw with the theme's `plainLand`/`plainWater` and name only the open seas. */
  readonly plain: boolean;
}

/** Highest sea-name rank the simple base map draws: the open seas and the Skagerrak. */
const PLAIN_SEA_NAME_RANK = 2;

/** Land and water colours of a look; the map legend shows the same. */
export function basemapColours(
  theme: MapTheme,
  look: BasemapLook,
): { land: string; water: string } {
  return look.plain
    ? { land: theme.plainLand, water: theme.plainWater }
    : { land: theme.land, water: theme.water };
}

const TILES = 'tiles';

function water(colour: string): DatasetLayerDescriptor {
  return {
    role: 'water',
    sourceKey: TILES,
    layer: { type: 'background', paint: { 'background-color': colour } },
  };
}

function landBackground(colour: string): DatasetLayerDescriptor {
  return {
    role: 'land',
    sourceKey: TILES,
    layer: { type: 'background', paint: { 'background-color': colour } },
  };
}

function fill(role: string, sourceLayer: string, colour: string): DatasetLayerDescriptor {
  return {
    role,
    sourceKey: TILES,
    layer: {
      type: 'fill',
      'source-layer': sourceLayer,
      paint: { 'fill-color': colour, 'fill-antialias': true },
    },
  };
}

const coastlineWidth: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['zoom'],
  10,
  0.6,
  14,
  1.4,
  18,
  2.5,
];

function shoreline(theme: MapTheme, sourceLayer: string, minzoom: number): DatasetLayerDescriptor {
  return {
    role: 'coastline',
    sourceKey: TILES,
    layer: {
      type: 'line',
      'source-layer': sourceLayer,
      minzoom,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': theme.coastline, 'line-width': coastlineWidth },
    },
  };
}

function seaNames(theme: MapTheme, look: BasemapLook): DatasetLayerDescriptor {
  // The simple map stops at the open seas' rank; the standard one adds fjords as it zooms in.
  const byZoom: ExpressionSpecification = look.plain
    ? ['step', ['zoom'], 1, 4, PLAIN_SEA_NAME_RANK]
    : ['step', ['zoom'], 1, 4, 2, 5, 3, 6, 4];
  return {
    role: 'sea-names',
    sourceKey: 'sea-names',
    layer: {
      type: 'symbol',
      filter: ['<=', ['get', 'rank'], byZoom],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [LABEL_FONT],
        'text-size': ['interpolate', ['linear'], ['zoom'], 3, 12, 8, 16],
        'text-letter-spacing': 0.15,
        'text-max-width': 8,
      },
      paint: {
        'text-color': theme.label,
        'text-halo-color': theme.labelHalo,
        'text-halo-width': 1.2,
      },
    },
  };
}

/**
 * Layers per tile schema. Our own tiles carry `land` polygons and a `coastline` line; a site
 * pointing `BASEMAP_URL` at OpenMapTiles tiles has `water` polygons over a land-coloured
 * ground; Protomaps tiles have `earth` (land) and `water` polygons.
 */
function schemaLayers(context: DatasetLayerContext, look: BasemapLook): DatasetLayerDescriptor[] {
  const { theme } = context;
  const { land, water: sea } = basemapColours(theme, look);
  switch (context.tileSchema ?? 'havkart') {
    case 'openmaptiles':
      return [
        landBackground(land),
        fill('sea', 'water', sea),
        ...(look.coastline ? [shoreline(theme, 'water', BASEMAP_COASTLINE_MIN_ZOOM)] : []),
      ];
    case 'protomaps':
      return [
        water(sea),
        fill('land', 'earth', land),
        fill('inland-water', 'water', sea),
        ...(look.coastline ? [shoreline(theme, 'earth', BASEMAP_COASTLINE_MIN_ZOOM)] : []),
      ];
    case 'havkart':
      return [
        water(sea),
        fill('land', BASEMAP_SOURCE_LAYERS.land, land),
        ...(look.coastline
          ? [shoreline(theme, BASEMAP_SOURCE_LAYERS.coastline, BASEMAP_COASTLINE_MIN_ZOOM)]
          : []),
      ];
  }
}

/**
 * A base map's sources and layers: a pure function of the theme, the tile schema and the
 * resolved tile URL. The tile zoom range is the catalogue's; the web app sets it on the
 * source, so the client over-zooms the last tiles the server has.
 */
export function basemapLayers(look: BasemapLook) {
  return (context: DatasetLayerContext): DatasetLayers => ({
    sources: {
      [TILES]: { type: 'vector', tiles: [absoluteUrl(context.dataUrl, context.origin)] },
      'sea-names': { type: 'geojson', data: SEA_NAMES },
    },
    layers: [...schemaLayers(context, look), seaNames(context.theme, look)],
  });
}
