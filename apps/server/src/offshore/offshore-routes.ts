/**
 * `GET /api/v1/offshoreinstallations`: the installations the web app draws with the platform
 * icon, as loaded at start (offshore-installations.ts). Public: the list is map data.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { problemResponses } from '../plugins/problem-details.js';
import type { OffshoreInstallationList } from './offshore-installations.js';

export const OFFSHORE_INSTALLATIONS_PATH = '/api/v1/offshoreinstallations';

const Installation = Type.Object({
  mmsi: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  name: Type.String({ minLength: 1 }),
});

export const OffshoreInstallationsAnswer = Type.Object({
  demoData: Type.Boolean({
    description: "True for the demo list (the simulator's installations), not a site's own",
  }),
  installations: Type.Array(Installation, {
    description: 'Installations drawn with the platform icon, by MMSI (spec 02 §3)',
  }),
});

export function offshoreInstallationRoutes(
  list: OffshoreInstallationList,
): FastifyPluginAsyncTypebox {
  const answer = { demoData: list.demoData, installations: [...list.installations] };
  return async (app) => {
    app.log.info(
      { count: list.installations.length, file: list.file },
      list.demoData
        ? 'offshore installations: the demo list (set OFFSHORE_RIGS_FILE for your own)'
        : 'offshore installations read',
    );
    app.get(
      OFFSHORE_INSTALLATIONS_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags: ['live AIS'],
          summary: 'Offshore installations drawn with the platform icon, by MMSI',
          response: { 200: OffshoreInstallationsAnswer, ...problemResponses() },
        },
      },
      async (_request, reply) => {
        // Fixed until the server restarts with another file; a reload picks a change up.
        reply.header('cache-control', 'no-cache');
        return answer;
      },
    );
  };
}
