import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { datasetRegistry } from '@havkart/dataset-registry';
import {
  catalogueDataset,
  catalogueGroup,
  type CatalogueDataset,
  type CatalogueGroup,
  type DatasetRegistry,
  sourcesFor,
} from '@havkart/datasets-core';
import type { DatasetServices } from '@havkart/datasets-core/server';
import { Type } from 'typebox';
import { AppParams, LanguageQuery, appVariantFor, languageFor } from '../app-config/app-request.js';
import { problemResponses } from '../plugins/problem-details.js';

const DatasetGroup = Type.Object({
  id: Type.String(),
  name: Type.String(),
  order: Type.Integer(),
  collapsedDefault: Type.Boolean(),
});

const Dataset = Type.Object({
  datasetId: Type.String(),
  name: Type.String(),
  group: Type.String(),
  sources: Type.Array(
    Type.Object({
      dataUrl: Type.String(),
      requiredRoles: Type.Optional(Type.Array(Type.String())),
      requiredPolicies: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  mapZIndex: Type.Optional(Type.Integer()),
  baseMap: Type.Boolean(),
  featureKey: Type.Union([
    Type.Object({
      field: Type.String(),
      prefixes: Type.Optional(Type.Array(Type.String())),
    }),
    Type.Null(),
  ]),
  polar: Type.Boolean(),
  minZoom: Type.Number(),
  maxZoom: Type.Number(),
  prioritised: Type.Boolean(),
  updateMode: Type.Union([Type.Literal('static'), Type.Literal('periodic'), Type.Literal('live')]),
  updateIntervalMs: Type.Optional(Type.Integer()),
  enabledByDefault: Type.Boolean(),
  accessEnabled: Type.Boolean(),
  needsApiKey: Type.Boolean(),
  demoData: Type.Boolean(),
  tileMinZoom: Type.Optional(Type.Integer()),
  tileMaxZoom: Type.Optional(Type.Integer()),
  tileSchema: Type.Optional(
    Type.Union([Type.Literal('havkart'), Type.Literal('openmaptiles'), Type.Literal('protomaps')]),
  ),
  download: Type.Optional(
    Type.Object({
      formats: Type.Array(Type.String(), {
        description: 'Formats of GET /api/v1/datasets/{id}/download?format=, in menu order',
      }),
    }),
  ),
});

/**
 * The dataset catalogue (spec 01 §7): the groups and the datasets an app variant lists, from
 * the dataset registry, named in the language asked for. Both are required preloads.
 */
export function catalogueRoutes(
  registry: DatasetRegistry = datasetRegistry,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/v1/spadataset/groups/:app',
      {
        config: { access: 'public' },
        schema: {
          tags: ['datasets'],
          summary: 'Dataset groups of an app variant, in menu order, with collapsedDefault',
          params: AppParams,
          querystring: LanguageQuery,
          response: { 200: Type.Array(DatasetGroup), ...problemResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const variant = appVariantFor(request.params.app);
        const language = languageFor(request.query.lang);
        reply.header('cache-control', 'no-cache');
        return registry
          .forApp(variant.name)
          .groups.map((group): CatalogueGroup => catalogueGroup(group, language));
      },
    );

    app.get(
      '/api/v1/spadataset/data/:app',
      {
        // A signed-in caller may see datasets whose sources need roles it holds.
        config: { access: 'optional' },
        schema: {
          tags: ['datasets'],
          summary:
            'Datasets of an app variant the caller may use, keyed by dataset id, with the sources its roles allow',
          params: AppParams,
          querystring: LanguageQuery,
          response: {
            200: Type.Record(Type.String(), Dataset),
            ...problemResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const variant = appVariantFor(request.params.app);
        const language = languageFor(request.query.lang);
        reply.header('cache-control', 'no-cache');
        const roles = request.caller?.roles ?? [];
        const servicesById: ReadonlyMap<string, DatasetServices> = app.hasDecorator(
          'datasetServices',
        )
          ? app.datasetServices
          : new Map();
        const entries: [string, CatalogueDataset][] = [];
        for (const listed of registry.forApp(variant.name).datasets) {
          const manifest = sourcesFor(listed, roles, request.caller?.policies ?? []);
          if (!manifest) continue;
          const services = servicesById.get(manifest.id);
          // Datasets reading another's tiles (both base maps read `basemap`) report those.
          const tileOwner = /^\/tiles\/([a-z][a-z0-9_-]*)\//.exec(
            manifest.sources.at(-1)?.dataUrl ?? '',
          )?.[1];
          const tiled = tileOwner ? servicesById.get(tileOwner) : undefined;
          const { download, ...dataset } = catalogueDataset(manifest, language, {
            ...(services?.demoData !== undefined ? { demoData: services.demoData } : {}),
            ...(tiled?.tiles ? { tiles: tiled.tiles } : {}),
            ...(tiled?.tileSchema ? { tileSchema: tiled.tileSchema } : {}),
          });
          // Downloads are listed only to callers holding the roles they need (R28.10), and
          // only where this server can write the dataset's features.
          const downloadable =
            download !== undefined &&
            services?.geojson !== undefined &&
            (manifest.download?.requiredRoles ?? []).every((role) => roles.includes(role));
          entries.push([manifest.id, downloadable ? { ...dataset, download } : dataset]);
        }
        return Object.fromEntries(entries);
      },
    );
  };
}
