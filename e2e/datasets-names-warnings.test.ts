import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { themes } from '@havkart/theme';
import { mapCanvasBox } from './support/map-view.js';
import { countColour } from './support/pixels.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { sharedServer, type RunningServer } from './support/server.js';

/** Label-coloured pixels on the map: names drawn in the day theme's label colour. */
async function labelPixels(page: Page, file: string): Promise<number> {
  const box = await mapCanvasBox(page);
  const image = await page.screenshot({ path: path.join(SCREENSHOT_DIR, file), clip: box });
  return countColour(image, themes.day.label, 60);
}

/**
 * Label pixels once the map has drawn and placed its labels: after the map reports idle, the
 * same count in two pictures in a row.
 */
async function steadyLabelPixels(page: Page, file: string): Promise<number> {
  await waitForMapIdle(page);
  let count = await labelPixels(page, file);
  await expect
    .poll(
      async () => {
        const previous = count;
        count = await labelPixels(page, file);
        return count === previous;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return count;
}

/** Switches a dataset on or off in the menu; resolves once the switch is saved. */
async function setDataset(page: Page, id: string, enabled: boolean): Promise<void> {
  await page.getByTestId(`toggle-${id}`).click();
  await page.waitForFunction(
    ([datasetId, on]) =>
      JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')[datasetId as string]?.enabled ===
      on,
    [id, enabled] as const,
  );
}

/** Switches a dataset off and waits until the map has lost at least `fewer` label pixels. */
async function switchOffAndCompare(page: Page, id: string, on: number, file: string) {
  await setDataset(page, id, false);
  // The base map prints a few names of its own; the dataset adds its own on top.
  await expect.poll(() => labelPixels(page, file), { timeout: 20_000 }).toBeLessThan(on - 20);
}

describe.skipIf(!browserAvailable())('place names in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await sharedServer();
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
    await page.getByTestId('dataset-seanames').waitFor();
    expect(requests.some((url) => url.includes('/api/v1/datasets/seanames/geojson'))).toBe(true);
    const toggle = page.getByTestId('toggle-seanames').getByRole('switch');
    expect(await toggle.isChecked()).toBe(true);
    const on = await steadyLabelPixels(page, 'seanames-z8-on.png');
    await switchOffAndCompare(page, 'seanames', on, 'seanames-z8-off.png');
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
    await expect
      .poll(() => requests.some((url) => url.includes('/api/v1/datasets/svalbardnames/geojson')))
      .toBe(true);
    const on = await steadyLabelPixels(page, 'svalbardnames-z4-on.png');
    await switchOffAndCompare(page, 'svalbardnames', on, 'svalbardnames-z4-off.png');
    await setDataset(page, 'svalbardnames', true);
  });

  it('opens a Svalbard name by its route, in English', async () => {
    // Isfjorden is the second demo name, sv2, a fiord.
    await page.goto(`${server.origin}/svalbardnames/sv2?lang=en-US#map=6/78.2/14.5`);
    const details = page.getByTestId('placenames-details');
    await details.waitFor({ timeout: 20_000 });
    expect(await details.getAttribute('data-feature-id')).toBe('sv2');
    const text = await details.textContent();
    expect(text).toContain('Isfjorden');
    expect(text).toContain('Terrain form');
    expect(text).toContain('Fjord');
    // The pane is titled with the object's name, its type (the layer, named as the menu
    // names it, not by its id) under it.
    await expect.poll(() => page.locator('#details-title').textContent()).toBe('Isfjorden');
    expect(await page.getByTestId('dataset-object-type').textContent()).toBe(
      'Svalbard and Jan Mayen names',
    );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'svalbardnames-details-en.png') });
  });
});
