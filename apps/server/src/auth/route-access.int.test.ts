import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { RouteAccess } from './access.js';
import { aisToken, signIn } from './sign-in.testing.js';

const PASSWORD = 'demo-password-for-tests';

/** A path that reaches the route: parameters filled with plausible values. */
function samplePath(url: string): string {
  return url
    .replace(/:app\b/g, 'havkart')
    .replace(/:mmsi\b/g, '257990001')
    .replace(/:clientId\b/g, 'some-client')
    .replace(/:z\b/g, '1')
    .replace(/:x\b/g, '1')
    .replace(/:y\b/g, '1')
    .replace(/:[A-Za-z]+(\([^)]*\))?/g, '1')
    .replace(/\*$/, 'x');
}

const TOKEN_FREE: readonly unknown[] = ['public', 'provider'];

/**
 * Calls a route and answers once its headers are sent, so an accepted stream (SSE), which
 * answers only when it ends, does not hold the test up; the body is dropped.
 */
async function headersOf(app: TestApp, method: string, url: string, token?: string) {
  const response = await app.app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payloadAsStream: true,
  });
  response.stream().destroy();
  return { statusCode: response.statusCode, headers: response.headers };
}

function isUserOnly(access: RouteAccess): boolean {
  return !['public', 'provider', 'optional', 'aisOpen'].includes(access as string);
}

// Every route must say who may call it; the refusals are then checked route by route.
describe('route access declarations', () => {
  let t: TestApp;
  let open: TestApp;
  const bearer: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      DEMO_USER_PASSWORD: PASSWORD,
      AIS_OPEN_REQUIRES_TOKEN: 'true',
    });
    open = await startTestApp('sqlite', { DEMO_USER_PASSWORD: PASSWORD });
    for (const user of ['utdanning', 'admin']) {
      bearer[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
    bearer.ais = (await aisToken(t.app)).json<{ access_token: string }>().access_token;
    const { privateKey } = await generateKeyPair('ES256');
    bearer.forged = await new SignJWT({
      roles: ['BwDeveloper'],
      policies: ['BwAisAdmin'],
      scope: 'api ais',
      client_id: 'havkart-web',
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer(`${t.config.publicUrl}/auth`)
      .setAudience(`${t.config.publicUrl}/api`)
      .setSubject('intruder')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  });
  afterAll(async () => {
    await open?.cleanup();
    await t?.cleanup();
  });

  it('finds a declaration on every registered route', () => {
    const undeclared = t.app.routeAccess
      .filter((route) => route.access === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
  });

  it('refuses anonymous, forged-token and wrong-role calls on every protected route', async () => {
    const protectedRoutes = t.app.routeAccess.filter(
      (route) =>
        route.access &&
        !TOKEN_FREE.includes(route.access) &&
        route.access !== 'optional' &&
        route.method !== 'HEAD',
    );
    expect(protectedRoutes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    const call = (method: string, url: string, token?: string) => headersOf(t, method, url, token);
    for (const route of protectedRoutes) {
      const url = samplePath(route.url);
      const name = `${route.method} ${route.url}`;
      const anonymous = await call(route.method, url);
      if (anonymous.statusCode !== 401)
        failures.push(`${name}: anonymous → ${anonymous.statusCode}`);
      else if (!String(anonymous.headers['content-type']).startsWith('application/problem+json')) {
        failures.push(`${name}: anonymous 401 is not a problem document`);
      }
      const forged = await call(route.method, url, bearer.forged);
      if (forged.statusCode !== 401) failures.push(`${name}: forged token → ${forged.statusCode}`);
      const access = route.access!;
      if (isUserOnly(access)) {
        const client = await call(route.method, url, bearer.ais);
        if (client.statusCode !== 403)
          failures.push(`${name}: AIS client token → ${client.statusCode}`);
      }
      if (typeof access === 'object' || access === 'aisRestricted') {
        // The education user holds no policy and no restricted-AIS profile.
        const wrongRole = await call(route.method, url, bearer.utdanning);
        if (wrongRole.statusCode !== 403)
          failures.push(`${name}: wrong role → ${wrongRole.statusCode}`);
        else if (
          !String(wrongRole.headers['content-type']).startsWith('application/problem+json')
        ) {
          failures.push(`${name}: 403 is not a problem document`);
        }
      }
      if (access === 'aisOpen') {
        const asClient = await call(route.method, url, bearer.ais);
        if ([401, 403].includes(asClient.statusCode)) failures.push(`${name}: AIS token refused`);
        const anonymousOpen = await headersOf(open, route.method, url);
        if ([401, 403].includes(anonymousOpen.statusCode)) {
          failures.push(`${name}: anonymous refused although AIS_OPEN_REQUIRES_TOKEN is false`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
