import { createHmac } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';

/** Where the built-in provider is mounted. */
export const AUTH_PREFIX = '/auth';

/** The web app's client: authorization code + PKCE, no secret (a browser cannot keep one). */
export const WEB_CLIENT_ID = 'havkart-web';

/**
 * The public anonymous AIS client (README): no secret; its client-credentials tokens carry
 * only `scope=ais`, which the open AIS endpoints accept.
 */
export const AIS_PUBLIC_CLIENT_ID = 'havkart-ais';

/** The scope every AIS client token carries. */
export const AIS_SCOPE = 'ais';

/** The scope the web app's user tokens carry for our API. */
export const API_SCOPE = 'api';

/** The issuer of the built-in provider. */
export function issuerFor(publicUrl: string): string {
  return `${publicUrl}${AUTH_PREFIX}`;
}

/**
 * The resource (and `aud`) of every access token the built-in provider issues: our API.
 * Token requests name none (spec 01 §7), so it is also the default resource.
 */
export function apiResourceFor(publicUrl: string): string {
  return `${publicUrl}/api`;
}

export function staticClients(publicUrl: string): ClientMetadata[] {
  return [
    {
      client_id: WEB_CLIENT_ID,
      client_name: 'Havkart',
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${publicUrl}/oidc_redirect_uri`, `${publicUrl}/oidc_silent_redirect_uri`],
      post_logout_redirect_uris: [`${publicUrl}/`],
      scope: `openid profile email offline_access ${API_SCOPE}`,
    },
    {
      client_id: AIS_PUBLIC_CLIENT_ID,
      client_name: 'Havkart AIS (anonymous)',
      token_endpoint_auth_method: 'none',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      scope: AIS_SCOPE,
    },
  ];
}

/**
 * A registered API client's secret: derived from its salt and a key kept in DATA_DIR, so
 * neither the database nor the key alone reveals it, and it can be shown exactly once.
 */
export function clientSecret(clientSecretKey: string, clientId: string, salt: string): string {
  return createHmac('sha256', clientSecretKey).update(`${clientId}\n${salt}`).digest('base64url');
}

/** Metadata of an administrator-registered API client: client credentials, AIS scope. */
export function apiClientMetadata(clientId: string, name: string, secret: string): ClientMetadata {
  return {
    client_id: clientId,
    client_name: name,
    client_secret: secret,
    token_endpoint_auth_method: 'client_secret_post',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    scope: AIS_SCOPE,
  };
}
