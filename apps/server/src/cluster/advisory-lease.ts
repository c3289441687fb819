/**
 * A duty one process of a deployment does (evaluating zones, polling upstreams). In a cluster
 * (PostgreSQL and a live bus) the process holding a session advisory lock on a connection of
 * its own does it; the lock goes with that connection, so when the holder stops or loses the
 * database another process takes it at its next try. One process alone always holds it.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** How often a process that does not hold the lease tries to take it. */
export const LEASE_RETRY_MS = 2000;

export interface Lease {
  /** Whether this process does the duty now. */
  readonly held: boolean;
  /** Starts trying; `changed` runs whenever `held` flips. */
  start(changed: (held: boolean) => void): void;
  /** Gives the lease up (the next process takes it at its next try). */
  close(): Promise<void>;
}

/** A deployment of one API process: it does the duty from the start and never hands on. */
export function soleLease(): Lease {
  return { held: true, start: () => undefined, close: async () => undefined };
}

/**
 * The lease as a PostgreSQL session advisory lock. `name` includes the schema, so deployments
 * (and test runs) sharing a database each have their own holder; `duty` names it in the log.
 */
export function postgresLease(options: {
  databaseUrl: string;
  name: string;
  duty: string;
  log: FastifyBaseLogger;
  retryMs?: number;
}): Lease {
  const { databaseUrl, name: key, duty, log, retryMs = LEASE_RETRY_MS } = options;
  let client: pg.Client | null = null;
  let held = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let changed: (held: boolean) => void = () => undefined;

  const set = (next: boolean) => {
    if (next === held) return;
    held = next;
    log.info(
      { held, duty },
      held ? `this process takes the lease: ${duty}` : `lease handed on: ${duty}`,
    );
    changed(held);
  };
  const drop = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    set(false);
    void current.end().catch(() => undefined);
  };
  const attempt = async (): Promise<void> => {
    if (closed || held) return;
    let current = client;
    try {
      if (!current) {
        current = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
        current.on('error', (error) => {
          log.warn({ err: error }, `lease connection lost: ${duty}`);
          drop(current!);
        });
        client = current;
        await current.connect();
      }
      const { rows } = await current.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS ok',
        [key],
      );
      if (closed) return;
      if (rows[0]?.ok) set(true);
    } catch (error) {
      log.warn({ err: error }, `lease not taken: ${duty}`);
      if (current) drop(current);
    }
  };
  const loop = () => {
    timer = setTimeout(() => {
      void attempt().finally(() => {
        if (!closed) loop();
      });
    }, retryMs);
    timer.unref();
  };

  return {
    get held() {
      return held;
    },
    start(listener) {
      changed = listener;
      void attempt().finally(() => {
        if (!closed) loop();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      held = false;
      // Ending the session releases the lock at once.
      await current?.end().catch(() => undefined);
    },
  };
}
