// Which API process evaluates zones: one per deployment, the holder of an advisory-lock lease
// (see the cluster's lease); one process alone always evaluates.
import type { FastifyBaseLogger } from 'fastify';
import { postgresLease as advisoryLease, type Lease } from '../cluster/advisory-lease.js';

export { LEASE_RETRY_MS, soleLease } from '../cluster/advisory-lease.js';
export type EvaluatorLease = Lease;

/** The zone evaluator's lease, one per schema. */
export function postgresLease(
  databaseUrl: string,
  schema: string | undefined,
  log: FastifyBaseLogger,
  retryMs?: number,
): EvaluatorLease {
  return advisoryLease({
    databaseUrl,
    name: `havkart.zone_evaluator:${schema ?? 'public'}`,
    duty: 'zone alert evaluation',
    log,
    ...(retryMs !== undefined ? { retryMs } : {}),
  });
}
