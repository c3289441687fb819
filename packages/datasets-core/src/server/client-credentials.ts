// BarentsWatch's APIs (FiskInfo, Fish Health) want an OAuth2 client-credentials token (scope `api`):
// `POST https://id.barentswatch.no/connect/token` with the site's client id and secret, then
// `Authorization: Bearer`. The token is kept until a minute before it expires, and fetched
// anew once when the upstream answers 401 (revoked or rotated early).

export const BARENTSWATCH_TOKEN_URL = 'https://id.barentswatch.no/connect/token';

export interface ClientCredentials {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scope: string;
}

/** Seconds before expiry a token is no longer used, so it never expires in flight. */
const EXPIRY_MARGIN_S = 60;

/**
 * A fetch that sends a client-credentials bearer token with every request. `now` is
 * injected so tests move time without waiting.
 */
export function clientCredentialsFetch(
  fetchImpl: typeof fetch,
  credentials: ClientCredentials,
  now: () => number = Date.now,
): typeof fetch {
  let token: { value: string; expiresAt: number } | null = null;

  const fetchToken = async (): Promise<string> => {
    const response = await fetchImpl(credentials.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        scope: credentials.scope,
      }).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`token endpoint answered HTTP ${response.status}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new Error('token endpoint answered no access_token');
    }
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    token = {
      value: body.access_token,
      expiresAt: now() + Math.max(0, lifetime - EXPIRY_MARGIN_S) * 1000,
    };
    return token.value;
  };

  const current = async () => (token && now() < token.expiresAt ? token.value : fetchToken());

  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const send = (value: string) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${value}`);
      return fetchImpl(input, { ...init, headers });
    };
    const response = await send(await current());
    if (response.status !== 401) return response;
    token = null;
    return send(await fetchToken());
  }) as typeof fetch;
}

/**
 * The credentials from a dataset's settings (`CLIENT_ID`, `CLIENT_SECRET`, optionally
 * `TOKEN_URL` and `SCOPE`); null when the site set none, and the upstream is asked
 * without a token.
 */
export function credentialsFrom(
  settings: Readonly<Record<string, string>>,
): ClientCredentials | null {
  const clientId = settings['CLIENT_ID'];
  const clientSecret = settings['CLIENT_SECRET'];
  if (!clientId || !clientSecret) return null;
  return {
    tokenUrl: settings['TOKEN_URL'] ?? BARENTSWATCH_TOKEN_URL,
    clientId,
    clientSecret,
    scope: settings['SCOPE'] ?? 'api',
  };
}

/** Environment names the spec and BarentsWatch's examples use for the credentials. */
export const CREDENTIAL_ENV_ALIASES = {
  CLIENT_ID: 'BARENTSWATCH_CLIENT_ID',
  CLIENT_SECRET: 'BARENTSWATCH_CLIENT_SECRET',
  TOKEN_URL: 'BARENTSWATCH_TOKEN_URL',
} as const;
