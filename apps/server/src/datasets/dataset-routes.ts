import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DatasetRegistry } from '@havkart/datasets-core';
import { ISO_TIME_PATTERN, parseIsoTime } from '@havkart/domain';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { datasetTileAddress } from '../routes/tiles/dataset-tile-address.js';
import { sendTile } from '../routes/tiles/send-tile.js';
import { TileXyz, vectorTileResponses } from '../routes/tiles/tile-schema.js';
import { datasetDownloadRoutes } from './dataset-download-routes.js';

const DatasetId = Type.String({ pattern: '^[a-z][a-z0-9_-]{0,39}$', examples: ['basemap'] });

const TileParams = Type.Object({ datasetId: DatasetId, ...TileXyz });

const GeoJson = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(Type.Unknown()) },
  { additionalProperties: true },
);

/**
 * Every dataset's tiles, GeoJSON and downloads behind three routes, looked up by id in the
 * started dataset services: a new dataset adds no route.
 */
export function datasetRoutes(registry: DatasetRegistry): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(datasetDownloadRoutes(registry));
    const servicesOf = (datasetId: string) => {
      const manifest = registry.get(datasetId);
      const services = app.datasetServices.get(datasetId);
      if (!manifest || !services) {
        throw new HttpProblem(404, 'Not Found', `No dataset "${datasetId}" is served here`);
      }
      return { manifest, services };
    };

    app.get(
      '/tiles/:datasetId/:z/:x/:y.pbf',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tiles'],
          summary: "A dataset's vector tile (Mapbox Vector Tile, gzip)",
          params: TileParams,
          response: {
            ...vectorTileResponses,
            ...problemResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const { manifest, services } = servicesOf(request.params.datasetId);
        if (!services.tiles) {
          throw new HttpProblem(404, 'Not Found', `Dataset "${manifest.id}" has no tiles`);
        }
        const { z, x, y } = datasetTileAddress(request.params, manifest);
        return sendTile(request, reply, await services.tiles.getTile(z, x, y));
      },
    );

    app.get(
      '/api/v1/datasets/:datasetId/geojson',
      {
        config: { access: 'public' },
        schema: {
          tags: ['datasets'],
          summary: "A small dataset's current data as a GeoJSON FeatureCollection",
          params: Type.Object({ datasetId: DatasetId }),
          querystring: Type.Object({
            lang: Type.Optional(
              Type.Union([Type.Literal('no'), Type.Literal('en')], {
                description: 'Language of the texts, for datasets that have them in both',
              }),
            ),
            time: Type.Optional(
              Type.String({
                pattern: ISO_TIME_PATTERN,
                description:
                  'The selected forecast time, for datasets that follow it (weather stations ' +
                  'answer the forecast at a time ahead); others ignore it',
              }),
            ),
          }),
          response: { 200: GeoJson, ...problemResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { manifest, services } = servicesOf(request.params.datasetId);
        if (!services.geojson) {
          throw new HttpProblem(404, 'Not Found', `Dataset "${manifest.id}" has no GeoJSON`);
        }
        reply.header('cache-control', 'no-cache');
        const { lang, time } = request.query;
        const at = time === undefined ? null : parseIsoTime(time);
        const asked = lang ? { lang } : {};
        if (at !== null && services.geojsonAt) return services.geojsonAt(at, asked);
        return services.geojson(asked);
      },
    );
  };
}
