import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { countColour } from './support/pixels.js';
import type { RunningServer } from './support/server.js';
import {
  recordRequests,
  screenshotPath,
  startServerForBrowser,
  startupPhase,
} from './support/web-startup.js';

const PASSWORD = 'e2e-demo-password';
/** The 62° N line's colour in the day theme (the map theme's selection colour). */
const LINE_62_COLOUR = '#d9480f';

async function openSettings(page: Page): Promise<void> {
  if (!(await page.locator('[data-testid="menu"]').isVisible())) {
    await page.locator('[data-testid="menu-toggle"]').click();
  }
  await page.locator('[data-testid="tab-settings"]').click();
}

/** A band across the middle of the map, where a view centred on 62° N draws the line. */
async function middleBand(page: Page): Promise<Buffer> {
  const box = (await page.locator('[data-testid="map"]').boundingBox())!;
  return page.screenshot({
    clip: { x: box.x + 40, y: box.y + box.height / 2 - 4, width: box.width - 80, height: 8 },
  });
}

describe.skipIf(!browserAvailable())('web start-up: settings, sign-in, embed', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerForBrowser({ DEMO_USER_PASSWORD: PASSWORD });
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('settings persist across a reload and each shows its effect', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.origin}/#map=5/62/10`);
    expect(await startupPhase(page)).toBe('ready');
    await waitForMapIdle(page);
    expect(countColour(await middleBand(page), LINE_62_COLOUR)).toBe(0);
    const gridOn = await middleBand(page);

    await openSettings(page);
    await page.locator('[data-testid="setting-utcTime"]').click();
    await page.locator('[data-testid="setting-line62North"]').click();
    await page.locator('[data-testid="setting-graticule"]').click();
    expect(await page.locator('[data-testid="time-now"]').innerText()).toMatch(/\d\d:\d\d UTC$/);
    await page.screenshot({ path: screenshotPath('settings') });

    await page.reload();
    expect(await startupPhase(page)).toBe('ready');
    await waitForMapIdle(page);
    await openSettings(page);
    expect(await page.locator('[data-testid="setting-utcTime"] input').isChecked()).toBe(true);
    expect(await page.locator('[data-testid="setting-graticule"] input').isChecked()).toBe(false);
    expect(await page.locator('[data-testid="time-now"]').innerText()).toMatch(/UTC$/);
    await page.locator('[data-testid="menu-close"]').click();
    await waitForMapIdle(page);
    const band = await middleBand(page);
    expect(countColour(band, LINE_62_COLOUR)).toBeGreaterThan(100);
    // The graticule is off now: the meridian at 10° E no longer crosses the band.
    expect(band.equals(gridOn)).toBe(false);
    await page.screenshot({ path: screenshotPath('line-62-north') });
    await context.close();
  }, 60_000);

  it('settings and map state saved by a signed-in user come back in a fresh browser', async () => {
    const signIn = async (page: Page) => {
      await page.goto(`${server.origin}/`);
      expect(await startupPhase(page)).toBe('ready');
      await page.locator('[data-testid="sign-in"]').click();
      await page.getByLabel('Brukernavn').fill('yrkesfisker');
      await page.getByLabel('Passord').fill(PASSWORD);
      await page.getByRole('button', { name: 'Logg inn' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await startupPhase(page)).toBe('ready');
      await page.locator('[data-testid="signed-in-as"]').waitFor();
    };

    const first = await newContext(browser);
    const page = await first.newPage();
    await signIn(page);
    await page.screenshot({ path: screenshotPath('signed-in') });
    const saves = recordRequests(page, '/api/v1/spausersetting/havkart');
    await openSettings(page);
    await page.locator('[data-testid="setting-line62North"]').click();
    await expect.poll(() => saves.filter((r) => r.method() === 'POST').length).toBeGreaterThan(0);
    // Closing the browser must not cut the save short: wait for the server's answer.
    const mapSaved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/spausersetting/havkart') &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('68.2'),
    );
    await page.evaluate(() => (window.location.hash = 'map=6.5/68.2/14.9'));
    expect((await mapSaved).ok()).toBe(true);
    await first.close();

    const second = await newContext(browser);
    const fresh = await second.newPage();
    await signIn(fresh);
    await expect.poll(() => fresh.url()).toMatch(/#map=6\.5\/68\.2\/14\.9$/);
    await openSettings(fresh);
    expect(await fresh.locator('[data-testid="setting-line62North"] input').isChecked()).toBe(true);
    await second.close();
  }, 90_000);

  it('embedded: no sign-in, the AIS token as a required preload, splash for at least 2,000 ms', async () => {
    const context = await newContext(browser, { width: 844, height: 390 });
    const page = await context.newPage();
    const oidc = recordRequests(page, '/auth/.well-known');
    const tokens = recordRequests(page, '/auth/connect/token');
    await page.goto(`${server.origin}/embed/`);
    await page.locator('[data-testid="splash"]').waitFor();
    await page.screenshot({ path: screenshotPath('embed-splash') });
    expect(await startupPhase(page)).toBe('ready');
    const readyAt = await page.evaluate(() => performance.now());
    expect(readyAt).toBeGreaterThanOrEqual(2_000);
    expect(oidc).toEqual([]);
    expect(tokens).toHaveLength(1);
    await page.screenshot({ path: screenshotPath('embed') });
    await context.close();
  }, 60_000);
});
