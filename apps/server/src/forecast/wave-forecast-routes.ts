// The wave forecast's tiles, point forecast and route forecast (spec 01 §1–§3, §7; spec 02
// §2–§5), thin over the weather dataset's forecast service.
import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ForecastUpstreamError,
  type WaveForecastService,
  type WaveTile,
} from '@havkart/dataset-weather/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { mediaResponse } from '../plugins/openapi-document.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import {
  PointForecastSchema,
  PointQuery,
  RouteBody,
  RouteForecastSchema,
  WaveTileParams,
  WaveTileQuery,
} from './wave-forecast-schemas.js';

/** Past this zoom the tiles would show nothing finer than the grid; MapLibre over-zooms. */
export const WAVE_TILE_MAX_ZOOM = 14;

/**
 * A time's tiles change when a new run comes, under the same URL: clients keep them but ask
 * again each time, which costs a 304 and no cutting while the run is the same.
 */
const WAVE_TILE_CACHE_CONTROL = 'public, no-cache';

/** 304 for a tile the client holds; outside the route's typed replies, which have bodies. */
export function notModified(reply: FastifyReply, etag: string): FastifyReply {
  reply.header('etag', etag);
  reply.header('cache-control', WAVE_TILE_CACHE_CONTROL);
  return reply.code(304).send();
}

/** The tile, gzip as stored where the client takes it; 204 where there is nothing to draw. */
export function sendWaveTile(request: FastifyRequest, reply: FastifyReply, tile: WaveTile | null) {
  reply.header('cache-control', WAVE_TILE_CACHE_CONTROL);
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

export function waveForecastRoutes(service: WaveForecastService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/tiles/waveforecast/:z/:x/:y.pbf',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tiles', 'forecast'],
          summary: 'Wave-forecast vector tile for one forecast time (MVT, gzip)',
          description:
            'Layer `waveheight`: one polygon feature per wave-height band present (`band`, `min`, ' +
            '`max` in m; 0.5 m bands to 8 m, the top band without `max`). Layer `wavearrows`: ' +
            'points on a 64-px lattice with `direction` (degrees the waves go to) and `height` (m).',
          params: WaveTileParams,
          querystring: WaveTileQuery,
          response: {
            200: mediaResponse(
              'application/vnd.mapbox-vector-tile',
              'The tile, gzip-compressed',
              Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
            ),
            204: Type.Null({ description: 'No sea in the forecast here: nothing to draw' }),
            // 304 answers an If-None-Match naming the tile's ETag; it has no body to declare.
            ...problemResponses(400, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const z = Number(request.params.z);
        const x = Number(request.params.x);
        const y = Number(request.params.y);
        if (z > WAVE_TILE_MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
          throw new HttpProblem(404, 'Not Found', `Tile ${z}/${x}/${y} is outside the tile grid`);
        }
        const run = await fromUpstream(() => service.currentRun());
        const time = Date.parse(request.query.time);
        if (!run.times.includes(time)) {
          throw badField('querystring.time', 'not one of the available forecast times');
        }
        // The tag is known before cutting: a client holding the tile costs no work.
        const etag = service.tileEtag(run, time, z, x, y);
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
          return notModified(reply, etag);
        }
        return sendWaveTile(request, reply, await service.waveTile(run, time, z, x, y));
      },
    );

    app.get(
      '/api/v1/forecast',
      {
        config: { access: 'public' },
        schema: {
          tags: ['forecast'],
          summary: 'Hourly forecast at a place: waves, wind, current, rain, air temperature',
          querystring: PointQuery,
          response: { 200: PointForecastSchema, ...problemResponses(400, 503) },
        },
      },
      async (request, reply) => {
        const forecast = await fromUpstream(() =>
          service.pointForecast(request.query.lat, request.query.lon),
        );
        reply.header('cache-control', 'no-cache');
        return forecast;
      },
    );

    app.post(
      '/api/v1/geodata/waveforecast/route',
      {
        config: { access: 'public' },
        schema: {
          tags: ['forecast'],
          summary: 'Waves, wind and current at each point of a route as it is passed',
          description:
            "BarentsWatch's route-forecast body. Each point gets the forecast step nearest its " +
            '`passingTime`; values are SI and null on land or past the forecast.',
          body: RouteBody,
          response: { 200: RouteForecastSchema, ...problemResponses(400, 503) },
        },
      },
      async (request) => {
        const points = request.body.routePoints;
        points.forEach((point, index) => {
          if (!Number.isFinite(Date.parse(point.passingTime))) {
            throw badField(`body.routePoints.${index}.passingTime`, 'not a date-time');
          }
        });
        const values = await fromUpstream(() => service.routeForecast(points));
        return { routePoints: points.map((point, index) => ({ ...point, ...values[index]! })) };
      },
    );
  };
}
