// Vector tiles cut on demand from a dataset's GeoJSON, with the same tiler as the base-map
// generator (geojson-vt, encoded by vt-pbf), cached by bytes.
import GeoJSONVT from 'geojson-vt';
import type { FeatureCollection } from 'geojson';
import { fromGeojsonVt } from 'vt-pbf';
import { ByteLruCache } from './lru.js';
import { inTileGrid, tileResult, type TileResult } from './tile.js';
import type { DatasetTileSource } from './part.js';

/** Tile extent and clip buffer, tile units: the usual MVT values for point and line data. */
export const GEOJSON_TILE_EXTENT = 4096;
export const GEOJSON_TILE_BUFFER = 64;

/** A cached "no tile" still costs a map entry; rough per-entry overhead, bytes. */
const ENTRY_OVERHEAD_BYTES = 96;

export interface GeoJsonTileOptions {
  /** Source layer name inside each tile; the dataset id. */
  readonly layer: string;
  /** Zoom range tiles are answered for (the dataset's). */
  readonly minZoom: number;
  readonly maxZoom: number;
  /** Cache budget, bytes; 0 disables the cache. */
  readonly cacheBytes: number;
}

/**
 * Tiles of a GeoJSON dataset whose data may change: `setData` rebuilds the index and drops
 * the cache, so a tile never mixes two versions. The index is built lazily on the first tile
 * request after a change.
 */
export interface GeoJsonTiles extends DatasetTileSource {
  setData(collection: FeatureCollection): void;
}

export function createGeoJsonTiles(options: GeoJsonTileOptions): GeoJsonTiles {
  const cache = new ByteLruCache<string, TileResult | null>(options.cacheBytes);
  let data: FeatureCollection = { type: 'FeatureCollection', features: [] };
  let index: GeoJSONVT | null = null;

  return {
    minZoom: options.minZoom,
    maxZoom: options.maxZoom,
    setData(collection) {
      data = collection;
      index = null;
      cache.clear();
    },
    getTile(z, x, y) {
      if (!inTileGrid(z, x, y) || z < options.minZoom || z > options.maxZoom) return null;
      const key = `${z}/${x}/${y}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      index ??= new GeoJSONVT(data, {
        maxZoom: options.maxZoom,
        extent: GEOJSON_TILE_EXTENT,
        buffer: GEOJSON_TILE_BUFFER,
      });
      const features = index.getTile(z, x, y)?.features ?? [];
      const tile = features.length
        ? tileResult(
            fromGeojsonVt(
              { [options.layer]: { features } },
              { version: 2, extent: GEOJSON_TILE_EXTENT },
            ),
          )
        : null;
      cache.set(key, tile, (tile?.data.length ?? 0) + ENTRY_OVERHEAD_BYTES);
      return tile;
    },
  };
}
