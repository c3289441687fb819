import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import { themes } from '@havkart/theme';
import { mapCanvasBox } from './support/map-view.js';
import { countColour } from './support/pixels.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServer, type RunningServer } from './support/server.js';

/** Label-coloured pixels on the map: names drawn in the day theme's label colour. */
async function labelPixels(page: Page, file: string): Promise<number> {
  const box = await mapCanvasBox(page);
  const image = await page.screenshot({ path: path.join(SCREENSHOT_DIR, file), clip: box });
  return countColour(image, themes.day.label, 60);
}

/** Lets the map draw what it was given: label placement runs over a few frames. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(2500);
}

/** Switches a dataset on or off in the menu and waits for the map to settle. */
async function setDataset(page: Page, id: string, enabled: boolean): Promise<void> {
  await page.getByTestId(`toggle-${id}`).click();
  await page.waitForFunction(
    ([datasetId, on]) =>
      JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')[datasetId as string]?.enabled ===
      on,
    [id, enabled] as const,
  );
  await settle(page);
}

describe.skipIf(!browserAvailable())('place names in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    page.on('request', (request) => requests.push(request.url()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws the sea names at zoom 8 over Vestfjorden, listed and toggled in the menu', async () => {
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/datasets/seanames/geojson')),
      page.goto(`${server.origin}/#map=8/67.9/14.6`),
    ]);
    await settle(page);
    await page.getByTestId('dataset-seanames').waitFor();
    expect(requests.some((url) => url.includes('/api/v1/datasets/seanames/geojson'))).toBe(true);
    const toggle = page.getByTestId('toggle-seanames').getByRole('switch');
    expect(await toggle.isChecked()).toBe(true);
    const on = await labelPixels(page, 'seanames-z8-on.png');
    await setDataset(page, 'seanames', false);
    const off = await labelPixels(page, 'seanames-z8-off.png');
    // The base map prints a few sea names of its own; the dataset adds its fjords and sounds.
    expect(on).toBeGreaterThan(off + 20);
    await setDataset(page, 'seanames', true);
  });

  it('opens a sea name by its route, in Norwegian', async () => {
    // Vestfjorden is the sixth demo name, place number 100006.
    await page.goto(`${server.origin}/seanames/100006#map=8/67.9/14.6`);
    const details = page.getByTestId('placenames-details');
    await details.waitFor({ timeout: 20_000 });
    expect(await details.getAttribute('data-feature-id')).toBe('100006');
    const text = await details.textContent();
    expect(text).toContain('Vestfjorden');
    expect(text).toContain('Fjord');
    expect(text).toContain('Stedsnummer');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'seanames-details.png') });
  });

  it('draws the Svalbard names at zoom 4', async () => {
    await page.goto(`${server.origin}/#map=4/78.2/16`);
    await settle(page);
    expect(requests.some((url) => url.includes('/api/v1/datasets/svalbardnames/geojson'))).toBe(
      true,
    );
    const on = await labelPixels(page, 'svalbardnames-z4-on.png');
    await setDataset(page, 'svalbardnames', false);
    const off = await labelPixels(page, 'svalbardnames-z4-off.png');
    expect(on).toBeGreaterThan(off + 20);
  });
});
