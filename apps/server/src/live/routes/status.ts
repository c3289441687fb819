/** `GET /api/v1/ais/status`: what each AIS source is doing and what the live state holds. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AIS_ERROR_KINDS } from '@havkart/ais';
import { Type } from 'typebox';
import { problemResponses } from '../../plugins/problem-details.js';
import type { LiveService } from '../live-service.js';

const Count = Type.Integer({ minimum: 0 });
const SourceStatus = Type.Object({
  url: Type.String(),
  kind: Type.String(),
  connected: Type.Boolean(),
  bytes: Count,
  lines: Count,
  messages: Type.Integer({ minimum: 0, description: 'Decoded messages accepted after dedup' }),
  duplicates: Type.Integer({
    minimum: 0,
    description: 'Copies of a transmission another station delivered first',
  }),
  errors: Type.Object(Object.fromEntries(AIS_ERROR_KINDS.map((k) => [k, Count]))),
  lastMessageTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  reconnects: Count,
});
const Status = Type.Object({
  sources: Type.Array(SourceStatus),
  vessels: Count,
  aidsToNavigation: Count,
  weatherStations: Count,
  baseStations: Count,
  streams: Type.Object({ subscribers: Count, delivered: Count, skipped: Count }),
});

export function statusRoutes(live: LiveService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/v1/ais/status',
      {
        // Counters and source addresses for operators; no vessel data.
        config: { access: 'public' },
        schema: {
          tags: ['live AIS'],
          summary:
            'AIS sources: connection, lines, messages, errors by kind, last message; records held',
          response: { 200: Status, ...problemResponses() },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          sources: live.ingest.status().map(({ lastMessageMs, ...s }) => ({
            ...s,
            lastMessageTime: lastMessageMs === null ? null : new Date(lastMessageMs).toISOString(),
          })),
          vessels: live.state.vessels.size,
          aidsToNavigation: live.state.atons.size,
          weatherStations: live.state.metStations.size,
          baseStations: live.state.baseStations.size,
          streams: live.hub.stats,
        };
      },
    );
  };
}
