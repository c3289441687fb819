// Raster base maps served through our own server (spec 02 §7, §9): Kartverket's national
// map and nautical chart, and aerial imagery. Each joins the base-map choice; their tiles are
// requested without the API key (R14.36), 256 pixels square (R14.35).
import type { DatasetManifest } from '@havkart/datasets-core';

export const NATIONAL_MAP_ID = 'nationalmap';
export const NAUTICAL_CHART_ID = 'nauticalchart';
export const AERIAL_ID = 'aerial';

/** Side of a raster tile, pixels (R14.35). */
export const RASTER_TILE_SIZE = 256;

/** Deepest zoom the raster tiles are asked for; the map enlarges them past it. */
export const RASTER_MAX_ZOOM = 18;

/** Where the aerial imagery token comes from (spec 01 §7): appended as `?token=`. */
export const AERIAL_TOKEN_PATH = '/api/v1/proxy/token';

function rasterManifest(
  id: string,
  name: DatasetManifest['name'],
  format: 'png' | 'jpg',
): DatasetManifest {
  return {
    id,
    group: 'basemaps',
    name,
    featureKey: null,
    sources: [{ dataUrl: `/tiles/${id}/{z}/{x}/{y}.${format}` }],
    baseMap: true,
    polar: false,
    zoom: { min: 0, max: RASTER_MAX_ZOOM },
    prioritised: false,
    updateMode: 'static',
    enabledByDefault: false,
    accessEnabled: true,
    needsApiKey: false,
    demoData: true,
  };
}

export const nationalMapManifest = rasterManifest(
  NATIONAL_MAP_ID,
  { 'nb-NO': 'Norgeskart', 'en-US': 'National map' },
  'png',
);

export const nauticalChartManifest = rasterManifest(
  NAUTICAL_CHART_ID,
  { 'nb-NO': 'Sjøkart', 'en-US': 'Nautical chart' },
  'png',
);

export const aerialManifest = rasterManifest(
  AERIAL_ID,
  { 'nb-NO': 'Flyfoto', 'en-US': 'Aerial imagery' },
  'jpg',
);

export const rasterManifests: readonly DatasetManifest[] = [
  nationalMapManifest,
  nauticalChartManifest,
  aerialManifest,
];
