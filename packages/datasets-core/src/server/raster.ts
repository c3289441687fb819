// Raster tiles of a dataset (national map, nautical chart, aerial imagery): what a dataset's
// server part describes, while the server fetches, checks and caches the tiles
// (`apps/server/src/raster/`), so every raster upstream goes through the proxy's host
// allow-list, size bound and time-out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatasetManifest } from '../manifest.js';
import type { DatasetServerContext, DatasetServices } from './part.js';

/** Image format of a raster dataset's tiles, the extension of its tile URLs. */
export type RasterFormat = 'png' | 'jpg';

/** The token aerial tiles need: handed to the client, checked on every tile request. */
export interface RasterTokenSource {
  /** The token to hand out now; rejects when it cannot be had (an upstream token service down). */
  current(): Promise<string>;
  /** Whether a tile request's token is good now. */
  accepts(token: string | undefined): boolean;
  /** The query an upstream tile request carries, if the upstream wants the token too. */
  upstreamQuery?(): string | undefined;
}

/** Colours demo tiles are drawn in, from the base map's land and sea. */
export interface RasterDemoLook {
  readonly land: string;
  readonly sea: string;
}

/** Raster tiles of one dataset, answered by `/tiles/{datasetId}/{z}/{x}/{y}.{png|jpg}`. */
export interface DatasetRasterTiles {
  readonly format: RasterFormat;
  /** Zoom range tiles exist for; the route answers 404 outside it. */
  readonly minZoom: number;
  readonly maxZoom: number;
  /** The upstream URL of a tile; absent: the server draws demo tiles in {@link demo}. */
  readonly upstreamUrl?: (z: number, x: number, y: number) => string;
  /** Look of the demo tiles, drawn while no upstream is set. */
  readonly demo: RasterDemoLook;
  /** Present where tile requests need `?token=` (aerial imagery). */
  readonly token?: RasterTokenSource;
}

/** Fills `{z}`, `{x}` and `{y}` of a tile URL template. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}

export interface SignedTokenOptions {
  /** Key the tokens are signed with; a fresh random one per process when absent. */
  readonly secret?: string;
  /** How long a token is good, ms. */
  readonly lifetimeMs: number;
  /** The clock, ms since the epoch; tests pass their own. */
  readonly now?: () => number;
}

/**
 * Tokens the server signs itself: `{expiry ms}.{HMAC-SHA256}`, good until their expiry. Handed
 * out by `GET /api/v1/proxy/token` and checked by the aerial tile route, so the tiles are
 * served only to clients of this app.
 */
export function createSignedTokens(options: SignedTokenOptions): RasterTokenSource {
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const now = options.now ?? Date.now;
  const sign = (expiry: string) => createHmac('sha256', secret).update(expiry).digest('base64url');
  return {
    current: () => {
      const expiry = String(now() + options.lifetimeMs);
      return Promise.resolve(`${expiry}.${sign(expiry)}`);
    },
    accepts: (token) => {
      const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!match) return false;
      const expected = Buffer.from(sign(match[1]!));
      const given = Buffer.from(match[2]!);
      return timingSafeEqual(expected, given) && Number(match[1]) > now();
    },
  };
}

export interface UpstreamTokenOptions {
  /** The token service's URL; its body is the token as text. */
  readonly url: string;
  readonly fetch: typeof fetch;
  /** How long a fetched token is used before it is fetched again, ms. */
  readonly renewMs: number;
  readonly now?: () => number;
}

/**
 * A token from the upstream's token service (Norge i bilder's, unverified), fetched when first
 * asked for and again once `renewMs` has passed. The client gets the upstream's token, the
 * tile route accepts only it and passes it on upstream.
 */
export function createUpstreamTokens(options: UpstreamTokenOptions): RasterTokenSource {
  const now = options.now ?? Date.now;
  let token: string | undefined;
  let fetchedAt = -Infinity;
  return {
    current: async () => {
      if (token === undefined || now() - fetchedAt >= options.renewMs) {
        const response = await options.fetch(options.url);
        if (!response.ok) throw new Error(`token service answered ${response.status}`);
        const text = (await response.text()).trim().replace(/^"|"$/g, '');
        if (!text) throw new Error('token service answered no token');
        token = text;
        fetchedAt = now();
      }
      return token;
    },
    accepts: (given) => token !== undefined && given === token,
    upstreamQuery: () => (token === undefined ? undefined : `token=${encodeURIComponent(token)}`),
  };
}

export interface RasterDatasetOptions {
  readonly manifest: DatasetManifest;
  readonly format: RasterFormat;
  /** The upstream's tile URL template (`{z}`, `{x}`, `{y}`) used when `URL` is not set. */
  readonly defaultUrl?: string;
  readonly demo: RasterDemoLook;
  /** Builds the token source, for datasets whose tiles need one. */
  readonly token?: (context: DatasetServerContext) => RasterTokenSource;
}

/**
 * Starts a raster dataset: its upstream when the site sets `DATASET_{ID}_URL` (a tile URL
 * template), else demo tiles the server draws from the base map's land and sea.
 */
export function startRasterDataset(
  options: RasterDatasetOptions,
  context: DatasetServerContext,
): DatasetServices {
  const template = context.settings['URL'] ?? options.defaultUrl;
  const { manifest } = options;
  const rasterTiles: DatasetRasterTiles = {
    format: options.format,
    minZoom: manifest.zoom.min,
    maxZoom: manifest.zoom.max,
    demo: options.demo,
    ...(template ? { upstreamUrl: (z, x, y) => tileUrl(template, z, x, y) } : {}),
    ...(options.token ? { token: options.token(context) } : {}),
  };
  return { rasterTiles, demoData: !template };
}
