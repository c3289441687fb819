import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadGeoNamesIndex, type GeoNamesIndex } from '@havkart/dataset-place-names/server';
import {
  GEONAMES_SOURCE,
  RESULTS_PER_PAGE,
  searchGeoNames,
} from '@havkart/dataset-place-names/search';
import { Type } from 'typebox';
import { problemResponses } from '../plugins/problem-details.js';

const PlaceSearchQuery = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 100, description: 'Place name, or part of one' }),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 50, default: RESULTS_PER_PAGE, description: 'At most' }),
  ),
});

const PlaceResult = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  type: Type.String({ description: 'Place type of spec 01 §5, e.g. town, settlement, fjord' }),
  country: Type.String({ description: 'ISO 3166 country code' }),
  population: Type.Number(),
  lon: Type.Number(),
  lat: Type.Number(),
});

const PlaceSearchAnswer = Type.Object({
  source: Type.Object({
    id: Type.String(),
    category: Type.String(),
    priority: Type.Integer(),
    uniqueProp: Type.String(),
    sortProp: Type.String(),
  }),
  demoData: Type.Boolean({ description: 'True while the shipped demo index is searched' }),
  results: Type.Array(PlaceResult),
});

/**
 * GET `/api/v1/search/places?query=`: places from the GeoNames index (the demo index of
 * places in and near Norway, or the dump named by `GEONAMES_FILE`), ranked by the spec 01 §5
 * rule. The index is read once when the routes register; a file that cannot be read stops
 * start-up with its name.
 */
export function placeSearchRoutes(
  env: Readonly<Record<string, string | undefined>>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const file = env['GEONAMES_FILE']?.trim() || undefined;
    let index: GeoNamesIndex;
    try {
      index = loadGeoNamesIndex(file);
    } catch (error) {
      throw new Error(
        `GEONAMES_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (index.skipped.length > 0) {
      app.log.warn(
        { path: index.path, skipped: index.skipped.slice(0, 5) },
        `GeoNames index: skipped ${index.skipped.length} malformed lines`,
      );
    }
    app.get(
      '/api/v1/search/places',
      {
        config: { access: 'public' },
        schema: {
          tags: ['search'],
          summary: 'Search places in and near Norway (GeoNames index)',
          querystring: PlaceSearchQuery,
          response: { 200: PlaceSearchAnswer, ...problemResponses(400) },
        },
      },
      async (request) => ({
        source: { ...GEONAMES_SOURCE },
        demoData: index.demoData,
        results: searchGeoNames(
          index.places,
          request.query.query,
          request.query.limit ?? RESULTS_PER_PAGE,
        ),
      }),
    );
  };
}
