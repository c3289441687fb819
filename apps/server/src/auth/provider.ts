import type { Kysely } from 'kysely';
import Provider, {
  errors,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { ServerConfig } from '../config/config.js';
import type { Database } from '../database/schema.js';
import {
  AIS_SCOPE,
  API_SCOPE,
  AUTH_PREFIX,
  WEB_CLIENT_ID,
  apiResourceFor,
  issuerFor,
  staticClients,
} from './clients.js';
import { ACCESS_TOKEN_ALG, type AuthSecrets } from './keys.js';
import { logoutPage, errorPage, signedOutPage } from './pages.js';
import { databaseAdapterFactory } from './oidc-adapter.js';
import { findUserById } from './users.js';

/** Access tokens live an hour: the web app renews its AIS token every 3,500,000 ms. */
export const ACCESS_TOKEN_TTL_S = 3600;
const DAY_S = 86_400;

/** The scopes the web app's grant holds; it is our own client, so it asks no consent. */
const WEB_OIDC_SCOPES = 'openid profile email offline_access';

/**
 * Builds the built-in OpenID Connect provider: authorization code + PKCE for the web app,
 * refresh tokens, silent sign-in, client credentials for AIS clients, and JWT access tokens
 * for one resource (our API) so that every token goes through the same verification path
 * as an external issuer's.
 */
export function createProvider(
  config: ServerConfig,
  db: Kysely<Database>,
  secrets: AuthSecrets,
): Provider {
  const resource = apiResourceFor(config.publicUrl);
  const resourceServer: ResourceServer = {
    scope: `${API_SCOPE} ${AIS_SCOPE}`,
    audience: resource,
    accessTokenTTL: ACCESS_TOKEN_TTL_S,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: ACCESS_TOKEN_ALG } },
  };

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(db, secrets.clientSecretKey),
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    clients: staticClients(config.publicUrl),
    scopes: ['openid', 'offline_access', 'profile', 'email', API_SCOPE, AIS_SCOPE],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'roles', 'policies'],
      email: ['email'],
    },
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: user.name,
          preferred_username: user.username,
          email: user.email ?? undefined,
          roles: user.roles,
          policies: user.policies,
        }),
      };
    },
    // Roles and policies ride in the access token, under the same claim names an external
    // issuer is configured with, so the API reads both alike.
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = await findUserById(db, accountId);
      if (!user) return undefined;
      return {
        [config.identity.rolesClaim]: user.roles,
        [config.identity.policiesClaim]: user.policies,
      };
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(ctx, form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(ctx);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      ClientCredentials: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 30 * 60,
      RefreshToken: 30 * DAY_S,
      Session: 30 * DAY_S,
      Grant: 30 * DAY_S,
    },
    pkce: { required: () => true },
    routes: { token: '/connect/token' },
    interactions: { url: (_ctx, interaction) => `${AUTH_PREFIX}/interaction/${interaction.uid}` },
    // The web app asks for refresh tokens without prompting for consent: it is our own.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const found = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== WEB_CLIENT_ID) return found;
      const grant =
        found ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      // `api` is both a scope the web app asks for and the resource scope of our API.
      grant.addOIDCScope(`${WEB_OIDC_SCOPES} ${API_SCOPE}`);
      grant.addOIDCClaims(['roles', 'policies']);
      grant.addResourceScope(resource, API_SCOPE);
      await grant.save();
      return grant;
    },
    clientBasedCORS: () => true,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(ctx, out);
    },
  };

  const provider = new Provider(issuerFor(config.publicUrl), configuration);
  provider.proxy = config.trustProxy;
  return provider;
}
