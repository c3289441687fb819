import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** One vector tile ready to send: gzip-compressed MVT and its entity tag. */
export interface TileResult {
  /** Gzip-compressed Mapbox Vector Tile bytes. Shared with caches: do not modify. */
  readonly data: Buffer;
  /** Strong HTTP entity tag (quoted) derived from the bytes' SHA-256. */
  readonly etag: string;
}

/** A strong entity tag for tile bytes: equal bytes, equal tag, across restarts. */
export function tileEtag(data: Uint8Array): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

/** Wraps MVT bytes as a tile result, gzip-compressing them unless they already are. */
export function tileResult(mvt: Uint8Array): TileResult {
  const gzipped = mvt[0] === 0x1f && mvt[1] === 0x8b;
  const data = gzipped ? Buffer.from(mvt) : gzipSync(mvt);
  return { data, etag: tileEtag(data) };
}

/** Whether z/x/y names a tile of the Web Mercator grid. */
export function inTileGrid(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > 30) return false;
  const n = 2 ** z;
  return x >= 0 && y >= 0 && x < n && y < n;
}
