// Fetches, checks and caches raster tiles for every raster dataset: upstream tiles through the
// proxy's host allow-list, body bound and time-out; demo tiles drawn from the base map's land.
// Only images are kept: anything else from an upstream is a 502 and never cached.
import {
  ByteLruCache,
  tileEtag,
  type DatasetRasterTiles,
  type DatasetServices,
} from '@havkart/datasets-core/server';
import { targetRefusal, type ProxyConfig } from '../proxy/proxy-config.js';
import { renderDemoTile } from './demo-tile.js';
import { looksLikeImage } from './png.js';

/** A raster tile ready to send. */
export interface RasterTile {
  readonly data: Buffer;
  readonly etag: string;
  readonly contentType: string;
}

/** Why a tile could not be had from its upstream: answered 502 problem+json. */
export class RasterUpstreamError extends Error {}

export interface RasterTileServiceOptions {
  readonly proxy: ProxyConfig;
  readonly cacheBytes: number;
  readonly fetch: typeof fetch;
  /** The base map's vector tiles, which demo tiles are drawn from; absent: all sea. */
  readonly baseMap?: DatasetServices['tiles'];
}

/** Deepest base-map zoom a demo tile is drawn from; deeper demo tiles enlarge that one. */
const DEMO_LAND_MAX_ZOOM = 14;

async function boundedBody(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface RasterTileService {
  /** The tile, or null where the upstream has none (204). Throws {@link RasterUpstreamError}. */
  get(
    datasetId: string,
    raster: DatasetRasterTiles,
    z: number,
    x: number,
    y: number,
  ): Promise<RasterTile | null>;
}

export function createRasterTileService(options: RasterTileServiceOptions): RasterTileService {
  const cache = new ByteLruCache<string, RasterTile | null>(options.cacheBytes);

  async function upstream(url: string): Promise<RasterTile | null> {
    const refusal = targetRefusal(url, options.proxy);
    if (refusal) throw new RasterUpstreamError(`Raster upstream refused: ${refusal}`);
    let response: Response;
    try {
      response = await options.fetch(url, {
        redirect: 'error',
        signal: AbortSignal.timeout(options.proxy.timeoutMs),
      });
    } catch (error) {
      throw new RasterUpstreamError(`Raster upstream failed: ${(error as Error).message}`);
    }
    if (response.status === 404 || response.status === 204) return null;
    if (!response.ok) throw new RasterUpstreamError(`Raster upstream answered ${response.status}`);
    const contentType = response.headers.get('content-type') ?? '';
    const data = await boundedBody(response, options.proxy.maxBytes);
    if (!data) throw new RasterUpstreamError('Raster upstream tile is larger than allowed');
    if (!/^image\/(png|jpeg)\b/.test(contentType) || !looksLikeImage(data)) {
      throw new RasterUpstreamError(
        `Raster upstream answered no image (${contentType || 'no type'})`,
      );
    }
    return {
      data,
      etag: tileEtag(data),
      contentType: contentType.startsWith('image/png') ? 'image/png' : 'image/jpeg',
    };
  }

  async function demo(
    raster: DatasetRasterTiles,
    z: number,
    x: number,
    y: number,
  ): Promise<RasterTile> {
    // Past the base map's deepest tiles, draw the ancestor's land: coarse, but still land.
    const shift = Math.max(0, z - DEMO_LAND_MAX_ZOOM);
    const land = options.baseMap
      ? await options.baseMap.getTile(z - shift, x >> shift, y >> shift)
      : null;
    const data = renderDemoTile(land?.data ?? null, raster.demo);
    return { data, etag: tileEtag(data), contentType: 'image/png' };
  }

  return {
    async get(datasetId, raster, z, x, y) {
      const url = raster.upstreamUrl?.(z, x, y);
      const query = raster.token?.upstreamQuery?.();
      const target = url && query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
      const key = `${datasetId}/${z}/${x}/${y}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const tile = target ? await upstream(target) : await demo(raster, z, x, y);
      cache.set(key, tile, tile ? tile.data.byteLength + key.length : key.length);
      return tile;
    },
  };
}
