// One route shape for every tile cut from a forecast run at one of its times (waves, icing):
// the grid check, the time check, the ETag known before cutting, gzip as stored.
import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ForecastUpstreamError,
  type ForecastRun,
  type WaveForecastService,
  type WaveTile,
} from '@havkart/dataset-weather/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { mediaResponse } from '../plugins/openapi-document.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { WaveTileParams, WaveTileQuery } from './wave-forecast-schemas.js';

/** Past this zoom the tiles would show nothing finer than the grid; MapLibre over-zooms. */
export const FORECAST_TILE_MAX_ZOOM = 14;

/**
 * A time's tiles change when a new run comes, under the same URL: clients keep them but ask
 * again each time, which costs a 304 and no cutting while the run is the same.
 */
const FORECAST_TILE_CACHE_CONTROL = 'public, no-cache';

export function badField(field: string, message: string): HttpProblem {
  return new HttpProblem(400, 'Bad Request', `Invalid ${field}: ${message}`, undefined, {
    [field]: [message],
  });
}

/** Runs `work`, answering 503 naming the upstream while it has given nothing yet. */
export async function fromUpstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ForecastUpstreamError) {
      throw new HttpProblem(503, 'Service Unavailable', `${error.upstream}: ${error.message}`);
    }
    throw error;
  }
}

/** 304 for a tile the client holds; outside the route's typed replies, which have bodies. */
function notModified(reply: FastifyReply, etag: string): FastifyReply {
  reply.header('etag', etag);
  reply.header('cache-control', FORECAST_TILE_CACHE_CONTROL);
  return reply.code(304).send();
}

/** The tile, gzip as stored where the client takes it; 204 where there is nothing to draw. */
function sendTile(request: FastifyRequest, reply: FastifyReply, tile: WaveTile | null) {
  reply.header('cache-control', FORECAST_TILE_CACHE_CONTROL);
  if (!tile) return reply.code(204).send();
  reply.header('etag', tile.etag);
  reply.header('vary', 'accept-encoding');
  reply.type('application/vnd.mapbox-vector-tile');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return reply.send(tile.data);
  }
  return reply.send(gunzipSync(tile.data));
}

export interface ForecastTileRoute {
  /** e.g. `/tiles/icing/:z/:x/:y.pbf` */
  path: string;
  summary: string;
  description: string;
  /** What a 204 means for this layer. */
  nothingToDraw: string;
  etag(run: ForecastRun, time: number, z: number, x: number, y: number): string;
  tile(
    run: ForecastRun,
    time: number,
    z: number,
    x: number,
    y: number,
  ): WaveTile | null | Promise<WaveTile | null>;
}

/** The app a typed route plugin is handed. */
type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

export function addForecastTileRoute(
  app: TypedApp,
  service: WaveForecastService,
  route: ForecastTileRoute,
): void {
  app.get(
    route.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['tiles', 'forecast'],
        summary: route.summary,
        description: route.description,
        params: WaveTileParams,
        querystring: WaveTileQuery,
        response: {
          200: mediaResponse(
            'application/vnd.mapbox-vector-tile',
            'The tile, gzip-compressed',
            Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ),
          204: Type.Null({ description: route.nothingToDraw }),
          // 304 answers an If-None-Match naming the tile's ETag; it has no body to declare.
          ...problemResponses(400, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const z = Number(request.params.z);
      const x = Number(request.params.x);
      const y = Number(request.params.y);
      if (z > FORECAST_TILE_MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
        throw new HttpProblem(404, 'Not Found', `Tile ${z}/${x}/${y} is outside the tile grid`);
      }
      const run = await fromUpstream(() => service.currentRun());
      const time = Date.parse(request.query.time);
      if (!run.times.includes(time)) {
        throw badField('querystring.time', 'not one of the available forecast times');
      }
      // The tag is known before cutting: a client holding the tile costs no work.
      const etag = route.etag(run, time, z, x, y);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return notModified(reply, etag);
      }
      return sendTile(request, reply, await route.tile(run, time, z, x, y));
    },
  );
}
