import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { countColour, differingPixels } from './support/pixels.js';
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

/** The middle of the map, clear of the menu, the details pane and the controls. */
async function middleOfMap(page: Page, file?: string): Promise<Buffer> {
  const box = await mapCanvasBox(page);
  return page.screenshot({
    ...(file ? { path: path.join(SCREENSHOT_DIR, file) } : {}),
    clip: {
      x: box.x + box.width * 0.3,
      y: box.y + box.height * 0.1,
      width: box.width * 0.4,
      // Above the pointer-coordinates hint, whose own text follows the language.
      height: box.height * 0.65,
    },
  });
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
    const context = await newContext(browser);
    // Town labels off: their dark text would count as shoreline in the pixel checks below.
    await context.addInitScript(() => {
      if (localStorage.getItem('havkart.datasets') === null) {
        localStorage.setItem(
          'havkart.datasets',
          JSON.stringify({ placelabels: { enabled: false } }),
        );
      }
    });
    page = await context.newPage();
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
    await page.getByTestId('basemap-choice').waitFor();
    expect(tiles.some((url) => url.includes('/tiles/basemap/'))).toBe(true);
    const standard = page.getByTestId('toggle-basemap').getByRole('radio');
    expect(await standard.isChecked()).toBe(true);
    expect(await page.getByTestId('toggle-basemap-simple').getByRole('radio').isChecked()).toBe(
      false,
    );
  });

  it('lists the base-map group with both base maps in the menu, as one choice', async () => {
    const group = page.getByTestId('group-basemaps');
    expect(await group.getByRole('button').first().getAttribute('aria-expanded')).toBe('true');
    expect(await group.getByTestId('toggle-basemap').textContent()).toContain('Standard');
    expect(await group.getByTestId('toggle-basemap-simple').textContent()).toContain('Enkelt');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'datasets-menu-standard.png') });
    expect(await shorelinePixels(page, 'datasets-standard-z12.png')).toBeGreaterThan(30);
  });

  it('switches to the simple base map and back, one base map at a time, and keeps the choice', async () => {
    await page.getByTestId('toggle-basemap-simple').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['basemap-simple']?.enabled,
    );
    await waitForMapIdle(page);
    expect(await page.getByTestId('toggle-basemap').getByRole('radio').isChecked()).toBe(false);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'datasets-menu-simple.png') });
    // Land and water only: no shoreline drawn over them (once the map has redrawn).
    await expect
      .poll(() => shorelinePixels(page, 'datasets-simple-z12.png'), { timeout: 60_000 })
      .toBe(0);

    await page.reload();
    await waitForMapIdle(page);
    await page.getByTestId('basemap-choice').waitFor();
    expect(await page.getByTestId('toggle-basemap-simple').getByRole('radio').isChecked()).toBe(
      true,
    );

    await page.getByTestId('toggle-basemap').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}').basemap?.enabled,
    );
    expect(await page.getByTestId('toggle-basemap-simple').getByRole('radio').isChecked()).toBe(
      false,
    );
  });

  it('collapses a group and remembers it', async () => {
    const heading = page.getByTestId('group-basemaps').getByRole('button').first();
    await heading.click();
    expect(await heading.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('basemap-choice').count()).toBe(0);
    await heading.click();
    expect(await page.getByTestId('basemap-choice').count()).toBe(1);
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

  it('a language switch redraws the names, legends and depth numbers in English and back', async () => {
    // A page of its own with depth on: at zoom 10 west of Marstein dozens of soundings carry
    // decimals, written "12,5" in Norwegian and "12.5" in English.
    const context = await newContext(browser);
    await context.addInitScript(() => {
      if (window.localStorage.getItem('havkart.datasets') === null) {
        window.localStorage.setItem(
          'havkart.datasets',
          JSON.stringify({ depth: { enabled: true } }),
        );
      }
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/#map=10/60.13/4.9`);
    await waitForMapIdle(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const depthRow = page.getByTestId('dataset-depth');
    await depthRow.getByRole('switch').waitFor();
    expect(await depthRow.textContent()).toContain('Dybde');
    const norwegian = await middleOfMap(page, 'datasets-language-nb.png');
    expect(differingPixels(norwegian, await middleOfMap(page))).toBe(0);

    await page.getByTestId('tab-settings').click();
    await page.getByTestId('language-picker').getByText('English').click();
    await expect
      .poll(async () => differingPixels(norwegian, await middleOfMap(page)), { timeout: 30_000 })
      .toBeGreaterThan(60);
    await waitForMapIdle(page);
    const english = await middleOfMap(page, 'datasets-language-en.png');
    await page.getByTestId('tab-datasets').click();
    await expect.poll(() => depthRow.textContent()).toContain('Depth');
    await page.getByTestId('control-legend').click();
    const legend = page.getByTestId('depth-legend');
    await legend.waitFor({ timeout: 20_000 });
    expect(await legend.textContent()).toContain('Depths in metres');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'datasets-language-en-menu.png') });
    await page.getByTestId('legend').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('legend').waitFor({ state: 'detached' });

    await page.getByTestId('tab-settings').click();
    await page.getByTestId('language-picker').getByText('Norsk').click();
    await expect
      .poll(async () => differingPixels(norwegian, await middleOfMap(page)), { timeout: 30_000 })
      .toBeLessThan(30);
    expect(differingPixels(english, norwegian)).toBeGreaterThan(60);
    await page.getByTestId('tab-datasets').click();
    await expect.poll(() => depthRow.textContent()).toContain('Dybde');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await context.close();
  });
});
