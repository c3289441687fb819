import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, shot, startAdminServer } from './support/admin.js';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import type { RunningServer } from './support/server.js';

/** Day tokens of the theme, as the browser reports computed colours. */
const ACCENT = 'rgb(11, 95, 138)';
const FOCUS = 'rgb(217, 72, 15)';
const DANGER = 'rgb(179, 38, 30)';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Opens the provider's login page the way the web app's sign-in does (code + PKCE). */
async function openLoginPage(page: Page, origin: string): Promise<void> {
  const verifier = randomBytes(32).toString('base64url');
  const start = new URL('/auth/auth', origin);
  start.search = new URLSearchParams({
    client_id: 'havkart-web',
    response_type: 'code',
    redirect_uri: `${origin}/oidc_redirect_uri`,
    scope: 'openid api',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();
  await page.goto(start.href);
  await page.getByRole('heading', { name: 'Logg inn på Havkart' }).waitFor();
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .evaluate((element, name) => getComputedStyle(element)[name as 'color'], property);

describe.skipIf(!browserAvailable())('the sign-in page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of VIEWPORTS) {
    it(`looks like the app at ${viewport.width} px, in both languages, under its policy`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await openLoginPage(page, server.origin);

      expect(await style(page, 'button[type="submit"]:not(.secondary)', 'backgroundColor')).toBe(
        ACCENT,
      );
      const logo = page.locator('.brand img');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // The keyboard's focus ring is the app's.
      await page.getByLabel('Brukernavn').focus();
      await page.keyboard.press('Tab');
      expect(await style(page, '#password', 'outlineColor')).toBe(FOCUS);
      await shot(page, `login-page-${viewport.name}`);

      // A wrong password: the message is announced and the fields are marked.
      await page.getByLabel('Brukernavn').fill('admin');
      await page.getByLabel('Passord').fill('not-the-password');
      await page.getByRole('button', { name: 'Logg inn' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('Feil brukernavn eller passord.');
      expect(await page.getByLabel('Passord').getAttribute('aria-invalid')).toBe('true');
      expect(await style(page, '#password', 'borderTopColor')).toBe(DANGER);
      await shot(page, `login-page-error-${viewport.name}`);

      await page.getByRole('link', { name: 'In English' }).click();
      await page.getByRole('heading', { name: 'Sign in to Havkart' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');

      // The form still works under the policy: the right password leaves the page.
      await page.getByLabel('User name').fill('admin');
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await Promise.all([
        page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 20_000 }),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
