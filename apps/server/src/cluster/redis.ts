/**
 * The shared counters of a cluster: one Redis connection per process, for the rate limit
 * and the sign-in throttle, so every instance counts the same client and user name.
 */
import { Redis } from 'ioredis';
import { redactUrl } from './cluster-config.js';
import { reasonOf, ServiceUnreachableError } from './service-unreachable.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters' connection (`REDIS_URL`); null in a single process. */
    redis: Redis | null;
  }
}

export interface RedisHealth {
  status: 'up' | 'down';
  latencyMs: number | null;
}

/**
 * Connects, or throws a one-line {@link ServiceUnreachableError} naming `REDIS_URL`. Once
 * connected, commands fail at once while Redis is away (no queue), so callers fall back
 * rather than hold requests; the client reconnects with backoff in the background.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(250 * 2 ** attempt, 10_000),
  });
  // Without a listener, an error while reconnecting would be thrown as unhandled; the first
  // one says why the connection failed better than the rejection ("Connection is closed").
  let cause: unknown;
  redis.on('error', (error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new ServiceUnreachableError(
      'REDIS_URL',
      `cannot reach Redis at ${redactUrl(url)}: ${reasonOf(cause ?? error)}; check REDIS_URL and that Redis is running`,
      { cause: error },
    );
  }
}

export async function redisHealth(redis: Redis): Promise<RedisHealth> {
  if (redis.status !== 'ready') return { status: 'down', latencyMs: null };
  const started = performance.now();
  try {
    await redis.ping();
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { status: 'down', latencyMs: null };
  }
}
