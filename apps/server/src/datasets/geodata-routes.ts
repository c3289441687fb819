import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';

/**
 * Geodata the spec fetches by GET under a path of its own (A10) rather than as a dataset's
 * GeoJSON: the path names the dataset whose current data it answers.
 */
const GEODATA_PATHS = { firingrange: 'firingrange' } as const;

const GeoJson = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(Type.Unknown()) },
  { additionalProperties: true },
);

/** `GET /api/v1/geodata/firingrange` (A10, R14.39): the danger zone's current areas. */
export const geodataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, datasetId] of Object.entries(GEODATA_PATHS)) {
    app.get(
      `/api/v1/geodata/${path}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['datasets'],
          summary: `The ${datasetId} dataset's current data as a GeoJSON FeatureCollection`,
          response: { 200: GeoJson, ...problemResponses(404) },
        },
      },
      async (_request, reply) => {
        const geojson = app.datasetServices.get(datasetId)?.geojson;
        if (!geojson) {
          throw new HttpProblem(404, 'Not Found', `No dataset "${datasetId}" is served here`);
        }
        reply.header('cache-control', 'no-cache');
        return geojson();
      },
    );
  }
};
