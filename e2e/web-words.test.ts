/**
 * Words a user reads: a language switch renames the menu's layers and groups at once (no
 * reload), MapLibre's own labels speak Norwegian in the Norwegian app, an administrator finds
 * the link to `/admin`, and a long signed-in name is shown whole.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAdminServer } from './support/admin.js';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { signInOnLoginPage } from './support/registration.js';
import type { RunningServer } from './support/server.js';
import { startupPhase } from './support/web-startup.js';

const groupTitle = (page: Page, id: string) =>
  page.getByTestId(`group-${id}`).locator('.dataset-group-title').textContent();

describe.skipIf(!browserAvailable())('words in the web app', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('speaks Norwegian in MapLibre’s own labels and renames menu layers on a language switch', async () => {
    await page.goto(server.origin);
    await waitForMapIdle(page);
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.locator('.maplibregl-ctrl-geolocate').getAttribute('title')).toBe(
      'Finn min posisjon',
    );
    expect(await page.locator('.maplibregl-canvas').getAttribute('aria-label')).toBe('Kart');
    await page.getByTestId('group-placenames').waitFor();
    expect(await groupTitle(page, 'placenames')).toBe('Stedsnavn');
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });

    await page.getByTestId('tab-settings').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByTestId('tab-datasets').click();
    await expect.poll(() => groupTitle(page, 'placenames')).toBe('Place names');
    await expect.poll(() => groupTitle(page, 'navigation')).toBe('Navigation');
    expect(await page.locator('.maplibregl-ctrl-geolocate').getAttribute('title')).toBe(
      'Find my location',
    );
    expect(await page.locator('.maplibregl-canvas').getAttribute('aria-label')).toBe('Map');
    expect(reloads).toEqual([]);

    await page.getByTestId('tab-settings').click();
    await page.getByText('Norsk', { exact: true }).click();
    await page.getByTestId('tab-datasets').click();
    await expect.poll(() => groupTitle(page, 'placenames')).toBe('Stedsnavn');
  });

  it('gives an administrator a link to /admin, under the whole signed-in name', async () => {
    await page.getByTestId('sign-in').click();
    await signInOnLoginPage(page, 'admin', ADMIN_PASSWORD, '/');
    const signedIn = page.getByTestId('signed-in-as');
    await signedIn.waitFor({ timeout: 20_000 });
    // The name wraps rather than being cut.
    expect(await signedIn.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.getByTestId('admin-link').click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByTestId('admin-view').waitFor({ timeout: 20_000 });
  });
});
