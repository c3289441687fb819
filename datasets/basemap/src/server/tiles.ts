// Serves the committed MBTiles file. Reads are synchronous SQLite point lookups (tens of
// microseconds), so a request handler can call getTile inline; nothing is indexed at
// start-up, opening costs one metadata query.
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { BBox } from '../manifest.js';
import { ByteLruCache, tileEtag, type TileResult } from '@havkart/datasets-core/server';
import { overzoomTile } from './overzoom.js';

export type { TileResult };

/** Parsed `metadata` table of the tile file. */
export interface BasemapTilesMetadata {
  readonly name: string;
  /** Tile format as stored: `pbf` (gzip-compressed MVT). */
  readonly format: string;
  /** Area with tiles, degrees `[west, south, east, north]`. */
  readonly bounds: BBox;
  readonly minZoom: number;
  readonly maxZoom: number;
  readonly attribution: string;
  /** TileJSON `vector_layers` (source layer ids, fields and zoom ranges). */
  readonly vectorLayers: readonly {
    id: string;
    fields: Record<string, string>;
    minzoom: number;
    maxzoom: number;
  }[];
  /** Every metadata row, unparsed. */
  readonly raw: Readonly<Record<string, string>>;
}

/** An open tile file. */
export interface BasemapTiles {
  /**
   * The tile at XYZ coordinates (y counted from the north, as in web map URLs), or null when
   * the coordinates are out of range, not integers, or there is no tile (open sea: answer
   * 204 No Content).
   */
  getTile(z: number, x: number, y: number): TileResult | null;
  readonly metadata: BasemapTilesMetadata;
  /** Highest zoom getTile answers: the file's own, or higher with over-zoom. */
  readonly servedMaxZoom: number;
  /** Closes the database; getTile must not be called afterwards. */
  close(): void;
}

/** Options for {@link openBasemapTiles}. */
export interface OpenBasemapTilesOptions {
  /** In-memory tile cache budget, bytes (default 64 MiB; 0 disables the cache). */
  readonly cacheBytes?: number;
  /**
   * Highest zoom served: zooms above the file's own are cut from its last stored zoom
   * (server over-zoom). Default: the file's highest zoom, nothing cut.
   */
  readonly overzoomTo?: number;
}

/** Default in-memory tile cache budget, bytes. */
export const DEFAULT_TILE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Absolute path of the committed tile file. This module sits two levels below the package
 * root both as `src/server/tiles.ts` and as `dist/server/tiles.js`, so one relative URL
 * works for both.
 */
export const DEFAULT_BASEMAP_PATH = fileURLToPath(
  new URL('../../data/basemap.mbtiles', import.meta.url),
);

/** Absolute path of the committed polar tile file (generate/build-polar.ts). */
export const DEFAULT_POLAR_BASEMAP_PATH = fileURLToPath(
  new URL('../../data/basemap-polar.mbtiles', import.meta.url),
);

// A cached "no tile" still costs a map entry; this is a rough per-entry overhead, bytes.
const ENTRY_OVERHEAD_BYTES = 96;

function parseMetadata(raw: Record<string, string>): BasemapTilesMetadata {
  const bounds = (raw['bounds'] ?? '-180,-85.0511,180,85.0511').split(',').map(Number);
  const json = raw['json']
    ? (JSON.parse(raw['json']) as { vector_layers?: BasemapTilesMetadata['vectorLayers'] })
    : {};
  return {
    name: raw['name'] ?? '',
    format: raw['format'] ?? 'pbf',
    bounds: [bounds[0] ?? -180, bounds[1] ?? -85.0511, bounds[2] ?? 180, bounds[3] ?? 85.0511],
    minZoom: Number(raw['minzoom'] ?? 0),
    maxZoom: Number(raw['maxzoom'] ?? 22),
    attribution: raw['attribution'] ?? '',
    vectorLayers: json.vector_layers ?? [],
    raw,
  };
}

/**
 * Opens an MBTiles file read-only.
 * @param path tile file (default: the committed `data/basemap.mbtiles`).
 * @throws when the file does not exist or is not an MBTiles database.
 */
export function openBasemapTiles(
  path: string | URL = DEFAULT_BASEMAP_PATH,
  options: OpenBasemapTilesOptions = {},
): BasemapTiles {
  const file = path instanceof URL ? fileURLToPath(path) : path;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT name, value FROM metadata').all() as {
      name: string;
      value: string;
    }[];
    const metadata = parseMetadata(Object.fromEntries(rows.map((r) => [r.name, r.value])));
    const select = db
      .prepare(
        'SELECT tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?',
      )
      .pluck();
    const cache = new ByteLruCache<number, TileResult | null>(
      options.cacheBytes ?? DEFAULT_TILE_CACHE_BYTES,
    );

    const stored = metadata.maxZoom;
    const served = Math.max(stored, options.overzoomTo ?? stored);

    const getTile = (z: number, x: number, y: number): TileResult | null => {
      if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return null;
      if (z < metadata.minZoom || z > served || z > 24) return null;
      const n = 2 ** z;
      if (x < 0 || y < 0 || x >= n || y >= n) return null;
      // Tiles of all lower zooms come first; exact in a double for z ≤ 24.
      const key = (n * n - 1) / 3 + y * n + x;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      let tile: TileResult | null;
      if (z > stored) {
        // Cut from the stored ancestor; no ancestor (open sea) means no tile either.
        const dz = z - stored;
        const parent = getTile(stored, x >> dz, y >> dz);
        const size = 2 ** dz;
        const data = parent ? overzoomTile(parent.data, dz, x % size, y % size) : null;
        tile = data ? { data, etag: tileEtag(data) } : null;
      } else {
        // MBTiles rows count from the south (TMS).
        const data = select.get(z, x, n - 1 - y) as Buffer | undefined;
        tile = data ? { data, etag: tileEtag(data) } : null;
      }
      cache.set(key, tile, (tile?.data.length ?? 0) + ENTRY_OVERHEAD_BYTES);
      return tile;
    };

    return {
      getTile,
      metadata,
      servedMaxZoom: served,
      close: () => db.close(),
    };
  } catch (err) {
    db.close();
    throw err;
  }
}
