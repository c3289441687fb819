import {
  BASEMAP_COASTLINE_MIN_ZOOM,
  BASEMAP_SOURCE_LAYERS,
  basemapManifest,
} from '@havkart/dataset-basemap';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { SEA_NAMES } from './sea-names.js';
import type { MapTheme } from './theme.js';

/** The dataset id of the base map; layer ids derive from it. */
export const BASEMAP_ID = basemapManifest.id;

/** The label font: the one glyph set our server ships. */
export const LABEL_FONT = 'Noto Sans Regular';

/** The zoom from which the full-resolution coastline is drawn over the land polygons. */
export const COASTLINE_MIN_ZOOM = BASEMAP_COASTLINE_MIN_ZOOM;

export interface BasemapStyleOptions {
  theme: MapTheme;
  /** Origin of our server, e.g. `http://localhost:8080`; tile and glyph URLs hang off it. */
  origin: string;
  /** Highest zoom the tile source holds; MapLibre over-zooms beyond it. */
  sourceMaxZoom: number;
  /** Attribution shown in the map's attribution control. */
  attribution: string;
}

/** Layer ids are derived, never typed by hand: `${datasetId}:${role}`. */
export function layerId(datasetId: string, role: string): string {
  return `${datasetId}:${role}`;
}

function layers(theme: MapTheme): LayerSpecification[] {
  const source = BASEMAP_ID;
  return [
    {
      id: layerId(source, 'water'),
      type: 'background',
      paint: { 'background-color': theme.water },
    },
    {
      id: layerId(source, 'land'),
      type: 'fill',
      source,
      'source-layer': BASEMAP_SOURCE_LAYERS.land,
      paint: { 'fill-color': theme.land, 'fill-antialias': true },
    },
    {
      id: layerId(source, 'coastline'),
      type: 'line',
      source,
      'source-layer': BASEMAP_SOURCE_LAYERS.coastline,
      minzoom: COASTLINE_MIN_ZOOM,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': theme.coastline,
        'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.6, 14, 1.4, 18, 2.5],
      },
    },
    {
      id: layerId('seanames', 'label'),
      type: 'symbol',
      source: 'seanames',
      filter: ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 4, 2, 5, 3, 6, 4]],
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
  ];
}

/**
 * The base-map style as a pure function of a theme: the same tiles drawn in day or night
 * colours. The tile source is separate from the layers so the "simple" and "standard"
 * variants differ only in the source's maximum zoom.
 */
export function basemapStyle(options: BasemapStyleOptions): StyleSpecification {
  return {
    version: 8,
    name: 'Havkart base map',
    glyphs: `${options.origin}/fonts/{fontstack}/{range}.pbf`,
    sources: {
      [BASEMAP_ID]: {
        type: 'vector',
        tiles: [`${options.origin}/tiles/basemap/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: options.sourceMaxZoom,
        attribution: options.attribution,
      },
      seanames: { type: 'geojson', data: SEA_NAMES },
    },
    layers: layers(options.theme),
  };
}
