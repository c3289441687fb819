import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StoredTile {
  /** gzip-compressed Mapbox Vector Tile. */
  data: Buffer;
  /** Strong entity tag, quoted, derived from the tile's content. */
  etag: string;
}

/** Tiles change only when the data is regenerated; a day is a fair staleness bound. */
const TILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Answers a tile request: 204 where there is no tile (MapLibre draws nothing, without an
 * error), 304 when the client holds the same tile, else the stored gzip bytes as they are
 * (unzipped only for the rare client that does not accept gzip).
 */
export function sendTile(
  request: FastifyRequest,
  reply: FastifyReply,
  tile: StoredTile | null,
): FastifyReply {
  reply.header('cache-control', TILE_CACHE_CONTROL);
  if (!tile) return reply.code(204).send();
  const { etag } = tile;
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return reply.code(304).send();
  }
  reply.type('application/vnd.mapbox-vector-tile');
  reply.header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return reply.send(tile.data);
  }
  return reply.send(zlib.gunzipSync(tile.data));
}
