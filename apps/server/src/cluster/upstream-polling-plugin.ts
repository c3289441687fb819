/**
 * `app.pollingFetch`: the HTTP client datasets and forecasts poll their upstreams with. One
 * process (SQLite, or PostgreSQL without a live bus) asks the upstreams itself; in a cluster
 * the holder of the polling lease asks and shares its answers (see shared-polling.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postgresLease } from './advisory-lease.js';
import { databaseAnswerStore, sharedPollingFetch } from './shared-polling.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The client for timed upstream polls; shared across a cluster. */
    pollingFetch: typeof fetch;
  }
}

/** Asked at call time, so a test's stand-in for the global fetch is used. */
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export const upstreamPollingPlugin = fp(
  async (app: FastifyInstance) => {
    const { databaseUrl, databaseSchema, cluster } = app.config;
    if (databaseUrl === undefined || cluster.liveBusUrl === undefined) {
      app.decorate('pollingFetch', globalFetch);
      return;
    }
    const log = app.log.child({ module: 'upstream-polling' });
    const lease = postgresLease({
      databaseUrl,
      name: `havkart.upstream_polling:${databaseSchema ?? 'public'}`,
      duty: 'upstream polling',
      log,
    });
    lease.start(() => undefined);
    app.decorate(
      'pollingFetch',
      sharedPollingFetch({ lease, store: databaseAnswerStore(app.db), fetch: globalFetch, log }),
    );
    app.addHook('onClose', () => lease.close());
  },
  { name: 'upstream-polling', dependencies: ['config', 'database'] },
);
