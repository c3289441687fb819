import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { AIS_PUBLIC_CLIENT_ID, WEB_CLIENT_ID } from './clients.js';
import { DEMO_USERS } from './demo-users.js';
import { aisToken, InjectBrowser, pkce, signIn } from './sign-in.testing.js';

const targets = await databaseTargets();
const PASSWORD = 'demo-password-for-tests';

function form(fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

describe.each(targets)('sign-in provider on $target', ({ target, skip }) => {
  let t: TestApp;

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
  });
  afterAll(async () => t?.cleanup());

  it.skipIf(skip)(
    'publishes its issuer at PUBLIC_URL/auth with the token endpoint of the spec',
    async () => {
      const response = await t.app.inject('/auth/.well-known/openid-configuration');
      expect(response.statusCode).toBe(200);
      const discovery = response.json<Record<string, unknown>>();
      expect(discovery.issuer).toBe(`${t.config.publicUrl}/auth`);
      expect(String(discovery.token_endpoint)).toMatch(/\/auth\/connect\/token$/);
      expect(discovery.grant_types_supported).toEqual(
        expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
      );
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    },
  );

  it.skipIf(skip)(
    'tells the web app how to sign in and where the AIS token comes from',
    async () => {
      const response = await t.app.inject('/api/v1/signin/config');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        authority: `${t.config.publicUrl}/auth`,
        clientId: WEB_CLIENT_ID,
        scope: 'openid profile email offline_access api',
        redirectPath: '/oidc_redirect_uri',
        silentRedirectPath: '/oidc_silent_redirect_uri',
        postLogoutRedirectPath: '/',
        aisTokenUrl: `${t.config.publicUrl}/auth/connect/token`,
        aisClientId: AIS_PUBLIC_CLIENT_ID,
        aisScope: 'ais',
      });
    },
  );

  it.skipIf(skip)(
    'gives the anonymous AIS client an ais-only JWT for at least an hour',
    async () => {
      const response = await aisToken(t.app);
      expect(response.statusCode).toBe(200);
      const answer = response.json<{ access_token: string; expires_in: number; scope: string }>();
      expect(answer.expires_in).toBeGreaterThanOrEqual(3600);
      expect(answer.scope).toBe('ais');
      expect(decodeProtectedHeader(answer.access_token).typ).toBe('at+jwt');
      const claims = decodeJwt(answer.access_token);
      expect(claims).toMatchObject({
        iss: `${t.config.publicUrl}/auth`,
        aud: `${t.config.publicUrl}/api`,
        client_id: AIS_PUBLIC_CLIENT_ID,
        scope: 'ais',
      });
      const caller = await t.app.identity.verify(answer.access_token);
      expect(caller).toMatchObject({ kind: 'client', scopes: ['ais'], roles: [], policies: [] });
    },
  );

  it.skipIf(skip)('refuses scopes beyond ais and grants the AIS client nothing else', async () => {
    const wider = await t.app.inject({
      url: '/auth/connect/token',
      ...form({
        client_id: AIS_PUBLIC_CLIENT_ID,
        grant_type: 'client_credentials',
        scope: 'ais api',
      }),
    });
    expect(wider.statusCode).toBe(400);
    const code = await t.app.inject({
      url: '/auth/connect/token',
      ...form({ client_id: AIS_PUBLIC_CLIENT_ID, grant_type: 'authorization_code', code: 'x' }),
    });
    expect(code.statusCode).toBe(400);
  });

  it.skipIf(skip)(
    'signs a demo user in with code + PKCE; the token carries roles and policies',
    async () => {
      const user = DEMO_USERS.find((demo) => demo.username === 'yrkesfisker')!;
      const { tokens } = await signIn(t.app, t.config.publicUrl, user.username, PASSWORD);
      expect(tokens.expires_in).toBeGreaterThanOrEqual(3600);
      expect(tokens.refresh_token).toBeTruthy();
      expect(tokens.id_token).toBeTruthy();
      const caller = await t.app.identity.verify(tokens.access_token);
      expect(caller).toMatchObject({ kind: 'user', roles: user.roles, policies: user.policies });
      expect(decodeJwt(tokens.id_token!)).toMatchObject({
        aud: WEB_CLIENT_ID,
        preferred_username: 'yrkesfisker',
      });
    },
  );

  it.skipIf(skip)(
    'refuses a wrong password on the login page, in Norwegian and English',
    async () => {
      await expect(
        signIn(t.app, t.config.publicUrl, 'yrkesfisker', 'wrong-password'),
      ).rejects.toThrow(/sign-in refused \(401\)/);
      await expect(signIn(t.app, t.config.publicUrl, 'nobody', PASSWORD)).rejects.toThrow(
        /sign-in refused \(401\)/,
      );
      const browser = new InjectBrowser(t.app, t.config.publicUrl);
      const { challenge } = pkce();
      const start = `/auth/auth?${new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: `${t.config.publicUrl}/oidc_redirect_uri`,
        scope: 'openid api',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ui_locales: 'en',
      })}`;
      const page = await browser.follow(start, `${t.config.publicUrl}/oidc_redirect_uri`);
      expect(page.answer.body).toContain('<html lang="en">');
      expect(page.answer.body).toContain('<label for="password">Password</label>');
      const action = /action="([^"]+\/login[^"]*)"/
        .exec(page.answer.body)![1]!
        .replaceAll('&amp;', '&');
      const refused = await browser.request('POST', action, {
        username: 'yrkesfisker',
        password: 'nope',
      });
      expect(refused.status).toBe(401);
      expect(refused.body).toContain('role="alert">Wrong user name or password.');
      expect(refused.body).toContain('aria-invalid="true"');
      const norwegian = await browser.request('GET', `${new URL(page.url).pathname}?lang=nb`);
      expect(norwegian.body).toContain('<html lang="nb">');
      expect(norwegian.body).toContain('Logg inn på Havkart');
    },
  );

  it.skipIf(skip)(
    'renews with the refresh token and signs in silently with prompt=none',
    async () => {
      const { tokens, browser } = await signIn(t.app, t.config.publicUrl, 'havforsker', PASSWORD);
      const renewed = await t.app.inject({
        url: '/auth/connect/token',
        ...form({
          grant_type: 'refresh_token',
          client_id: WEB_CLIENT_ID,
          refresh_token: tokens.refresh_token!,
        }),
      });
      expect(renewed.statusCode).toBe(200);
      expect((await t.app.identity.verify(renewed.json().access_token)).roles).toEqual([
        'BwHavForsker',
      ]);

      const { tokens: silent } = await signIn(
        t.app,
        t.config.publicUrl,
        'unused',
        'unused',
        browser,
      );
      expect(silent.access_token).toBeTruthy();
    },
  );

  it.skipIf(skip)('sends the user back with access_denied when they cancel', async () => {
    const browser = new InjectBrowser(t.app, t.config.publicUrl);
    const redirectUri = `${t.config.publicUrl}/oidc_redirect_uri`;
    const page = await browser.follow(
      `/auth/auth?${new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid api',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        state: 'cancel-state',
      })}`,
      redirectUri,
    );
    const abort = /action="([^"]+\/abort[^"]*)"/
      .exec(page.answer.body)![1]!
      .replaceAll('&amp;', '&');
    const cancelled = await browser.request('POST', abort, {});
    const back = await browser.follow(
      new URL(String(cancelled.headers.location), t.config.publicUrl).href,
      redirectUri,
    );
    const answer = new URL(back.url).searchParams;
    expect(answer.get('error')).toBe('access_denied');
    expect(answer.get('state')).toBe('cancel-state');
  });

  it.skipIf(skip)(
    'refuses a code without its PKCE verifier and client credentials for the web app',
    async () => {
      const web = await t.app.inject({
        url: '/auth/connect/token',
        ...form({ client_id: WEB_CLIENT_ID, grant_type: 'client_credentials', scope: 'ais' }),
      });
      expect(web.statusCode).toBe(400);
      expect(web.json()).toMatchObject({
        error: 'invalid_request',
        error_description: 'requested grant type is not allowed for this client',
      });
      const start = `/auth/auth?${new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: `${t.config.publicUrl}/oidc_redirect_uri`,
        scope: 'openid api',
      })}`;
      const withoutPkce = await new InjectBrowser(t.app, t.config.publicUrl).follow(
        start,
        `${t.config.publicUrl}/oidc_redirect_uri`,
      );
      expect(new URL(withoutPkce.url).searchParams.get('error')).toBe('invalid_request');
    },
  );

  it.skipIf(skip)('answers prompt=none without a session with login_required', async () => {
    const browser = new InjectBrowser(t.app, t.config.publicUrl);
    const redirectUri = `${t.config.publicUrl}/oidc_redirect_uri`;
    const reached = await browser.follow(
      `/auth/auth?${new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid api',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        prompt: 'none',
      })}`,
      redirectUri,
    );
    expect(new URL(reached.url).searchParams.get('error')).toBe('login_required');
  });

  it.skipIf(skip)('signs out: the session ends and silent sign-in then needs a login', async () => {
    const { tokens, browser } = await signIn(t.app, t.config.publicUrl, 'utvikler', PASSWORD);
    const question = await browser.request(
      'GET',
      `/auth/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: `${t.config.publicUrl}/`,
        ui_locales: 'nb',
      })}`,
    );
    expect(question.status).toBe(200);
    expect(question.body).toContain('Vil du logge ut av Havkart?');
    const action = /<form[^>]*action="([^"]+)"/.exec(question.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.body)![1]!;
    const confirmed = await browser.request('POST', new URL(action).pathname, {
      xsrf,
      logout: 'yes',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`${t.config.publicUrl}/`);
    await expect(signIn(t.app, t.config.publicUrl, 'x', 'y', browser)).rejects.toThrow(/refused/);
  });

  it.skipIf(skip)('keeps sessions, refresh tokens and keys across a restart', async () => {
    const { tokens, browser } = await signIn(t.app, t.config.publicUrl, 'admin', PASSWORD);
    const again = await startTestApp(target, {
      DATA_DIR: t.config.dataDir,
      DEMO_USER_PASSWORD: PASSWORD,
      ...(t.config.databaseSchema ? { DATABASE_SCHEMA: t.config.databaseSchema } : {}),
    });
    try {
      expect((await again.app.identity.verify(tokens.access_token)).policies).toContain(
        'BwAisAdmin',
      );
      const renewed = await again.app.inject({
        url: '/auth/connect/token',
        ...form({
          grant_type: 'refresh_token',
          client_id: WEB_CLIENT_ID,
          refresh_token: tokens.refresh_token!,
        }),
      });
      expect(renewed.statusCode).toBe(200);
      const moved = new InjectBrowser(again.app, again.config.publicUrl);
      Object.assign(moved, {
        cookies: (browser as unknown as { cookies: Map<string, string> }).cookies,
      });
      const silent = await signIn(again.app, again.config.publicUrl, 'x', 'y', moved);
      expect(silent.tokens.access_token).toBeTruthy();
    } finally {
      await again.app.close();
    }
  });
});
