/** Nearest search-and-rescue units to a point (spec 01 §4, A50), on every live base. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NEAREST_SAR_DEFAULT_COUNT,
  NEAREST_SAR_MAX_COUNT,
  NEAREST_SAR_MIN_COUNT,
  nearestSar,
} from '@havkart/domain';
import { Type } from 'typebox';
import { problemResponses } from '../../plugins/problem-details.js';
import { fullVessel } from '../representation.js';
import { tierShows } from '../tiers.js';
import type { LiveRouteContext } from './context.js';
import { limitOf } from './request.js';

export const NearestSarQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, WGS84 degrees' }),
  lon: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, WGS84 degrees' }),
  count: Type.Integer({
    minimum: NEAREST_SAR_MIN_COUNT,
    maximum: NEAREST_SAR_MAX_COUNT,
    default: NEAREST_SAR_DEFAULT_COUNT,
    description: 'How many units, nearest first',
  }),
});

const NearestSarAnswer = Type.Array(Type.Unknown(), {
  description:
    'Full vessel records of SAR vessels (type 51) and SAR aircraft (111… MMSIs) with a position under 6 h old, each with `distanceMeters` (great circle) and `bearingDegrees` (true, from the point), nearest first',
});

/**
 * `{base}/nearestsar` on every live base; the restricted twin keeps to the caller's
 * `geoFilter`. With `alias`, the same answer at `/api/v1/geodata/ais/nearestsar` (A50), where
 * the app's calls of spec 02 §7 live.
 */
export function nearestSarRoutes(ctx: LiveRouteContext, alias?: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { base, live } = ctx;
    for (const path of alias
      ? [`${base.prefix}/nearestsar`, alias]
      : [`${base.prefix}/nearestsar`]) {
      app.get(
        path,
        {
          config: ctx.config,
          schema: {
            tags: ['live AIS'],
            hide: !base.documented,
            summary: `The nearest search-and-rescue units to a point (${base.tier} tier)`,
            querystring: NearestSarQuery,
            response: { 200: NearestSarAnswer, ...problemResponses(400, 401) },
          },
        },
        async (request, reply) => {
          const limit = await limitOf(request, base.tier);
          const { lat, lon, count } = request.query;
          const visible = [...live.state.vessels.values()].filter(
            (v) =>
              v.latitude !== null &&
              v.longitude !== null &&
              tierShows(base.tier, v) &&
              (!limit || limit(v.longitude, v.latitude)),
          );
          reply.header('cache-control', 'no-store');
          return nearestSar([lon, lat], visible, live.now(), count).map((found) => ({
            ...fullVessel(found.vessel),
            distanceMeters: Math.round(found.distanceMeters),
            bearingDegrees: Math.round(found.bearingDegrees * 10) / 10,
          }));
        },
      );
    }
  };
}
