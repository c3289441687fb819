import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { countColour } from './support/pixels.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServer, type RunningServer } from './support/server.js';

/** Shoreline-coloured pixels in the middle of the map, clear of controls and dialogs. */
async function shorelinePixels(page: Page, file: string): Promise<number> {
  const box = await mapCanvasBox(page);
  const image = await page.screenshot({
    path: path.join(SCREENSHOT_DIR, file),
    clip: {
      x: box.x + box.width * 0.1,
      y: box.y + box.height * 0.3,
      width: box.width * 0.75,
      height: box.height * 0.5,
    },
  });
  return countColour(image, themes.day.coastline, 30);
}

describe.skipIf(!browserAvailable())('dataset menu and base maps in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const tiles: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    page.on('request', (request) => {
      if (request.url().includes('/tiles/')) tiles.push(request.url());
    });
    // Trondheimsfjorden at z12: the standard base map draws the shoreline here, the simple not.
    await page.goto(`${server.origin}/#map=12/63.44/10.4`);
    await waitForMapIdle(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws the standard base map, prioritised, from the base-map tiles', async () => {
    await page.getByTestId('dataset-basemap').waitFor();
    expect(tiles.some((url) => url.includes('/tiles/basemap/'))).toBe(true);
    const standard = page.getByTestId('toggle-basemap').getByRole('switch');
    expect(await standard.isChecked()).toBe(true);
    expect(await page.getByTestId('toggle-basemap-simple').getByRole('switch').isChecked()).toBe(
      false,
    );
  });

  it('lists the base-map group with both base maps in the menu', async () => {
    const group = page.getByTestId('group-basemaps');
    expect(await group.getByRole('button').first().getAttribute('aria-expanded')).toBe('true');
    expect(await group.getByTestId('dataset-basemap').textContent()).toContain('Standard');
    expect(await group.getByTestId('dataset-basemap-simple').textContent()).toContain('Enkelt');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'datasets-menu-standard.png') });
    expect(await shorelinePixels(page, 'datasets-standard-z12.png')).toBeGreaterThan(30);
  });

  it('switches to the simple base map and back, one base map at a time, and keeps the choice', async () => {
    await page.getByTestId('toggle-basemap-simple').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['basemap-simple']?.enabled,
    );
    await waitForMapIdle(page);
    expect(await page.getByTestId('toggle-basemap').getByRole('switch').isChecked()).toBe(false);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'datasets-menu-simple.png') });
    // Land and water only: no shoreline drawn over them.
    expect(await shorelinePixels(page, 'datasets-simple-z12.png')).toBe(0);

    await page.reload();
    await waitForMapIdle(page);
    await page.getByTestId('dataset-basemap-simple').waitFor();
    expect(await page.getByTestId('toggle-basemap-simple').getByRole('switch').isChecked()).toBe(
      true,
    );

    await page.getByTestId('toggle-basemap').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}').basemap?.enabled,
    );
    expect(await page.getByTestId('toggle-basemap-simple').getByRole('switch').isChecked()).toBe(
      false,
    );
  });

  it('collapses a group and remembers it', async () => {
    const heading = page.getByTestId('group-basemaps').getByRole('button').first();
    await heading.click();
    expect(await heading.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('dataset-basemap').count()).toBe(0);
    await heading.click();
    expect(await page.getByTestId('dataset-basemap').count()).toBe(1);
  });

  it('shows a spinner while a dataset updates, gone once its data is drawn', async () => {
    // The fairways' data waits until the test lets it through, so the updating state lasts.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fairwaysData = (url: URL) => url.pathname.endsWith('/datasets/fairways/geojson');
    await page.route(fairwaysData, async (route) => {
      await held;
      await route.continue();
    });
    const row = page.getByTestId('dataset-fairways');
    const spinner = row.getByRole('status', { name: 'Oppdaterer …' });
    expect(await spinner.count()).toBe(0);
    await page.getByTestId('toggle-fairways').click();
    await spinner.waitFor();
    expect(await row.getByRole('switch').isChecked()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'datasets-menu-updating.png') });
    const answered = page.waitForResponse((response) => fairwaysData(new URL(response.url())));
    release();
    expect((await answered).ok()).toBe(true);
    await spinner.waitFor({ state: 'detached' });
    await page.unroute(fairwaysData);

    // Off again: inactive, no spinner, the switch off.
    await page.getByTestId('toggle-fairways').click();
    await expect.poll(() => row.getByRole('switch').isChecked()).toBe(false);
    expect(await spinner.count()).toBe(0);
  });
});
