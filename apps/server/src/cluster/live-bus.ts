import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/config.js';
import { InProcessBus, type LiveBus } from '../ingest/bus.js';
import { JetStreamBus } from './jetstream-bus.js';

/** The live window an API instance replays at start: as long as the live set keeps vessels. */
export const LIVE_WINDOW_MS = 72 * 3600_000;

/**
 * The bus the configuration asks for: JetStream when `LIVE_BUS_URL` is set, else the
 * in-process bus. Throws a one-line {@link ServiceUnreachableError} when NATS does not answer.
 */
export async function createLiveBus(
  config: ServerConfig,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Promise<LiveBus> {
  const { cluster } = config;
  if (!cluster.liveBusUrl) return new InProcessBus();
  const maxAgeMs = cluster.busMaxAgeHours * 3600_000;
  return JetStreamBus.connect({
    url: cluster.liveBusUrl,
    prefix: cluster.busPrefix,
    maxAgeMs,
    maxBytes: cluster.busMaxBytes,
    replayMs: Math.min(LIVE_WINDOW_MS, maxAgeMs),
    bufferMs: cluster.busBufferSeconds * 1000,
    log: log.child({ module: 'live-bus' }),
    name: `havkart ${[...cluster.roles].join(',')} ${hostname()}:${process.pid}`,
    now,
  });
}
