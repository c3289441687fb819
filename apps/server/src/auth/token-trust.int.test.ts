import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { apiResourceFor } from './clients.js';
import { loadAuthSecrets } from './keys.js';
import { signIn } from './sign-in.testing.js';

const PASSWORD = 'demo-password-for-tests';
const ADMIN_URL = '/api/v1/admin/users';

/**
 * Tokens made with the server's own keys (as someone holding a copy of DATA_DIR could): our
 * issuer vouches only for users it has, and only through the access-token key.
 */
describe('trust in our own tokens, and the rate limit before them', () => {
  let t: TestApp;
  let adminToken = '';
  let adminId = '';
  let keys: JWK[] = [];

  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      DEMO_USER_PASSWORD: PASSWORD,
      RATE_LIMIT_MAX: '40',
      LIVE_RATE_LIMIT_MAX: '3',
    });
    const signedIn = await signIn(t.app, t.config.publicUrl, 'admin', PASSWORD);
    adminToken = signedIn.tokens.access_token;
    adminId = JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString()).sub;
    keys = (await loadAuthSecrets(t.config.dataDir)).jwks.keys;
  });
  afterAll(async () => t?.cleanup());

  /** An access token as our provider makes them, signed with our key of `alg`. */
  async function ourToken(alg: 'ES256' | 'RS256', subject: string) {
    const jwk = keys.find((key) => key.alg === alg)!;
    return new SignJWT({
      roles: ['BwDeveloper'],
      policies: ['BwAisAdmin'],
      scope: 'api ais',
      client_id: 'havkart-web',
    })
      .setProtectedHeader({ alg, typ: 'at+jwt', kid: jwk.kid! })
      .setIssuer(t.app.identity.issuer)
      .setAudience(apiResourceFor(t.config.publicUrl))
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, alg));
  }
  const get = (url: string, token: string) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it('accepts an access-token-key token for a stored user', async () => {
    expect((await get(ADMIN_URL, await ourToken('ES256', adminId))).statusCode).toBe(200);
    expect((await get(ADMIN_URL, adminToken)).statusCode).toBe(200);
  });

  it('refuses a token of our issuer for a subject it has no user for, whatever it claims', async () => {
    const answer = await get(ADMIN_URL, await ourToken('ES256', 'no-such-user'));
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('refuses an access token signed with the ID-token (RS256) key', async () => {
    const answer = await get(ADMIN_URL, await ourToken('RS256', adminId));
    expect(answer.statusCode).toBe(401);
    expect(answer.json().detail).toMatch(/not valid/);
  });

  it('gives the live API its own budget, counts a stream once, and never tiles', async () => {
    // Budget 3: two polls and a stream; the stream, once open, is not counted again.
    for (let i = 0; i < 2; i += 1) {
      const poll = await t.app.inject({ method: 'POST', url: '/live/v1/latest/combined' });
      expect(poll.statusCode).toBe(200);
    }
    const stream = await t.app.inject({
      method: 'POST',
      url: '/live/v1/sse/combined',
      payloadAsStream: true,
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['x-ratelimit-remaining']).toBe('0');
    stream.stream().destroy();
    const over = await t.app.inject({ method: 'POST', url: '/v1/latest/combined' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toMatch(/^application\/problem\+json/);
    // The API's budget is apart, and tiles are never counted.
    expect((await t.app.inject('/api/v1/timestamp')).statusCode).toBe(200);
    expect((await t.app.inject('/tiles/basemap/0/0/0.pbf')).statusCode).toBeLessThan(400);
  });

  it('counts a request before its token is looked at: over the limit is 429, not 401', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      statuses.push((await get(ADMIN_URL, 'not-a-token')).statusCode);
    }
    expect(statuses.at(0)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
