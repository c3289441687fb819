import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { aisToken, signIn } from './sign-in.testing.js';
import { freePort } from '../test-support/waiting.js';

const PASSWORD = 'demo-password-for-tests';

// Our own provider, listening on a real port, plays the external identity provider: the
// second server knows it only by OIDC_ISSUER and finds its keys through discovery.
describe('an external OIDC_ISSUER', () => {
  let issuerApp: TestApp;
  let api: TestApp;
  let strictApi: TestApp;
  let issuer: string;

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    issuer = `${origin}/auth`;
    issuerApp = await startTestApp('sqlite', { DEMO_USER_PASSWORD: PASSWORD, PUBLIC_URL: origin });
    await issuerApp.app.listen({ host: '127.0.0.1', port });
    api = await startTestApp('sqlite', {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'havkart-web',
      OIDC_AUDIENCE: `${origin}/api`,
      DEMO_USERS: 'false',
    });
    strictApi = await startTestApp('sqlite', {
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: 'https://someone-else.example/api',
      DEMO_USERS: 'false',
    });
  });
  afterAll(async () => {
    await strictApi?.cleanup();
    await api?.cleanup();
    await issuerApp?.cleanup();
  });

  it('accepts its user tokens, reading roles and policies from the configured claims', async () => {
    const { tokens } = await signIn(
      issuerApp.app,
      issuerApp.config.publicUrl,
      'yrkesfisker',
      PASSWORD,
    );
    const profiles = await api.app.inject({
      url: '/api/v2/user/profiles',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profiles.statusCode).toBe(200);
    expect(profiles.json()).toMatchObject({
      roles: ['BwYrkesfisker'],
      policies: expect.arrayContaining(['BwReportFishingFacility']),
      vesselProfile: null,
    });
    const caller = await api.app.identity.verify(tokens.access_token);
    expect(caller).toMatchObject({ kind: 'user', issuer });
    expect(caller.userKey).toBe(`${issuer}#${caller.subject}`);

    const saved = await api.app.inject({
      method: 'POST',
      url: '/api/v1/spausersetting/havkart',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { news: { seen: ['n1'] } },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('tells the web app to sign in at the external issuer', async () => {
    const answer = (await api.app.inject('/api/v1/signin/config')).json();
    expect(answer).toMatchObject({ authority: issuer, clientId: 'havkart-web' });
    expect(answer.aisTokenUrl).toBe(`${api.config.publicUrl}/auth/connect/token`);
  });

  it('accepts its client-credentials AIS tokens as clients, not users', async () => {
    const token = (await aisToken(issuerApp.app)).json<{ access_token: string }>().access_token;
    expect(await api.app.identity.verify(token)).toMatchObject({ kind: 'client', scopes: ['ais'] });
    const profiles = await api.app.inject({
      url: '/api/v2/user/profiles',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profiles.statusCode).toBe(403);
  });

  it('refuses tokens for another audience and tokens signed with other keys', async () => {
    const { tokens } = await signIn(
      issuerApp.app,
      issuerApp.config.publicUrl,
      'utvikler',
      PASSWORD,
    );
    const wrongAudience = await strictApi.app.inject({
      url: '/api/v2/user/profiles',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(wrongAudience.statusCode).toBe(401);

    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({
      roles: ['BwDeveloper'],
      policies: ['BwAisAdmin'],
      scope: 'api',
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer(issuer)
      .setAudience(`${issuer.replace(/\/auth$/, '')}/api`)
      .setSubject('intruder')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const refused = await api.app.inject({
      url: '/api/v2/user/profiles',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/error="invalid_token"/);
  });
});
