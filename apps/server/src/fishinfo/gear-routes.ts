import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  EXTENDED_VIEW,
  EXTENDED_VIEW_POLICY,
  FISHING_FACILITY_ID,
  LOST_FISHING_FACILITY_ID,
  manifest,
} from '@havkart/dataset-fishing-facilities';
import {
  anonymiseFeature,
  gearServicesOf,
  type GearView,
} from '@havkart/dataset-fishing-facilities/server';
import { requirePolicy } from '../auth/access.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { datasetTileAddress } from '../routes/tiles/dataset-tile-address.js';
import { sendTile } from '../routes/tiles/send-tile.js';
import { TileXyz, vectorTileResponses } from '../routes/tiles/tile-schema.js';
import { userKeyOf } from './reporter.js';
import { markRecovered } from './tool-store.js';

const ViewQuery = Type.Object({
  view: Type.Optional(
    Type.Literal(EXTENDED_VIEW, {
      description:
        'extended: every field, for holders of BwReadExtendedFishingFacility (R10.19); ' +
        'absent: the anonymised view',
    }),
  ),
});
const ToolParams = Type.Object({ toolId: Type.String({ minLength: 1, maxLength: 100 }) });
const GearFeature = Type.Object({}, { additionalProperties: true });

const notInMap = () => new HttpProblem(404, 'Not Found', 'The fishing facility is not in the map');

/**
 * The gear datasets' two views (R10.19). The anonymised view is what the generic dataset
 * routes would serve; these routes take the same paths for `fishingfacility` (a static
 * segment wins over the generic `:datasetId`) so `?view=extended` can be checked: 401
 * signed out, 403 without the policy, and `Cache-Control: private` so no shared cache
 * hands vessel names to another caller. Also: one tool by id for the details view
 * (R02.16), and the administrators' "recovered" for lost gear (R10.18).
 */
export function gearRoutes(options: {
  onGearChanged: () => Promise<void>;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    const services = (datasetId: string) => {
      const gear = gearServicesOf(app.datasetServices.get(datasetId));
      if (!gear)
        throw new HttpProblem(404, 'Not Found', `No dataset "${datasetId}" is served here`);
      return gear;
    };

    /** The view the request asks for, after checking the caller may have it. */
    const viewFor = (request: FastifyRequest, view: string | undefined): GearView => {
      const gear = services(FISHING_FACILITY_ID);
      if (view !== EXTENDED_VIEW) return gear.anonymous;
      if (!request.caller)
        throw new HttpProblem(401, 'Unauthorized', 'Sign in for the extended view');
      if (!request.caller.policies.includes(EXTENDED_VIEW_POLICY)) {
        throw new HttpProblem(403, 'Forbidden', `The extended view needs ${EXTENDED_VIEW_POLICY}`);
      }
      return gear.extended ?? gear.anonymous;
    };

    app.get(
      `/tiles/${FISHING_FACILITY_ID}/:z/:x/:y.pbf`,
      {
        config: { access: 'optional' },
        schema: {
          tags: ['tiles'],
          summary: 'Fishing gear as vector tiles, anonymised or (?view=extended) with every field',
          params: Type.Object(TileXyz),
          querystring: ViewQuery,
          response: {
            ...vectorTileResponses,
            ...problemResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const view = viewFor(request, request.query.view);
        const { z, x, y } = datasetTileAddress(request.params, manifest);
        const tile = await view.tiles.getTile(z, x, y);
        sendTile(request, reply, tile);
        if (request.query.view) reply.header('cache-control', 'private, no-cache');
        return reply;
      },
    );

    app.get(
      `/api/v1/datasets/${FISHING_FACILITY_ID}/geojson`,
      {
        config: { access: 'optional' },
        schema: {
          tags: ['datasets'],
          summary: 'Fishing gear as GeoJSON, anonymised or (?view=extended) with every field',
          querystring: ViewQuery,
          response: {
            200: Type.Object(
              { type: Type.Literal('FeatureCollection'), features: Type.Array(Type.Unknown()) },
              { additionalProperties: true },
            ),
            ...problemResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const view = viewFor(request, request.query.view);
        reply.header('cache-control', request.query.view ? 'private, no-cache' : 'no-cache');
        return view.geojson();
      },
    );

    for (const datasetId of [FISHING_FACILITY_ID, LOST_FISHING_FACILITY_ID]) {
      app.get(
        `/api/v1/geodata/${datasetId}/:toolId`,
        {
          config: { access: 'optional' },
          schema: {
            tags: ['fishinfo'],
            summary: `One tool of ${datasetId} by id; 404 'The fishing facility is not in the map'`,
            params: ToolParams,
            querystring: ViewQuery,
            response: { 200: GearFeature, ...problemResponses(400, 401, 403, 404) },
          },
        },
        async (request, reply) => {
          const extended =
            datasetId === FISHING_FACILITY_ID &&
            viewFor(request, request.query.view) === services(datasetId).extended;
          const feature = services(datasetId).find(request.params.toolId);
          if (!feature) throw notInMap();
          reply.header('cache-control', extended ? 'private, no-cache' : 'no-cache');
          return extended ? feature : anonymiseFeature(feature);
        },
      );
    }

    app.post(
      `/api/v1/geodata/${LOST_FISHING_FACILITY_ID}/:toolId/recovered`,
      {
        config: { access: requirePolicy('BwLostFishingFacilityAdmin') },
        schema: {
          tags: ['fishinfo'],
          summary: 'Marks lost gear recovered (R10.18): it leaves the map',
          params: ToolParams,
          response: {
            200: Type.Object({ toolId: Type.String(), status: Type.Literal('recovered') }),
            ...problemResponses(401, 403, 404),
          },
        },
      },
      async (request) => {
        const { toolId } = request.params;
        if (!services(LOST_FISHING_FACILITY_ID).find(toolId)) throw notInMap();
        await markRecovered(app.db, toolId, userKeyOf(request));
        await options.onGearChanged();
        request.log.info({ toolId }, 'lost fishing facility marked recovered');
        return { toolId, status: 'recovered' as const };
      },
    );
  };
}
