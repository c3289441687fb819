// A vector-tile source outside Havkart, served through our own tile route: a PMTiles v3
// archive (a local file or an http(s) URL read by byte ranges) or an MVT `{z}/{x}/{y}` URL.
// Tiles are gzip-compressed for the client and cached by bytes.
import { open, type FileHandle } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Compression, FetchSource, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { ByteLruCache } from './lru.js';
import type { DatasetTileSource, TileSchema } from './part.js';
import { inTileGrid, tileResult, type TileResult } from './tile.js';

export interface ExternalTiles extends DatasetTileSource {
  /** Layer schema of the tiles: named by the site, else recognised from the layer names. */
  readonly schema: TileSchema;
  close(): Promise<void>;
}

export interface ExternalTilesOptions {
  /** PMTiles file path or URL, or an MVT URL template with `{z}`, `{x}` and `{y}`. */
  readonly location: string;
  /** Schema named by the site; recognised from a PMTiles archive's metadata when absent. */
  readonly schema?: TileSchema;
  /** Zoom range of a URL template (a PMTiles archive says its own). */
  readonly minZoom?: number;
  readonly maxZoom?: number;
  readonly cacheBytes: number;
  readonly fetch?: typeof fetch;
}

/** Reads a local PMTiles archive by byte ranges. */
class NodeFileSource implements Source {
  private constructor(
    private readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  static async open(path: string): Promise<NodeFileSource> {
    return new NodeFileSource(path, await open(path, 'r'));
  }

  getKey(): string {
    return this.path;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.handle.read(buffer, 0, length, offset);
    const bytes = buffer.subarray(0, bytesRead);
    return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytesRead) };
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

async function decompress(data: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  const bytes = new Uint8Array(data);
  let out: Uint8Array;
  if (compression === Compression.None || compression === Compression.Unknown) return data;
  if (compression === Compression.Gzip) out = gunzipSync(bytes);
  else if (compression === Compression.Brotli) out = brotliDecompressSync(bytes);
  else throw new Error('PMTiles archive uses zstd compression, which is not supported');
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
}

/** The schema a tile set's layer names belong to. */
export function recogniseTileSchema(layerIds: readonly string[]): TileSchema | null {
  const has = (...ids: string[]) => ids.every((id) => layerIds.includes(id));
  if (has('land', 'coastline')) return 'havkart';
  if (has('earth') || has('roads', 'places')) return 'protomaps';
  if (has('water', 'transportation') || has('water', 'landcover', 'place')) return 'openmaptiles';
  return null;
}

const ENTRY_OVERHEAD_BYTES = 96;

function isTemplate(location: string): boolean {
  return location.includes('{z}') && location.includes('{x}') && location.includes('{y}');
}

async function openPmtiles(options: ExternalTilesOptions): Promise<ExternalTiles> {
  const { location } = options;
  const remote = /^https?:\/\//.test(location);
  const file = remote ? null : await NodeFileSource.open(location.replace(/^file:\/\//, ''));
  const archive = new PMTiles(file ?? new FetchSource(location), undefined, decompress);
  try {
    const header = await archive.getHeader();
    if (header.tileType !== 1) {
      throw new Error(
        `PMTiles archive ${location} holds no vector tiles (type ${header.tileType})`,
      );
    }
    const metadata = (await archive.getMetadata()) as { vector_layers?: { id: string }[] };
    const layerIds = (metadata.vector_layers ?? []).map((layer) => layer.id);
    const schema = options.schema ?? recogniseTileSchema(layerIds);
    if (!schema) {
      throw new Error(
        `PMTiles archive ${location} has layers ${layerIds.join(', ') || '(none)'}, which are neither the OpenMapTiles nor the Protomaps schema; name it in BASEMAP_SCHEMA`,
      );
    }
    const cache = new ByteLruCache<string, TileResult | null>(options.cacheBytes);
    return {
      schema,
      minZoom: header.minZoom,
      maxZoom: header.maxZoom,
      async getTile(z, x, y) {
        if (!inTileGrid(z, x, y) || z < header.minZoom || z > header.maxZoom) return null;
        const key = `${z}/${x}/${y}`;
        const hit = cache.get(key);
        if (hit !== undefined) return hit;
        const found = await archive.getZxy(z, x, y);
        const tile =
          found && found.data.byteLength > 0 ? tileResult(new Uint8Array(found.data)) : null;
        cache.set(key, tile, (tile?.data.length ?? 0) + ENTRY_OVERHEAD_BYTES);
        return tile;
      },
      close: async () => file?.close(),
    };
  } catch (error) {
    await file?.close();
    throw error;
  }
}

function openTemplate(options: ExternalTilesOptions): ExternalTiles {
  const fetchTile = options.fetch ?? fetch;
  const cache = new ByteLruCache<string, TileResult | null>(options.cacheBytes);
  const minZoom = options.minZoom ?? 0;
  const maxZoom = options.maxZoom ?? 14;
  return {
    // A template says nothing about its layers; OpenMapTiles is the common case.
    schema: options.schema ?? 'openmaptiles',
    minZoom,
    maxZoom,
    async getTile(z, x, y) {
      if (!inTileGrid(z, x, y) || z < minZoom || z > maxZoom) return null;
      const key = `${z}/${x}/${y}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const url = options.location
        .replace('{z}', String(z))
        .replace('{x}', String(x))
        .replace('{y}', String(y));
      const response = await fetchTile(url, { signal: AbortSignal.timeout(15_000) });
      if (response.status === 204 || response.status === 404) {
        cache.set(key, null, ENTRY_OVERHEAD_BYTES);
        return null;
      }
      if (!response.ok) throw new Error(`Tile source answered HTTP ${response.status} for ${url}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const tile = bytes.length ? tileResult(bytes) : null;
      cache.set(key, tile, (tile?.data.length ?? 0) + ENTRY_OVERHEAD_BYTES);
      return tile;
    },
    close: async () => cache.clear(),
  };
}

/**
 * Opens a site's own vector-tile source. A URL template is used as is; anything else is a
 * PMTiles archive whose header is read now, so a wrong path fails at start-up.
 */
export async function openExternalTiles(options: ExternalTilesOptions): Promise<ExternalTiles> {
  return isTemplate(options.location) ? openTemplate(options) : openPmtiles(options);
}
