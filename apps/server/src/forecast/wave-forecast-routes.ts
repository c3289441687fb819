// The wave forecast's tiles, point forecast and route forecast (spec 01 §1–§3, §7; spec 02
// §2–§5), thin over the weather dataset's forecast service.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WaveForecastService } from '@havkart/dataset-weather/server';
import { problemResponses } from '../plugins/problem-details.js';
import { addForecastTileRoute, badField, fromUpstream } from './forecast-tile-route.js';
import {
  PointForecastSchema,
  PointQuery,
  RouteBody,
  RouteForecastSchema,
} from './wave-forecast-schemas.js';

export function waveForecastRoutes(service: WaveForecastService): FastifyPluginAsyncTypebox {
  return async (app) => {
    addForecastTileRoute(app, service, {
      path: '/tiles/waveforecast/:z/:x/:y.pbf',
      summary: 'Wave-forecast vector tile for one forecast time (MVT, gzip)',
      description:
        'Layer `waveheight`: one polygon feature per wave-height band present (`band`, `min`, ' +
        '`max` in m; 0.5 m bands to 8 m, the top band without `max`). Layer `wavearrows`: ' +
        'points on a 64-px lattice with `direction` (degrees the waves go to) and `height` (m).',
      nothingToDraw: 'No sea in the forecast here: nothing to draw',
      etag: (run, time, z, x, y) => service.tileEtag(run, time, z, x, y),
      tile: (run, time, z, x, y) => service.waveTile(run, time, z, x, y),
    });

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
