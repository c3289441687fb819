import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { identityPlugin } from './auth/identity-plugin.js';
import { routeAccessPlugin } from './auth/route-access.js';
import type { ServerConfig } from './config/config.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { configPlugin } from './plugins/config.js';
import { databasePlugin } from './plugins/database.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerExternalPlugins } from './plugins/external.js';
import { clientGone, frameworkErrors, problemDetailsPlugin } from './plugins/problem-details.js';
import { webAppPlugin } from './plugins/web-app.js';
import { adminAuditPlugin } from './admin/audit.js';
import { freshGrantsPlugin } from './admin/fresh-grants.js';
import { mailPlugin } from './mail/mailer.js';
import { registerRoutes } from './routes/index.js';
import { liveAisPlugin } from './live/plugin.js';
import { trackPlugin } from './tracks/track-plugin.js';
import { alertingPlugin } from './alerting/alerting-plugin.js';
import { createLiveBus } from './cluster/live-bus.js';
import { connectRedis } from './cluster/redis.js';
import { healthRoutes } from './routes/health.js';

/** Requests logged at debug rather than info: map tiles, glyphs and the app's static files. */
const QUIET_PREFIXES = ['/tiles/', '/fonts/', '/assets/', '/healthz'];

export interface BuildAppOptions {
  /** Pino options, or false to silence logging (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Clock of the live service in epoch ms (downsample windows, expiry); tests drive it. */
  liveClock?: () => number;
  /** Clock of zone alerting (entries, digest times); the live clock unless a test drives it. */
  alertClock?: () => number;
  /** Leaves the zone-alert mail timer off; tests run each round themselves. */
  manualAlertMail?: boolean;
}

/**
 * `/bwapi/...` is the path the BarentsWatch-style clients use; it is the same API as
 * `/api/...` (spec 01 §7, 02 §7).
 */
export function rewriteBwapi(url: string): string {
  return url === '/bwapi' || url.startsWith('/bwapi/') || url.startsWith('/bwapi?')
    ? `/api${url.slice('/bwapi'.length)}`
    : url;
}

/**
 * Builds the server: external plugins, then our own plugins, then routes. Returns once
 * everything is loaded and the database is migrated, without listening.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    rewriteUrl: (request) => rewriteBwapi(request.url ?? '/'),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request must arrive, headers and body, within REQUEST_TIMEOUT_MS: a client that sends
    // less body than it announced is cut off instead of holding a connection. Node checks
    // open requests every `connectionsCheckingInterval`, so the cut comes within a tenth of
    // the timeout (at most a second) after it.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 10)),
    },
    // 408, 431 and unreadable requests, answered by Node before Fastify: problem documents too.
    clientErrorHandler,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true } },
    routerOptions: { ignoreTrailingSlash: true },
    // One id per request, logged as `traceId` (below) and returned in problem documents, so
    // a user's error report leads straight to the log lines about it.
    genReqId: () => randomUUID(),
    frameworkErrors,
    // A map view fetches dozens of tiles at a time; logging each at info would bury
    // everything else. See the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'traceId' }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onResponse', async (request, reply) => {
    const quiet = QUIET_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    // A 5xx for a client that hung up (the answer never left) is logged as what it is.
    const failed = reply.statusCode >= 500 && !clientGone(request);
    const level = failed ? 'error' : quiet ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  const redisUrl = config.cluster.redisUrl;
  const redis = redisUrl ? await connectRedis(redisUrl) : null;
  app.decorate('redis', redis);
  app.addHook('onClose', async () => redis?.disconnect());
  // Rate limiting first of all, so its onRequest hook runs before the token check below.
  await registerRateLimit(app, config, redis);
  // Then, so every route, ours and the external plugins', states who may call it.
  await app.register(routeAccessPlugin);
  await registerExternalPlugins(app, config);
  await app.register(configPlugin, config);
  await app.register(problemDetailsPlugin);
  await app.register(databasePlugin);
  // A process without the `api` role (ingest or track writer alone) answers /healthz only.
  const api = config.cluster.roles.has('api');
  if (api) {
    await app.register(mailPlugin);
    // Before the route groups (API clients register with sign-in), so its hook reaches them.
    await app.register(adminAuditPlugin);
    await app.register(freshGrantsPlugin);
    await app.register(identityPlugin);
  }
  // Live AIS before the routes: its state and bus are used by other route groups (tracks).
  const bus = await createLiveBus(config, app.log);
  await app.register(liveAisPlugin, { now: options.liveClock, bus });
  await app.register(trackPlugin);
  if (api) {
    await app.register(alertingPlugin, {
      now: options.alertClock,
      manualMail: options.manualAlertMail === true,
    });
    await app.register(registerRoutes);
    await app.register(webAppPlugin);
  } else {
    await app.register(healthRoutes);
  }
  await app.ready();
  return app;
}
