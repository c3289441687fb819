import { describe, expect, it } from 'vitest';
import { browserAvailable, newContext, waitForMapIdle } from './support/browser.js';
import { screenshotPath, startupPhase } from './support/web-startup.js';
import { browserSuite } from './support/browser-suite.js';

describe.skipIf(!browserAvailable())('embed layout (spec 01 §2 embed variant)', () => {
  const suite = browserSuite();

  it('shows the banner, coordinates, zoom and the details toggle, and no menu', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/embed`);
    expect(await startupPhase(page)).toBe('ready');
    await waitForMapIdle(page);

    const banner = page.locator('[data-testid="embed-banner"]');
    expect(await banner.innerText()).toContain('Havkart');
    expect(await banner.locator('img').getAttribute('src')).toBe('/favicon.svg');
    expect(await page.locator('.map-control-coordinates').count()).toBe(1);
    expect(await page.locator('.maplibregl-ctrl-zoom-in').count()).toBe(1);
    expect(await page.locator('.maplibregl-ctrl-zoom-out').count()).toBe(1);
    // The full app's controls stay out of the embed.
    expect(await page.locator('.maplibregl-ctrl-fullscreen').count()).toBe(0);
    expect(await page.locator('.maplibregl-ctrl-geolocate').count()).toBe(0);
    expect(await page.locator('[data-testid="menu"]').count()).toBe(0);
    expect(await page.locator('[data-testid="menu-toggle"]').count()).toBe(0);
    expect(await page.locator('[data-testid="sign-in"]').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('embed-layout') });

    // The details pane closes to its toggle and the toggle brings it back.
    await page.locator('[data-testid="details-pane"] [data-testid="details-close"]').click();
    await page.locator('[data-testid="details-toggle"]').click();
    expect(await page.locator('[data-testid="details-pane"]').isVisible()).toBe(true);
    await context.close();
  });
});
