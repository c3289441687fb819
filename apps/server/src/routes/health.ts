import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isDatabaseReady } from '../database/database.js';
import { sendProblem } from '../plugins/problem-details.js';

/** Liveness and readiness for orchestrators: ok only once the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'Health check',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async (_request, reply) => {
      if (!(await isDatabaseReady(app.db))) {
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'The database does not answer',
        });
      }
      return { status: 'ok' as const };
    },
  );
}
