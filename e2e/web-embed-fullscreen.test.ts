import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, newContext } from './support/browser.js';
import { screenshotPath, startupPhase } from './support/web-startup.js';
import { browserSuite } from './support/browser-suite.js';

const PHONE_LANDSCAPE = { width: 844, height: 390 };
const DESKTOP = { width: 1440, height: 900 };

const snackbar = (page: Page) => page.locator('[data-testid="fullscreen-snackbar"]');

describe.skipIf(!browserAvailable())('full-screen recommendation on mobile landscape', () => {
  const suite = browserSuite();

  it('recommends full screen on a phone held sideways; its button goes full screen', async () => {
    const context = await newContext(suite.browser, PHONE_LANDSCAPE);
    const page = await context.newPage();
    await page.goto(suite.server.origin);
    expect(await startupPhase(page)).toBe('ready');
    await expect.poll(() => snackbar(page).isVisible()).toBe(true);
    expect(await snackbar(page).innerText()).toContain('Kartet får mer plass i fullskjerm');
    await page.screenshot({ path: screenshotPath('fullscreen-snackbar') });

    await page.locator('[data-testid="fullscreen-action"]').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // Already full screen: nothing left to recommend.
    await expect.poll(() => snackbar(page).count()).toBe(0);
    await context.close();
  });

  it('does not recommend full screen on an iPhone, where pages cannot go full screen', async () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    const context = await suite.browser.newContext({
      viewport: { width: 700, height: 400 },
      userAgent: iPhone,
      serviceWorkers: 'block',
      locale: 'nb-NO',
    });
    const page = await context.newPage();
    await page.goto(suite.server.origin);
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.getAttribute('.shell', 'data-viewport')).toBe('mobileLandscape');
    expect(await snackbar(page).count()).toBe(0);
    await context.close();
  });

  it('does not recommend full screen on a desktop', async () => {
    const context = await newContext(suite.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(suite.server.origin);
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.getAttribute('.shell', 'data-viewport')).toBe('desktop');
    expect(await snackbar(page).count()).toBe(0);
    await context.close();
  });

  it('does not recommend full screen in an embedded page', async () => {
    const context = await newContext(suite.browser, PHONE_LANDSCAPE);
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/embed`);
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.getAttribute('.shell', 'data-viewport')).toBe('mobileLandscape');
    expect(await snackbar(page).count()).toBe(0);
    await context.close();
  });

  it('closing turns the recommendation off, also after a reload', async () => {
    const context = await newContext(suite.browser, PHONE_LANDSCAPE);
    const page = await context.newPage();
    await page.goto(suite.server.origin);
    expect(await startupPhase(page)).toBe('ready');
    await expect.poll(() => snackbar(page).isVisible()).toBe(true);

    await page.locator('[data-testid="fullscreen-dismiss"]').click();
    expect(await snackbar(page).count()).toBe(0);

    await page.reload();
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.getAttribute('.shell', 'data-viewport')).toBe('mobileLandscape');
    expect(await snackbar(page).count()).toBe(0);

    // The settings screen shows the recommendation off, and turning it on brings it back.
    if (!(await page.locator('[data-testid="menu"]').isVisible())) {
      await page.locator('[data-testid="menu-toggle"]').click();
    }
    await page.locator('[data-testid="tab-settings"]').click();
    const setting = page.locator('[data-testid="setting-mobileLandscapeFullScreen"]');
    expect(await setting.locator('input').isChecked()).toBe(false);
    await setting.click();
    await expect.poll(() => snackbar(page).count()).toBe(1);
    await context.close();
  });
});
