import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import { fairwayColours } from '@havkart/dataset-fairways/client';
import { lightPalette } from '@havkart/dataset-navigation-installations/client';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { countColour } from './support/pixels.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServer, type RunningServer } from './support/server.js';

const palette = lightPalette(themes.day);

/** Pixels of a colour in the middle of the map, clear of the side panels. */
async function pixelsOf(page: Page, colour: string, file: string): Promise<number> {
  const box = await mapCanvasBox(page);
  const image = await page.screenshot({
    path: path.join(SCREENSHOT_DIR, file),
    clip: {
      x: box.x + box.width * 0.25,
      y: box.y + box.height * 0.25,
      width: box.width * 0.5,
      height: box.height * 0.5,
    },
  });
  return countColour(image, colour, 30);
}

describe.skipIf(!browserAvailable())('navigation datasets in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    // Marstein lighthouse at zoom 11: its red, white and green sectors fill the middle.
    await page.goto(`${server.origin}/#map=11/60.1283/5.0119`);
    await waitForMapIdle(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('navigation installations: toggled on in the menu, the light sectors are drawn', async () => {
    const toggle = page.getByTestId('toggle-navigationinstallations');
    expect(await toggle.getByRole('switch').isChecked()).toBe(false);
    expect(await pixelsOf(page, palette[2], 'navigation-installations-off.png')).toBe(0);
    await toggle.click();
    await page.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['navigationinstallations']
          ?.enabled,
    );
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'navigation-installations-on.png') });
    expect(await pixelsOf(page, palette[2], 'navigation-installations-red.png')).toBeGreaterThan(
      40,
    );
    expect(await pixelsOf(page, palette[4], 'navigation-installations-green.png')).toBeGreaterThan(
      40,
    );
  });

  it('navigation installations: a light opened by URL shows its details in both languages', async () => {
    await page.goto(
      `${server.origin}/navigationinstallations/lgtdemo-marstein#map=11/60.1283/5.0119`,
    );
    const details = page.getByTestId('navigationinstallations-details');
    await details.waitFor({ timeout: 20_000 });
    const norwegian = await details.textContent();
    expect(norwegian).toContain('Marstein fyr');
    expect(norwegian).toContain('Lykt');
    expect(norwegian).toContain('Oc(2) WRG 8s');
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'navigation-installations-details-nb.png'),
    });

    await page.goto(
      `${server.origin}/navigationinstallations/fltdemo-marstein-bøye?lang=en-US#map=11/60.1283/5.0119`,
    );
    await details.waitFor({ timeout: 20_000 });
    const english = await details.textContent();
    expect(english).toContain('Marsteinen nord');
    expect(english).toContain('Floating mark');
    expect(english).toContain('Kardinalmerke nord');
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'navigation-installations-details-en.png'),
    });
  });

  it('fairways: toggled on in the menu, the Korsfjorden main lead is outlined', async () => {
    await page.goto(`${server.origin}/#map=11/60.16/5.1`);
    await waitForMapIdle(page);
    const outline = fairwayColours(themes.day).Hovedled;
    expect(await pixelsOf(page, outline, 'fairways-off.png')).toBe(0);
    await page.getByTestId('toggle-fairways').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['fairways']?.enabled,
    );
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fairways-on.png') });
    expect(await pixelsOf(page, outline, 'fairways-outline.png')).toBeGreaterThan(40);
  });

  it('fairways: a fairway opened by URL shows its details in both languages', async () => {
    await page.goto(`${server.origin}/fairways/demo-korsfjorden#map=11/60.16/5.1`);
    const details = page.getByTestId('fairways-details');
    await details.waitFor({ timeout: 20_000 });
    expect(await details.textContent()).toContain('Korsfjorden');
    expect(await details.textContent()).toContain('Hovedled');
    await page.goto(`${server.origin}/fairways/demo-byfjorden?lang=en-US#map=11/60.43/5.24`);
    await details.waitFor({ timeout: 20_000 });
    expect(await details.textContent()).toContain('Byfjorden');
    expect(await details.textContent()).toContain('Secondary fairway');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fairways-details-en.png') });
  });
});
