/**
 * The live AIS plugin: starts the configured sources, serves the live API under every base
 * of `routes/bases.ts`, and ends streams first on shutdown.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveBus } from '../ingest/bus.js';
import { routeAccessFor } from './access.js';
import { LiveService } from './live-service.js';
import { aisRoutes } from './routes/ais.js';
import { LIVE_BASES } from './routes/bases.js';
import { combinedRoutes } from './routes/combined.js';
import { miscRoutes } from './routes/misc.js';
import { multiplexRoutes } from './routes/multiplex.js';
import { nearestSarRoutes } from './routes/nearest-sar.js';
import { statusRoutes } from './routes/status.js';
import { StreamLimits } from './stream-limits.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a stream that stays open until the client or server ends it. */
    stream?: boolean;
  }
  interface FastifyInstance {
    /** Live AIS: bus, state, ingest, streams. Subscribe to `live.bus` for accepted messages. */
    live: LiveService;
  }
}

export interface LiveAisPluginOptions {
  /** Clock in epoch ms; the real one unless a test drives it. */
  now?: (() => number) | undefined;
  /** The bus; the in-process one unless the app made a JetStream bus. */
  bus?: LiveBus | undefined;
}

export const liveAisPlugin = fp(
  async (app: FastifyInstance, options: LiveAisPluginOptions) => {
    const roles = app.config.cluster.roles;
    const live = new LiveService(options.bus, options.now, { followBus: roles.has('api') });
    app.decorate('live', live);
    app.addHook('onReady', async () => {
      if (roles.has('ingest')) {
        live.startSources(app.config.aisSources, app.log.child({ module: 'ais-ingest' }));
      }
    });
    // Open streams would keep close() waiting for ever.
    app.addHook('preClose', async () => live.endStreams());
    app.addHook('onClose', async () => live.close());
    if (!roles.has('api')) {
      // An ingest process still shows what its sources do; it holds no live state to serve.
      if (roles.has('ingest')) await app.register(statusRoutes(live));
      return;
    }
    const policy = { allowUnauthenticated: app.config.liveRestrictedAccess };
    // One count for every base: a client's streams on any tier count together.
    const streams = new StreamLimits(
      app.config.live.maxStreamsPerClient,
      app.config.live.maxStreams,
    );
    for (const base of LIVE_BASES) {
      const access = { access: routeAccessFor(base.access, policy) };
      const ctx = { base, live, streams, config: access };
      await app.register(combinedRoutes(ctx));
      await app.register(aisRoutes(ctx));
      await app.register(miscRoutes(ctx));
      await app.register(multiplexRoutes(ctx));
      // The app's own path answers as the open tier does (A50).
      const alias = base.prefix === '/live/v1' ? '/api/v1/geodata/ais/nearestsar' : undefined;
      await app.register(nearestSarRoutes(ctx, alias));
    }
    await app.register(statusRoutes(live));
  },
  { name: 'live-ais', dependencies: ['config'] },
);
