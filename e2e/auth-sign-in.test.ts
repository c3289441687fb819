import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import { repoRoot, startServerForBrowser, type RunningServer } from './support/server.js';

const PASSWORD = 'e2e-demo-password';
const screenshots = path.join(repoRoot, 'var', 'test-results', 'screenshots');

/** Accessibility rule violations on the page, by axe-core (evaluated past the page's CSP). */
async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
    // No rule passing would mean axe looked at nothing, not that the page is fine.
    if (result.passes.length === 0) return ['axe checked nothing'];
    return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
  });
}

/** The web app's sign-in request: authorization code with PKCE (S256). */
function authorizationRequest(origin: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = new URL('/auth/auth', origin);
  url.search = new URLSearchParams({
    client_id: 'havkart-web',
    response_type: 'code',
    redirect_uri: `${origin}/oidc_redirect_uri`,
    scope: 'openid profile api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...extra,
  }).toString();
  return { url: url.href, verifier };
}

describe.skipIf(!browserAvailable())('sign-in through the login page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // The issuer and redirect URIs come from PUBLIC_URL, so it must be the address the
    // browser uses.
    server = await startServerForBrowser({ DEMO_USER_PASSWORD: PASSWORD });
    browser = await launchBrowser();
    fs.mkdirSync(screenshots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs a demo user in with code + PKCE, uses the token, and signs out', async () => {
    const context = await newContext(browser, { width: 1024, height: 768 });
    const page = await context.newPage();
    // This test is its own client. The callback URL is read from the request the provider's
    // redirect sends, not from the address bar: the web app loads there too and replaces the
    // address with `/` once it finds the callback is not one it started. (A route cannot
    // stub the page: Playwright does not route the requests of a redirect chain.)
    const callbacks: URL[] = [];
    page.on('request', (request) => {
      const target = new URL(request.url());
      if (target.pathname === '/oidc_redirect_uri') callbacks.push(target);
    });
    /** The provider's redirect to the callback that `action` leads to, as it was sent. */
    const landOnCallback = async (action: Promise<unknown>): Promise<URL> => {
      const before = callbacks.length;
      await action;
      await expect.poll(() => callbacks.length).toBeGreaterThan(before);
      return callbacks[callbacks.length - 1]!;
    };
    const origin = server.origin;
    const { url, verifier } = authorizationRequest(origin);
    const loginPage = await page.goto(url);
    expect(loginPage?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await page.getAttribute('html', 'lang')).toBe('nb');
    await expect.poll(() => page.title()).toBe('Logg inn – Havkart');
    await page.screenshot({ path: path.join(screenshots, 'auth-login.png') });

    // A wrong password keeps the user on the page with the error announced.
    await page.getByLabel('Brukernavn').fill('yrkesfisker');
    await page.getByLabel('Passord').fill('not-the-password');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Feil brukernavn eller passord.');
    expect(await page.getByLabel('Passord').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Passord').fill(PASSWORD);
    let callback = await landOnCallback(page.getByRole('button', { name: 'Logg inn' }).click());
    const code = callback.searchParams.get('code');
    expect(code, callback.href).toBeTruthy();

    // The code is exchanged as the web app does, then the token calls the API. From here, not
    // from the page: the page is busy with the web app the callback loaded.
    const redirectUri = `${origin}/oidc_redirect_uri`;
    const token = (await fetch(`${origin}/auth/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'havkart-web',
        code: code!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    }).then((response) => response.json())) as {
      access_token: string;
      id_token: string;
      expires_in: number;
    };
    const profiles: unknown = await fetch(`${origin}/api/v2/user/profiles`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    }).then((response) => response.json());
    const result = { token, profiles };
    expect(result.token.expires_in).toBeGreaterThanOrEqual(3600);
    expect(result.profiles).toMatchObject({
      user: { name: 'Demo Yrkesfisker' },
      roles: ['BwYrkesfisker'],
    });

    // Silent sign-in works while the session lasts …
    callback = await landOnCallback(
      page.goto(authorizationRequest(origin, { prompt: 'none' }).url),
    );
    expect(callback.searchParams.get('code'), callback.href).toBeTruthy();

    // … and sign-out ends it.
    const end = new URL('/auth/session/end', origin);
    end.search = new URLSearchParams({
      id_token_hint: result.token.id_token,
      post_logout_redirect_uri: `${origin}/`,
    }).toString();
    await page.goto(end.href);
    await page.screenshot({ path: path.join(screenshots, 'auth-sign-out.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForURL(`${origin}/`),
      page.getByRole('button', { name: 'Ja, logg ut' }).click(),
    ]);
    callback = await landOnCallback(
      page.goto(authorizationRequest(origin, { prompt: 'none' }).url),
    );
    expect(callback.searchParams.get('error'), callback.href).toBe('login_required');
    await context.close();
  });

  it('offers the login page in English', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(authorizationRequest(server.origin, { ui_locales: 'en' }).url);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await accessibilityViolations(page)).toEqual([]);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Sign in to Havkart');
    await page.getByRole('link', { name: 'På norsk' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Logg inn på Havkart');
    await context.close();
  });
});
