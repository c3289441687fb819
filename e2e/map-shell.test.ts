import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/** Reads `#map=zoom/lat/lon` as MapLibre writes it. */
function parseHash(url: string): { zoom: number; lat: number; lon: number } {
  const match = /#map=([\d.]+)\/(-?[\d.]+)\/(-?[\d.]+)/.exec(url);
  if (!match) throw new Error(`no map view in ${url}`);
  return { zoom: Number(match[1]), lat: Number(match[2]), lon: Number(match[3]) };
}

describe.skipIf(!browserAvailable())('map shell', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens a fresh profile on the initial bounds −12.9…50.7 E, 56.6…71.9 N', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.origin);
    await waitForMapIdle(page);
    const view = parseHash(page.url());
    // The centre of the bounds in Web Mercator, and a zoom that fits 63.6° of longitude.
    expect(view.lon).toBeCloseTo(18.9, 0);
    expect(view.lat).toBeGreaterThan(64);
    expect(view.lat).toBeLessThan(67);
    expect(view.zoom).toBeGreaterThan(2.5);
    expect(view.zoom).toBeLessThan(4.5);
    await context.close();
  });

  it('stops zooming in at 22', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.origin}/#map=22/60.39/5.32`);
    await waitForMapIdle(page);
    const zoomIn = page.getByRole('button', { name: 'Zoom inn' });
    expect(await zoomIn.isDisabled()).toBe(true);
    await page.goto(`${server.origin}/#map=21/60.39/5.32`);
    await waitForMapIdle(page);
    expect(await zoomIn.isDisabled()).toBe(false);
    await context.close();
  });

  it.each([
    { width: 400, height: 800, shown: false },
    { width: 1000, height: 768, shown: false },
    { width: 1440, height: 900, shown: true },
  ])('shows pointer coordinates at $width px: $shown', async ({ width, height, shown }) => {
    const context = await newContext(browser, { width, height });
    const page = await context.newPage();
    await page.goto(server.origin);
    await waitForMapIdle(page);
    expect(await page.getByTestId('coordinates').isVisible()).toBe(shown);
    expect(await page.locator('.maplibregl-ctrl-scale').first().isVisible()).toBe(true);
    await context.close();
  });

  it('shows the API documentation at /api/docs under the same security policy', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${server.origin}/api/docs`);
    await page.getByText('Havkart API').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('/api/v1/timestamp').count()).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
