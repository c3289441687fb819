import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isDatabaseReady } from '../database/database.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';

/** Liveness and readiness for orchestrators: ok only once the database answers. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false, access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Health check',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          ...problemResponses(503),
        },
      },
    },
    async () => {
      if (!(await isDatabaseReady(app.db))) {
        throw new HttpProblem(503, 'Service Unavailable', 'The database does not answer');
      }
      return { status: 'ok' as const };
    },
  );
};
