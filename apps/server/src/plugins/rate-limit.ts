import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config/config.js';

/**
 * Which budget a path counts against (`/bwapi` arrives here rewritten to `/api`):
 * - `api`: the API and sign-in, `RATE_LIMIT_MAX` per window;
 * - `live`: the live API (`/live/…` and its unprefixed `/v1/…` alias), its own and higher
 *   `LIVE_RATE_LIMIT_MAX`, since a map polls it; a stream is one request, counted once when
 *   it opens, however long it stays open;
 * - `null`: not counted. Map tiles and glyphs come in bursts of dozens, and the app's page
 *   and hashed assets are a handful of cached files per visit.
 */
export type RateBudget = 'api' | 'live';

export function rateBudget(url: string): RateBudget | null {
  const path = url.split('?')[0] ?? url;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/')) return 'api';
  if (path === '/live' || path.startsWith('/live/') || path.startsWith('/v1/')) return 'live';
  return null;
}

export function isRateLimited(url: string): boolean {
  return rateBudget(url) !== null;
}

/**
 * The client a request counts for: its address, IPv6 grouped by /56 as the plugin does. A
 * request whose socket closed before this runs has no address left; it gets one shared key
 * (nothing can be answered to it anyway) instead of failing as a server error.
 */
export function rateKey(request: FastifyRequest): string {
  const address: string | undefined = request.ip ?? request.socket?.remoteAddress;
  const client = address ? normalizeIP(address, 56) : 'closed';
  return `${rateBudget(request.url) ?? 'api'}:${client}`;
}

/**
 * Rate limiting, registered before the route-access plugin: its hook then runs first in
 * `onRequest`, before any token is verified, so a flood of requests with bearer tokens costs
 * no signature checks and an aborted request never reaches the limiter half-gone.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: ServerConfig,
  redis: Redis | null = null,
) {
  // With Redis, every instance counts the same client; while Redis is away, requests are
  // served uncounted rather than refused.
  const store = redis
    ? { redis, nameSpace: `${config.cluster.redisPrefix}rate:`, skipOnError: true }
    : {};
  await app.register(rateLimit, {
    ...store,
    global: true,
    hook: 'onRequest',
    max: (request) =>
      rateBudget(request.url) === 'live' ? config.liveRateLimitMax : config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: rateKey,
    allowList: (request) => !isRateLimited(request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Rate limit exceeded, retry in ${context.after}`,
    }),
  });
}
