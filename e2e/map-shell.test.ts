import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasSize, parseMapHash, visibleBounds } from './support/map-view.js';
import { startServer, type RunningServer } from './support/server.js';

/** The spec's initial bounds (spec 01 §9), "about": the map's own rounding of the view in
 * its address is allowed for. */
const SPEC_BOUNDS = { west: -12.9, south: 56.6, east: 50.7, north: 71.9 };
const ROUNDING = 0.3;

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

  it('shows at least the initial bounds −12.9…50.7 E, 56.6…71.9 N to a fresh profile at 1440×900', async () => {
    const context = await newContext(browser, { width: 1440, height: 900 });
    const page = await context.newPage();
    await page.goto(server.origin);
    await waitForMapIdle(page);
    // The canvas is the map's visible part: panels sit beside it, not over it.
    const { width, height } = await mapCanvasSize(page);
    const shown = visibleBounds(parseMapHash(page.url()), width, height);
    expect(shown.west).toBeLessThanOrEqual(SPEC_BOUNDS.west + ROUNDING);
    expect(shown.east).toBeGreaterThanOrEqual(SPEC_BOUNDS.east - ROUNDING);
    expect(shown.south).toBeLessThanOrEqual(SPEC_BOUNDS.south + ROUNDING);
    expect(shown.north).toBeGreaterThanOrEqual(SPEC_BOUNDS.north - ROUNDING);
    // Fitted, not merely zoomed far out: one side spans the bounds closely.
    const lonSpan = shown.east - shown.west;
    expect(lonSpan).toBeLessThan((SPEC_BOUNDS.east - SPEC_BOUNDS.west) * 1.6);
    await context.close();
  });

  it('stops zooming out at 0', async () => {
    // Low enough that the whole world (512 px at zoom 0) fits: the map's own limit is then
    // the only one. On a taller screen the map stops earlier, where the world fills it.
    const context = await newContext(browser, { width: 844, height: 390 });
    const page = await context.newPage();
    await page.goto(`${server.origin}/#map=1/60/10`);
    await waitForMapIdle(page);
    expect((await mapCanvasSize(page)).height).toBeLessThanOrEqual(512);
    // The keyboard zooms as the buttons do (the buttons are hidden on a phone).
    const canvas = page.locator('.maplibregl-canvas');
    await canvas.focus();
    for (let i = 0; i < 3; i += 1) await canvas.press('-');
    await expect.poll(() => parseMapHash(page.url()).zoom, { timeout: 10_000 }).toBe(0);
    await canvas.press('-');
    await page.waitForTimeout(500);
    expect(parseMapHash(page.url()).zoom).toBe(0);
    await context.close();
  });

  it('disables zoom-out at the lowest zoom and enables it above', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.origin}/#map=0/60/10`);
    await waitForMapIdle(page);
    const zoomOut = page.getByRole('button', { name: 'Zoom ut' });
    expect(parseMapHash(page.url()).zoom).toBeGreaterThanOrEqual(0);
    expect(await zoomOut.isDisabled()).toBe(true);
    await page.goto(`${server.origin}/#map=3/60/10`);
    await waitForMapIdle(page);
    expect(await zoomOut.isDisabled()).toBe(false);
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
    // The controls arrive with their host once the map is up: the scale bar, shown on every
    // device, says they are there before the coordinates are looked for.
    await page.locator('.maplibregl-ctrl-scale').first().waitFor({ state: 'visible' });
    // The readout's code loads on demand, so where it belongs it may take a moment to appear.
    if (shown) await page.getByTestId('coordinates').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('coordinates').isVisible()).toBe(shown);
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
