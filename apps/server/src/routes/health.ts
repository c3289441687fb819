import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { JetStreamBus } from '../cluster/jetstream-bus.js';
import { redisHealth } from '../cluster/redis.js';
import { isDatabaseReady } from '../database/database.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';

const ServiceStatus = Type.Union([Type.Literal('up'), Type.Literal('down')]);
const Latency = Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
  description: 'Round trip in milliseconds; null when the service does not answer',
});

/**
 * Liveness and readiness for orchestrators: ok only once the database answers. In a cluster
 * it also shows the live bus and Redis with their latency; either being away makes the
 * instance `degraded`, not unavailable: it serves the last live state and counts locally.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false, access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Health check',
        response: {
          200: Type.Object({
            status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
            bus: Type.Optional(
              Type.Object({
                status: ServiceStatus,
                latencyMs: Latency,
                buffered: Type.Integer({
                  minimum: 0,
                  description: 'Messages this instance holds until NATS takes them',
                }),
                replayed: Type.Optional(
                  Type.Boolean({
                    description: 'Whether the live state has replayed the stream to its end',
                  }),
                ),
              }),
            ),
            redis: Type.Optional(Type.Object({ status: ServiceStatus, latencyMs: Latency })),
          }),
          ...problemResponses(503),
        },
      },
    },
    async () => {
      const bus = app.hasDecorator('live') ? app.live.bus : undefined;
      const [database, busState, redisState] = await Promise.all([
        isDatabaseReady(app.db),
        bus instanceof JetStreamBus ? bus.health() : undefined,
        app.redis ? redisHealth(app.redis) : undefined,
      ]);
      if (!database) {
        throw new HttpProblem(503, 'Service Unavailable', 'The database does not answer');
      }
      const degraded = busState?.status === 'down' || redisState?.status === 'down';
      return {
        status: degraded ? ('degraded' as const) : ('ok' as const),
        ...(busState && { bus: busState }),
        ...(redisState && { redis: redisState }),
      };
    },
  );
};
