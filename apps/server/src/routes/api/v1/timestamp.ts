import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/**
 * The server clock (spec 01 §7). Clients use it to correct their own clock's skew when
 * marking old AIS positions, asking for updates `since` a time, and switching night mode.
 */
export async function timestampRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/timestamp',
    {
      schema: {
        tags: ['system'],
        summary: 'Server time',
        response: {
          200: Type.Object({ timeStamp: Type.String({ format: 'date-time' }) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { timeStamp: new Date().toISOString() };
    },
  );
}
