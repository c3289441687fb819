/**
 * `GET /api/v1/admin/ais/basestations/geojson`: the base-station diagnostics as the map's
 * `basestations` layer reads them (R10.28): a GeoJSON point per base station that has
 * reported its position, with its MMSI and the four message counts. For AIS administrators
 * only, as the diagnostics themselves.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_POLICY } from '@havkart/domain';
import { Type } from 'typebox';
import { requirePolicy } from '../../../auth/access.js';
import { problemResponses } from '../../../plugins/problem-details.js';
import { BASE_STATIONS_PATH, diagnosticsOf } from './base-stations.js';

export const BASE_STATION_LAYER_PATH = `${BASE_STATIONS_PATH}/geojson`;

const Collection = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(Type.Unknown()) },
  { additionalProperties: true },
);

export const baseStationLayerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BASE_STATION_LAYER_PATH,
    {
      config: { access: requirePolicy(ADMIN_POLICY) },
      schema: {
        tags: ['admin'],
        summary: 'Base stations with their message counts as GeoJSON points, for the map',
        response: { 200: Collection, ...problemResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const features = [...app.live.state.baseStations.values()]
        .sort((a, b) => a.mmsi - b.mmsi)
        .map(diagnosticsOf)
        // A station that has not reported its position yet has no place on the map.
        .flatMap(({ geometry, msgtime: _msgtime, ...properties }) =>
          geometry ? [{ type: 'Feature' as const, geometry, properties }] : [],
        );
      return { type: 'FeatureCollection' as const, features };
    },
  );
};
