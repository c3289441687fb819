// The icing layer's tiles (spec 02 §9, R15.24–R15.26): like the wave tiles, for one of the
// forecast service's times, cut from the weather dataset's icing source.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { IcingTileSource, WaveForecastService } from '@havkart/dataset-weather/server';
import { Type } from 'typebox';
import { mediaResponse } from '../plugins/openapi-document.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import {
  badField,
  fromUpstream,
  notModified,
  sendWaveTile,
  WAVE_TILE_MAX_ZOOM,
} from './wave-forecast-routes.js';
import { WaveTileParams, WaveTileQuery } from './wave-forecast-schemas.js';

export function icingRoutes(
  service: WaveForecastService,
  icing: IcingTileSource,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/tiles/icing/:z/:x/:y.pbf',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tiles', 'forecast'],
          summary: 'Icing vector tile for one forecast time (MVT, gzip)',
          description:
            'Layer `icing`: one polygon feature per icing band present (`band` light, moderate ' +
            'or heavy; `min`, and but for heavy `max`, in cm/h), from the spray-icing rate of ' +
            "Overland's predictor. Under 0.05 cm/h there is no icing and nothing is drawn.",
          params: WaveTileParams,
          querystring: WaveTileQuery,
          response: {
            200: mediaResponse(
              'application/vnd.mapbox-vector-tile',
              'The tile, gzip-compressed',
              Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
            ),
            204: Type.Null({ description: 'No icing at sea here: nothing to draw' }),
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
        const etag = icing.tileEtag(run, time, z, x, y);
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
          return notModified(reply, etag);
        }
        return sendWaveTile(request, reply, icing.icingTile(run, time, z, x, y));
      },
    );
  };
}
