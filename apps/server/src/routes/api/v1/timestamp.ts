import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { problemResponses } from '../../../plugins/problem-details.js';

/**
 * The server clock (spec 01 §7). Clients use it to correct their own clock's skew when
 * marking old AIS positions, asking for updates `since` a time, and switching night mode.
 */
export const timestampRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/timestamp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Server time',
        response: {
          200: Type.Object({ timeStamp: Type.String({ format: 'date-time' }) }),
          ...problemResponses(),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { timeStamp: new Date().toISOString() };
    },
  );
};
