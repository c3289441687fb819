// `GET /tiles/{datasetId}/{z}/{x}/{y}.png|jpg` for raster datasets and `GET
// /api/v1/proxy/token` for the aerial imagery token (spec 01 §7, spec 02 §7; R14.35–R14.38).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatasetRegistry } from '@havkart/datasets-core';
import { Type } from 'typebox';
import { mediaResponse } from '../plugins/openapi-document.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { TileXyz } from '../routes/tiles/tile-schema.js';
import type { RasterTile, RasterTileService } from './raster-tiles.js';
import { RasterUpstreamError } from './raster-tiles.js';

/** Raster tiles change when the upstream redraws them: a day, as the vector tiles. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The dataset whose token `GET /api/v1/proxy/token` hands out (spec 02 §7). */
export const TOKEN_DATASET_ID = 'aerial';

/** 204 where there is no tile, 304 when the client holds it, else the image. */
function sendRasterTile(request: FastifyRequest, reply: FastifyReply, tile: RasterTile | null) {
  reply.header('cache-control', CACHE_CONTROL);
  if (!tile) return reply.code(204).send();
  reply.header('etag', tile.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === tile.etag)) {
    return reply.code(304).send();
  }
  return reply.type(tile.contentType).send(tile.data);
}

export function rasterRoutes(
  registry: DatasetRegistry,
  tiles: RasterTileService,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const format of ['png', 'jpg'] as const) {
      app.get(
        `/tiles/:datasetId/:z/:x/:y.${format}`,
        {
          config: { access: 'public' },
          schema: {
            tags: ['tiles'],
            summary: `A raster dataset's tile (${format.toUpperCase()})`,
            params: Type.Object({
              datasetId: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,39}$' }),
              ...TileXyz,
            }),
            querystring: Type.Object({
              token: Type.Optional(
                Type.String({ maxLength: 2048, description: 'Aerial imagery token' }),
              ),
            }),
            response: {
              200: mediaResponse(
                format === 'png' ? 'image/png' : 'image/jpeg',
                'The tile',
                Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
              ),
              204: Type.Null({ description: 'No tile here' }),
              ...problemResponses(400, 401, 404, 502),
            },
          },
        },
        async (request, reply) => {
          const { datasetId } = request.params;
          const raster = app.datasetServices.get(datasetId)?.rasterTiles;
          if (!registry.get(datasetId) || !raster || raster.format !== format) {
            throw new HttpProblem(
              404,
              'Not Found',
              `No raster dataset "${datasetId}" with ${format} tiles`,
            );
          }
          const z = Number(request.params.z);
          const x = Number(request.params.x);
          const y = Number(request.params.y);
          if (z > 30 || x >= 2 ** z || y >= 2 ** z || z < raster.minZoom || z > raster.maxZoom) {
            throw new HttpProblem(
              404,
              'Not Found',
              `Tile ${z}/${x}/${y} is outside the tiles of "${datasetId}"`,
            );
          }
          if (raster.token && !raster.token.accepts(request.query.token)) {
            throw new HttpProblem(
              401,
              'Unauthorized',
              'querystring.token: a valid aerial imagery token is required',
              undefined,
              { 'querystring.token': ['missing, expired or not valid'] },
            );
          }
          let tile;
          try {
            tile = await tiles.get(datasetId, raster, z, x, y);
          } catch (error) {
            if (!(error instanceof RasterUpstreamError)) throw error;
            request.log.warn({ datasetId, z, x, y }, error.message);
            throw new HttpProblem(502, 'Bad Gateway', error.message);
          }
          return sendRasterTile(request, reply, tile);
        },
      );
    }

    app.get(
      '/api/v1/proxy/token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tiles'],
          summary: 'The token aerial imagery tile requests carry as ?token=, as text',
          response: {
            200: mediaResponse('text/plain', 'The token', Type.String()),
            ...problemResponses(404, 502),
          },
        },
      },
      async (request, reply) => {
        const token = app.datasetServices.get(TOKEN_DATASET_ID)?.rasterTiles?.token;
        if (!token) throw new HttpProblem(404, 'Not Found', 'No aerial imagery is served here');
        let value: string;
        try {
          value = await token.current();
        } catch (error) {
          request.log.warn({ err: error }, 'Aerial imagery token unavailable');
          throw new HttpProblem(502, 'Bad Gateway', 'The aerial imagery token could not be had');
        }
        reply.header('cache-control', 'no-store');
        return reply.type('text/plain; charset=utf-8').send(value);
      },
    );
  };
}
