/**
 * Which API process evaluates zones: one per deployment. In a cluster (PostgreSQL and a live
 * bus) the process holding a session advisory lock on a connection of its own does; the lock
 * goes with that connection, so when the holder stops or loses the database another process
 * takes it at its next try. One process alone always holds it.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** How often a process that does not hold the lease tries to take it. */
export const LEASE_RETRY_MS = 2000;

export interface EvaluatorLease {
  /** Whether this process evaluates now. */
  readonly held: boolean;
  /** Starts trying; `changed` runs whenever `held` flips. */
  start(changed: (held: boolean) => void): void;
  /** Gives the lease up (the next process takes it at its next try). */
  close(): Promise<void>;
}

/** A deployment of one API process: it evaluates from the start and never hands on. */
export function soleLease(): EvaluatorLease {
  return { held: true, start: () => undefined, close: async () => undefined };
}

/**
 * The lease as a PostgreSQL session advisory lock, named by the schema so deployments (and
 * test runs) sharing a database each have their own evaluator.
 */
export function postgresLease(
  databaseUrl: string,
  schema: string | undefined,
  log: FastifyBaseLogger,
  retryMs = LEASE_RETRY_MS,
): EvaluatorLease {
  const key = `havkart.zone_evaluator:${schema ?? 'public'}`;
  let client: pg.Client | null = null;
  let held = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let changed: (held: boolean) => void = () => undefined;

  const set = (next: boolean) => {
    if (next === held) return;
    held = next;
    log.info({ held }, held ? 'this process evaluates zone alerts' : 'zone evaluation handed on');
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
          log.warn({ err: error }, 'zone evaluator lease connection lost');
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
      log.warn({ err: error }, 'zone evaluator lease not taken');
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
