import type { ApiClient } from '../api/api-client.js';

/** `GET /api/v1/signin/config`: the issuer and clients this server's web app signs in with. */
export interface SignInConfig {
  readonly authority: string;
  readonly clientId: string;
  readonly scope: string;
  readonly redirectPath: string;
  readonly silentRedirectPath: string;
  readonly postLogoutRedirectPath: string;
  readonly aisTokenUrl: string;
  readonly aisClientId: string;
  readonly aisScope: string;
}

export function fetchSignInConfig(api: ApiClient, signal?: AbortSignal): Promise<SignInConfig> {
  return api.get<SignInConfig>('/bwapi/v1/signin/config', { signal, bearer: false });
}
