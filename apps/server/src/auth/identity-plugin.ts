import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { hasRestrictedAis, type RestrictedAisProfile } from '@havkart/domain';
import { AUTH_PREFIX, apiResourceFor, issuerFor } from './clients.js';
import { geoFilterTest } from './geo-filter.js';
import { handleInteraction, isInteractionPath } from './interactions.js';
import { RedisLoginThrottle } from '../cluster/redis-login-throttle.js';
import { loadSharedAuthSecrets } from '../cluster/shared-secrets.js';
import { ACCESS_TOKEN_ALG, accessTokenJwks } from './keys.js';
import { pruneExpired } from './oidc-adapter.js';
import { createProvider } from './provider.js';
import { findUserById, seedDemoUsers, type StoredUser } from './users.js';
import {
  createTokenVerifier,
  discoveredKeys,
  localKeys,
  type Caller,
  TokenError,
  type TokenVerifier,
  type TrustedIssuer,
} from './verify.js';
import { apiClientRoutes } from './api-client-routes.js';
import { signInConfigRoutes } from './sign-in-config-routes.js';

export interface Identity {
  provider: Provider;
  issuer: string;
  verify: TokenVerifier;
  /** The caller's stored user at our provider; null for clients and external users. */
  storedUser(caller: Caller): Promise<StoredUser | null>;
  /** The caller's restricted-AIS profile, or null without one. */
  restrictedAisProfile(caller: Caller | null): Promise<RestrictedAisProfile | null>;
  /**
   * The area the caller's restricted AIS data is limited to (its `geoFilter`), as a point
   * test on longitude and latitude; null for no limit.
   */
  restrictedAisArea(caller: Caller | null): Promise<((lon: number, lat: number) => boolean) | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

const HOUR_MS = 3_600_000;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Sign-in: the built-in OpenID Connect provider under /auth, the demo users, and the one
 * token verification path (our issuer, plus OIDC_ISSUER when set) every route uses.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db } = app;
    const secrets = await loadSharedAuthSecrets(config, db);
    const throttle = app.redis
      ? new RedisLoginThrottle(app.redis, config.cluster.redisPrefix, (error) =>
          app.log.warn({ err: error }, 'sign-in throttle: Redis failed'),
        )
      : undefined;
    if (config.identity.demoUsers) {
      await seedDemoUsers(db, config.identity.demoUserPassword, app.log);
    }
    const provider = createProvider(config, db, secrets);
    provider.on('server_error', (_ctx, error) =>
      app.log.error({ err: error }, 'sign-in provider error'),
    );
    const issuer = issuerFor(config.publicUrl);

    const issuers: TrustedIssuer[] = [
      {
        issuer,
        audience: apiResourceFor(config.publicUrl),
        keys: localKeys(accessTokenJwks(secrets)),
        builtIn: true,
        algorithms: [ACCESS_TOKEN_ALG],
      },
    ];
    const external = config.identity.externalIssuer;
    if (external) {
      issuers.push({
        issuer: external,
        audience: config.identity.externalAudience,
        keys: discoveredKeys(external),
        builtIn: false,
      });
    }
    const verifyToken = createTokenVerifier({
      issuers,
      rolesClaim: config.identity.rolesClaim,
      policiesClaim: config.identity.policiesClaim,
    });
    // A person's token from our own issuer stands only for a user we still have: a token
    // for a deleted user, or one made with our key for a subject we never had, is refused.
    // (An external issuer's users exist only in its tokens, so theirs are read from claims.)
    const verify: TokenVerifier = async (token) => {
      const caller = await verifyToken(token);
      if (caller.kind === 'user' && caller.issuer === issuer) {
        if (!(await findUserById(db, caller.subject))) {
          throw new TokenError('The access token names no user of this server');
        }
      }
      return caller;
    };

    const storedUser = async (caller: Caller) =>
      caller.kind === 'user' && caller.issuer === issuer ? findUserById(db, caller.subject) : null;
    const restrictedAisProfile = async (caller: Caller | null) =>
      caller ? ((await storedUser(caller))?.profile.restrictedAisProfile ?? null) : null;

    const restrictedAisArea = async (caller: Caller | null) =>
      geoFilterTest((await restrictedAisProfile(caller))?.geoFilter ?? null);

    app.decorate('identity', {
      provider,
      issuer,
      verify,
      storedUser,
      restrictedAisProfile,
      restrictedAisArea,
    });
    app.callerResolver = {
      verify,
      restrictedAisValid: async (caller) => hasRestrictedAis(await restrictedAisProfile(caller)),
      aisOpenRequiresToken: config.identity.aisOpenRequiresToken,
    };

    // Expired codes, sessions and interactions are dropped hourly rather than left to pile up.
    await pruneExpired(db);
    const pruning = setInterval(() => {
      pruneExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning failed'));
    }, HOUR_MS);
    pruning.unref();
    app.addHook('onClose', async () => clearInterval(pruning));

    const callback = provider.callback();
    await app.register(async (scope) => {
      // The provider reads its own form bodies: hand it the untouched request stream.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const pathname = (raw.url ?? '/').split('?')[0] ?? '/';
        if (isInteractionPath(pathname)) {
          await handleInteraction(provider, db, raw, reply.raw, throttle);
          return;
        }
        // Mounted like an Express sub-app: the provider sees its own paths and the mount.
        raw.originalUrl = raw.url;
        raw.url = raw.url?.slice(AUTH_PREFIX.length) || '/';
        callback(raw, reply.raw);
      };
      for (const url of [AUTH_PREFIX, `${AUTH_PREFIX}/*`]) {
        // Hidden from the API docs: the provider publishes its own discovery document.
        scope.route({
          method: [...METHODS],
          url,
          handler,
          config: { access: 'provider' },
          schema: { hide: true },
        });
      }
    });
    await app.register(apiClientRoutes);
    await app.register(signInConfigRoutes);
  },
  { name: 'identity', dependencies: ['config', 'database', 'route-access'] },
);
