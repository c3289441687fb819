import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { problemResponses } from '../plugins/problem-details.js';
import { AIS_PUBLIC_CLIENT_ID, AIS_SCOPE, API_SCOPE, WEB_CLIENT_ID, issuerFor } from './clients.js';

const SignInConfig = Type.Object({
  /** The OpenID Connect issuer the web app signs in with. */
  authority: Type.String(),
  clientId: Type.String(),
  scope: Type.String(),
  /** Paths on this server, relative to its origin. */
  redirectPath: Type.String(),
  silentRedirectPath: Type.String(),
  postLogoutRedirectPath: Type.String(),
  /** Where anonymous users get the AIS token, and with which client id and scope. */
  aisTokenUrl: Type.String(),
  aisClientId: Type.String(),
  aisScope: Type.String(),
});

/**
 * What the web app needs to sign in: the issuer and client (ours, or the external issuer's
 * when OIDC_ISSUER is set) and the anonymous AIS token's client, so no deployment bakes
 * these into the bundle.
 */
export const signInConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const external = config.identity.externalIssuer;
  const answer = {
    authority: external ?? issuerFor(config.publicUrl),
    clientId: external ? (config.identity.externalClientId ?? WEB_CLIENT_ID) : WEB_CLIENT_ID,
    scope: `openid profile email offline_access${external ? '' : ` ${API_SCOPE}`}`,
    redirectPath: '/oidc_redirect_uri',
    silentRedirectPath: '/oidc_silent_redirect_uri',
    postLogoutRedirectPath: '/',
    aisTokenUrl: `${issuerFor(config.publicUrl)}/connect/token`,
    aisClientId: AIS_PUBLIC_CLIENT_ID,
    aisScope: AIS_SCOPE,
  };
  app.get(
    '/api/v1/signin/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['user'],
        summary: 'Sign-in settings for the web app: issuer, client id, scopes, AIS token client',
        response: { 200: SignInConfig, ...problemResponses() },
      },
    },
    async () => answer,
  );
};
