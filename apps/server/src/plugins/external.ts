import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@havkart/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config.js';
import { BEARER_SCHEME, documentObject, documentRoute } from './openapi-document.js';

/**
 * The content security policy allows only our own origin: no request leaves it at run time.
 * MapLibre needs blob: workers and inline style attributes; the app may be framed by the
 * configured embedding origins, so X-Frame-Options (which cannot list origins) is off and
 * frame-ancestors does the job. No upgrade-insecure-requests: people run this over plain
 * HTTP on a LAN.
 */
/**
 * @fastify/compress's own list plus map glyphs (`application/x-protobuf`, about 75 KiB for
 * the Latin range, 42 KiB gzipped), which mime-db does not mark compressible.
 * Event streams stay uncompressed: a compressor would hold back their events.
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)|\/x-protobuf(?:;|$)/u;

export function contentSecurityPolicy(config: ServerConfig) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      childSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'", ...config.embedOrigins],
    },
  };
}

/**
 * External plugins, registered before the app's own plugins and routes (rate limiting comes
 * earlier still: plugins/rate-limit.ts).
 */
export async function registerExternalPlugins(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    // Only meaningful over HTTPS; over plain HTTP on a LAN it would be ignored anyway.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(compress, { global: true, threshold: 1024, customTypes: COMPRESSIBLE });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Havkart API',
        version: APP_VERSION,
        description: 'Maritime map API. Paths under /bwapi are aliases of /api.',
      },
      components: { securitySchemes: { bearer: BEARER_SCHEME } },
    },
    // Error media type, access refusals, stream media types and 2020-12 schemas, for every
    // route at once (plugins/openapi-document.ts).
    transform: documentRoute({ aisOpenRequiresToken: config.identity.aisOpenRequiresToken }),
    transformObject: documentObject,
    // Shared schemas (Problem) appear under their own $id in components.schemas.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });
  // The docs pages keep the policy above (set by helmet for every response); the plugin's
  // own policy would allow any https: style or font and force upgrade-insecure-requests.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
