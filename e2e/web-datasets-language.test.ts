/**
 * A language switch in the settings reaches the datasets without a reload: the menu's dataset
 * names and legends and the text the dataset layers draw on the map (depth numbers are
 * written "12,5" in Norwegian and "12.5" in English) follow the new language, and back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServer, type RunningServer } from './support/server.js';

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

/** How many pixels of two same-sized pictures differ clearly in colour. */
function differingPixels(a: Buffer, b: Buffer): number {
  const first = PNG.sync.read(a);
  const second = PNG.sync.read(b);
  let count = 0;
  for (let offset = 0; offset < first.data.length; offset += 4) {
    const distance = Math.hypot(
      (first.data[offset] ?? 0) - (second.data[offset] ?? 0),
      (first.data[offset + 1] ?? 0) - (second.data[offset + 1] ?? 0),
      (first.data[offset + 2] ?? 0) - (second.data[offset + 2] ?? 0),
    );
    if (distance > 60) count += 1;
  }
  return count;
}

describe.skipIf(!browserAvailable())('datasets follow a language switch', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    const context = await newContext(browser);
    // Depth on from the start: at zoom 10 west of Marstein dozens of soundings carry decimals.
    await context.addInitScript(() => {
      if (window.localStorage.getItem('havkart.datasets') === null) {
        window.localStorage.setItem(
          'havkart.datasets',
          JSON.stringify({ depth: { enabled: true } }),
        );
      }
    });
    page = await context.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('redraws the names, legends and depth numbers in English and back in Norwegian', async () => {
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
  });
});
