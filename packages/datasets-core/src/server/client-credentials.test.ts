import { describe, expect, it } from 'vitest';
import { clientCredentialsFetch, credentialsFrom } from './client-credentials.js';

const credentials = {
  tokenUrl: 'https://id.example.org/connect/token',
  clientId: 'havkart@example.org:havkart',
  clientSecret: 's3cret',
  scope: 'api',
};

/** A token endpoint and an API that wants its latest token; records what was asked. */
function upstream() {
  const calls: { url: string; auth: string | null; body?: string }[] = [];
  let issued = 0;
  let valid = '';
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('authorization');
    if (url === credentials.tokenUrl) {
      calls.push({ url, auth, body: String(init?.body) });
      issued += 1;
      valid = `token-${issued}`;
      return Response.json({ access_token: valid, expires_in: 3600, token_type: 'Bearer' });
    }
    calls.push({ url, auth });
    return auth === `Bearer ${valid}`
      ? Response.json({ fishingFacilities: [] })
      : new Response('', { status: 401 });
  }) as typeof fetch;
  return {
    fetchImpl,
    calls,
    revoke: () => {
      valid = 'revoked';
    },
  };
}

describe('client-credentials fetch', () => {
  it('asks for a token with scope api once, and sends it as a bearer token', async () => {
    const api = upstream();
    let now = 0;
    const fetchImpl = clientCredentialsFetch(api.fetchImpl, credentials, () => now);
    expect((await fetchImpl('https://api.example.org/gear')).status).toBe(200);
    expect((await fetchImpl('https://api.example.org/gear')).status).toBe(200);
    const tokenCalls = api.calls.filter((c) => c.url === credentials.tokenUrl);
    expect(tokenCalls).toHaveLength(1);
    const form = new URLSearchParams(tokenCalls[0]!.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: 's3cret',
      scope: 'api',
    });
    expect(api.calls.at(-1)!.auth).toBe('Bearer token-1');
    // A minute before expiry the token is renewed.
    now = (3600 - 59) * 1000;
    await fetchImpl('https://api.example.org/gear');
    expect(api.calls.at(-1)!.auth).toBe('Bearer token-2');
  });

  it('fetches a new token once when the API answers 401', async () => {
    const api = upstream();
    const fetchImpl = clientCredentialsFetch(api.fetchImpl, credentials, () => 0);
    await fetchImpl('https://api.example.org/gear');
    api.revoke();
    // The revoked token is refused; the fresh one, fetched at once, is taken.
    const response = await fetchImpl('https://api.example.org/gear');
    expect(response.status).toBe(200);
    expect(api.calls.map((c) => c.auth ?? 'token endpoint')).toEqual([
      'token endpoint',
      'Bearer token-1',
      'Bearer token-1',
      'token endpoint',
      'Bearer token-2',
    ]);
  });

  it('reads the credentials from the settings, with BarentsWatch defaults', () => {
    expect(credentialsFrom({})).toBeNull();
    expect(credentialsFrom({ CLIENT_ID: 'a', CLIENT_SECRET: 'b' })).toEqual({
      tokenUrl: 'https://id.barentswatch.no/connect/token',
      clientId: 'a',
      clientSecret: 'b',
      scope: 'api',
    });
  });
});
