/** Vessel search and the open-data coverage area. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchVessels } from '@havkart/domain';
import { Type } from 'typebox';
import { problemResponses } from '../../plugins/problem-details.js';
import { fullVessel } from '../representation.js';
import { tierShows } from '../tiers.js';
import type { LiveRouteContext } from './context.js';
import { limitOf } from './request.js';
import { SearchQuery } from './schemas.js';

/**
 * Approximate coverage of the Norwegian coastal AIS network whose data is open: the coast
 * from the Skagerrak to the Russian border, the shelf, and Svalbard.
 */
export const OPEN_AIS_AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [2, 57],
      [12.5, 57],
      [12.5, 59.5],
      [13, 64],
      [20, 68.5],
      [32, 69],
      [36, 70],
      [36, 81.5],
      [-2, 81.5],
      [-2, 62],
      [2, 57],
    ],
  ],
};

export function miscRoutes(ctx: LiveRouteContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { base, live } = ctx;
    app.get(
      `${base.prefix}/latest/search`,
      {
        config: ctx.config,
        schema: {
          tags: ['live AIS'],
          hide: !base.documented,
          summary: `Vessel search by name, MMSI, call sign or IMO: exact, then prefix, then within two edits; at most 20 (${base.tier} tier)`,
          querystring: SearchQuery,
          response: {
            200: Type.Array(Type.Unknown(), {
              description: 'Full vessel records, best match first',
            }),
            ...problemResponses(400, 401),
          },
        },
      },
      async (request) => {
        const limit = await limitOf(request, base.tier);
        const candidates = [...live.state.vessels.values()].filter(
          (v) =>
            v.latitude !== null &&
            v.longitude !== null &&
            tierShows(base.tier, v) &&
            (!limit || limit(v.longitude, v.latitude)),
        );
        return searchVessels(request.query.query, candidates).map(fullVessel);
      },
    );
    if (base.tier !== 'open') return;
    app.get(
      `${base.prefix}/openaisarea`,
      {
        // A fixed geometry with nothing about any vessel in it.
        config: { access: 'public' },
        schema: {
          tags: ['live AIS'],
          hide: !base.documented,
          summary: 'The area whose AIS data is open, as a GeoJSON geometry',
          response: {
            200: Type.Object({
              type: Type.Literal('Polygon'),
              coordinates: Type.Array(Type.Array(Type.Array(Type.Number()))),
            }),
            ...problemResponses(),
          },
        },
      },
      async () => OPEN_AIS_AREA,
    );
  };
}
