// The dataset's static description, shared by the server (TileJSON, attribution) and the
// generator (region, zoom range), so the two cannot drift apart.

import type { DatasetManifest } from '@havkart/datasets-core';

/** Geographic bounds `[west, south, east, north]` in degrees (WGS84 longitude/latitude). */
export type BBox = readonly [west: number, south: number, east: number, north: number];

/** Identifier of a prioritised base map variant; the web app picks one per map style. */
export type BasemapVariantId = 'simple' | 'standard';

/** One way of presenting the base map; both read the same tiles. */
export interface BasemapVariant {
  readonly id: BasemapVariantId;
  /** Lower number = preferred when the client has no preference. */
  readonly priority: number;
  /** Tile source `maxzoom`: highest zoom the client requests; beyond it the client over-zooms. */
  readonly sourceMaxZoom: number;
  /** Highest zoom the map may be zoomed to with this variant. */
  readonly maxZoom: number;
  readonly description: string;
}

/**
 * Region covered by the full-resolution (GSHHG) land and coastline, degrees: Norway's
 * waters from the North Sea to the Barents Sea, plus Svalbard and Jan Mayen up to 81 N.
 * Outside it only the coarser world-wide land exists (z0–5 everywhere, z6+ in tiles that
 * touch the region).
 */
export const BASEMAP_REGION: BBox = [-12.9, 56.6, 50.7, 81];

/** Lowest zoom level stored in the tile file. */
export const BASEMAP_MIN_ZOOM = 0;

/**
 * Highest zoom level stored in the tile file. z13–14 would more than double the committed
 * size for detail GSHHG (shore vertices ~125 m apart) does not have, so the server cuts
 * them from the z12 tiles instead (up to {@link BASEMAP_SERVED_MAX_ZOOM}).
 */
export const BASEMAP_MAX_ZOOM = 12;

/** Highest zoom the server answers with real tiles: the standard source max zoom (spec 02 §9). */
export const BASEMAP_SERVED_MAX_ZOOM = 14;

/** Lowest zoom level whose tiles carry the `coastline` layer. */
export const BASEMAP_COASTLINE_MIN_ZOOM = 10;

/** Names of the vector tile source layers. */
export const BASEMAP_SOURCE_LAYERS = {
  /** Polygons: land (lakes are holes). No properties. */
  land: 'land',
  /**
   * Lines: shorelines from zoom 10. Property `kind`: `'sea'` for the sea coast (including
   * islands) or `'lake'` for lake, lake-island and pond shores.
   */
  coastline: 'coastline',
} as const;

/** Attribution shown on the map wherever these tiles are drawn. */
export const BASEMAP_ATTRIBUTION =
  'Shoreline © GSHHG (Wessel & Smith), LGPL-3.0; Natural Earth (public domain)';

/** The base map dataset's manifest. */
export const basemapManifest = {
  id: 'basemap',
  title: 'Offline base map (land and coastline)',
  format: 'mvt',
  bbox: BASEMAP_REGION,
  minZoom: BASEMAP_MIN_ZOOM,
  maxZoom: BASEMAP_MAX_ZOOM,
  sourceLayers: BASEMAP_SOURCE_LAYERS,
  attribution: BASEMAP_ATTRIBUTION,
  variants: [
    {
      id: 'simple',
      priority: 1,
      sourceMaxZoom: BASEMAP_MAX_ZOOM,
      maxZoom: 12,
      description: 'Land and water only; light enough for slow devices.',
    },
    {
      id: 'standard',
      priority: 2,
      // Zooms 13–14 are cut from the z12 tiles on the server.
      sourceMaxZoom: BASEMAP_SERVED_MAX_ZOOM,
      maxZoom: 14,
      description: 'Land, water and detailed coastline for close-up navigation.',
    },
  ] satisfies readonly BasemapVariant[],
} as const;

/** Type of {@link basemapManifest}. */
export type BasemapManifest = typeof basemapManifest;

/** Fields both base-map datasets share: the same tiles, loaded first, no API key. */
const basemapDataset = {
  group: 'basemaps',
  featureKey: null,
  sources: [{ dataUrl: `/tiles/${basemapManifest.id}/{z}/{x}/{y}.pbf` }],
  baseMap: true,
  // Both have polar tiles (`/tiles/polar/{id}/…`, the polar archive; spec 02 §4, A85).
  polar: true,
  prioritised: true,
  updateMode: 'static',
  accessEnabled: true,
  needsApiKey: false,
  demoData: false,
} as const;

/**
 * The standard base map (spec: source max zoom 14): land, water and the detailed coastline.
 * It keeps the id `basemap`, which also names the tile route both base maps read. The
 * embedded archive ends at 12 and the server cuts 13–14 from it; where a site's own tiles
 * stop below 14 the client over-zooms the last ones. The catalogue says how far the tiles
 * go (`tileMaxZoom`).
 */
export const manifest: DatasetManifest = {
  ...basemapDataset,
  id: basemapManifest.id,
  name: { 'nb-NO': 'Standard bakgrunnskart', 'en-US': 'Standard base map' },
  zoom: { min: BASEMAP_MIN_ZOOM, max: 14 },
  enabledByDefault: true,
};

/** The simple base map (spec: source max zoom 12): land and water, light for slow devices. */
export const simpleManifest: DatasetManifest = {
  ...basemapDataset,
  id: 'basemap-simple',
  name: { 'nb-NO': 'Enkelt bakgrunnskart', 'en-US': 'Simple base map' },
  zoom: { min: BASEMAP_MIN_ZOOM, max: 12 },
  enabledByDefault: false,
};
