import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { requirePolicy } from './access.js';
import { AIS_PUBLIC_CLIENT_ID, WEB_CLIENT_ID, clientSecret } from './clients.js';
import { loadSharedAuthSecrets } from '../cluster/shared-secrets.js';

const ClientId = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{2,99}$' });

const ApiClient = Type.Object({
  clientId: Type.String(),
  name: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

const CreatedApiClient = Type.Object({
  clientId: Type.String(),
  name: Type.String(),
  /** Shown in this answer only; it cannot be read again. */
  clientSecret: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

const ADMIN = requirePolicy('BwAisAdmin');
const RESERVED = new Set([WEB_CLIENT_ID, AIS_PUBLIC_CLIENT_ID]);

/**
 * Administrators register API clients (id + secret) for the client-credentials grant, so
 * programs can fetch AIS tokens at /auth/connect/token. The secret is shown once.
 */
export const apiClientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { clientSecretKey } = await loadSharedAuthSecrets(app.config, app.db);

  app.get(
    '/api/v1/admin/apiclients',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Registered API clients (without secrets)',
        response: { 200: Type.Array(ApiClient), ...problemResponses(401, 403) },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('api_clients')
        .selectAll()
        .orderBy('client_id')
        .execute();
      return rows.map((row) => ({
        clientId: row.client_id,
        name: row.name,
        createdBy: row.created_by,
        createdAt: row.created_at,
      }));
    },
  );

  app.post(
    '/api/v1/admin/apiclients',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Register an API client; the answer holds its secret, shown only once',
        body: Type.Object(
          { clientId: ClientId, name: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: { 201: CreatedApiClient, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { clientId, name } = request.body;
      const taken =
        RESERVED.has(clientId) ||
        (await app.db
          .selectFrom('api_clients')
          .select('client_id')
          .where('client_id', '=', clientId)
          .executeTakeFirst());
      if (taken) throw new HttpProblem(409, 'Conflict', `The client id ${clientId} is taken`);
      const salt = randomBytes(24).toString('base64url');
      const createdAt = new Date().toISOString();
      await app.db
        .insertInto('api_clients')
        .values({
          client_id: clientId,
          name: name.trim(),
          secret_salt: salt,
          created_by: request.caller?.userKey ?? 'unknown',
          created_at: createdAt,
        })
        .execute();
      reply.code(201).header('cache-control', 'no-store');
      return {
        clientId,
        name: name.trim(),
        clientSecret: clientSecret(clientSecretKey, clientId, salt),
        createdAt,
      };
    },
  );

  app.delete(
    '/api/v1/admin/apiclients/:clientId',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Remove an API client; its secret stops working',
        params: Type.Object({ clientId: ClientId }),
        response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const result = await app.db
        .deleteFrom('api_clients')
        .where('client_id', '=', request.params.clientId)
        .executeTakeFirst();
      if (!result.numDeletedRows) {
        throw new HttpProblem(404, 'Not Found', `No API client ${request.params.clientId}`);
      }
      return reply.code(204).send(null);
    },
  );
};
