import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_POLICY, APP_VARIANTS } from '@havkart/domain';
import type { FastifyReply } from 'fastify';
import { requirePolicy } from '../auth/access.js';
import { HttpProblem, problemResponses, sendProblem } from '../plugins/problem-details.js';
import { AppParams, LanguageQuery, appVariantFor, languageFor } from './app-request.js';
import {
  AdminAppConfig,
  AdminGlobalDeskNotification,
  AppConfiguration,
  StoredAppConfig,
  StoredGlobalDeskNotification,
} from './app-config-schemas.js';
import {
  localizeAppConfig,
  readAppConfig,
  readGlobalDeskNotification,
  seedAppConfigs,
  writeAppConfig,
  writeGlobalDeskNotification,
} from './app-config-store.js';

/** Who may change the app configuration: an administrator (see `ADMIN_POLICY`). */
const ADMIN = requirePolicy(ADMIN_POLICY);

/** Paths of ids used more than once in a list, e.g. `body.news.2.id`. */
function duplicateIds(list: readonly { id: string }[], path: string): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  list.forEach((item, index) => {
    if (seen.has(item.id)) duplicates.push(`${path}.${index}.id`);
    seen.add(item.id);
  });
  return duplicates;
}

function refuseDuplicates(reply: FastifyReply, fields: string[]): FastifyReply {
  return sendProblem(reply, {
    title: 'One or more validation errors occurred.',
    status: 400,
    detail: `Invalid ${fields.join(', ')}: ids must be unique within their list`,
    errors: Object.fromEntries(fields.map((field) => [field, ['must be unique in the list']])),
  });
}

/**
 * App configuration (spec 01 §3, §7): the desk notification, news and how-to cards of each
 * app variant, kept in the database and seeded per variant; administrators change them here.
 */
export const appConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await seedAppConfigs(app.db, APP_VARIANTS);

  async function loadStored(appName: string) {
    const [stored, global] = await Promise.all([
      readAppConfig(app.db, appName),
      readGlobalDeskNotification(app.db),
    ]);
    // Seeded at start for every known variant; missing rows mean the table was emptied.
    if (!stored || !global) {
      throw new HttpProblem(503, 'Service Unavailable', `No configuration stored for ${appName}`);
    }
    return { stored, global };
  }

  app.get(
    '/api/v1/spadata/:app',
    {
      config: { access: 'public' },
      schema: {
        tags: ['app'],
        summary: "An app variant's configuration: desk notification, news, how-to cards",
        params: AppParams,
        querystring: LanguageQuery,
        response: { 200: AppConfiguration, ...problemResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const variant = appVariantFor(request.params.app);
      const language = languageFor(request.query.lang);
      const { stored, global } = await loadStored(variant.name);
      // Administrators' changes must show on the next start of the app.
      reply.header('cache-control', 'no-cache');
      return {
        ...localizeAppConfig(variant.name, language, stored, global),
        // The site's choice, from the environment rather than the administrators' document.
        placeSearchSource: app.config.placeSearchSource,
        // The embed dialog says where the map may be embedded, or that no site is listed yet.
        embedOrigins: app.config.embedOrigins,
      };
    },
  );

  app.get(
    '/api/v1/admin/spadata/:app',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: "An app variant's stored configuration in both languages",
        params: AppParams,
        response: { 200: AdminAppConfig, ...problemResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const variant = appVariantFor(request.params.app);
      const { stored } = await loadStored(variant.name);
      reply.header('cache-control', 'no-store');
      return {
        app: variant.name,
        config: stored.document,
        updatedAt: stored.updatedAt,
        updatedBy: stored.updatedBy,
      };
    },
  );

  app.put(
    '/api/v1/admin/spadata/:app',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: "Replace an app variant's desk notification, news and how-to cards",
        params: AppParams,
        body: StoredAppConfig,
        response: { 200: AdminAppConfig, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const variant = appVariantFor(request.params.app);
      const body = request.body;
      const duplicates = [
        ...duplicateIds(body.news, 'body.news'),
        ...duplicateIds(body.howtoCards, 'body.howtoCards'),
      ];
      if (duplicates.length > 0) return refuseDuplicates(reply, duplicates);
      const stored = await writeAppConfig(
        app.db,
        variant.name,
        body,
        request.caller?.userKey ?? null,
      );
      request.log.info({ app: variant.name, by: stored.updatedBy }, 'app configuration changed');
      reply.header('cache-control', 'no-store');
      return {
        app: variant.name,
        config: stored.document,
        updatedAt: stored.updatedAt,
        updatedBy: stored.updatedBy,
      };
    },
  );

  app.get(
    '/api/v1/admin/desknotification',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'The desk notification every app variant shows unless it overrides it',
        response: { 200: AdminGlobalDeskNotification, ...problemResponses(401, 403, 503) },
      },
    },
    async (_request, reply) => {
      const global = await readGlobalDeskNotification(app.db);
      if (!global) throw new HttpProblem(503, 'Service Unavailable', 'No global notification');
      reply.header('cache-control', 'no-store');
      return {
        deskNotification: global.document,
        updatedAt: global.updatedAt,
        updatedBy: global.updatedBy,
      };
    },
  );

  app.put(
    '/api/v1/admin/desknotification',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Replace the desk notification every app variant shows',
        body: StoredGlobalDeskNotification,
        response: { 200: AdminGlobalDeskNotification, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const global = await writeGlobalDeskNotification(
        app.db,
        request.body,
        request.caller?.userKey ?? null,
      );
      request.log.info({ by: global.updatedBy }, 'global desk notification changed');
      reply.header('cache-control', 'no-store');
      return {
        deskNotification: global.document,
        updatedAt: global.updatedAt,
        updatedBy: global.updatedBy,
      };
    },
  );
};
