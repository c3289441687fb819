// Sea ice as a user meets it, against the real server and its demo ice chart: switched on at
// zoom 4, the very close drift ice east of Svalbard is drawn in its WMO colour at opacity 0.7
// over the sea, and the legend names the classes and says the chart is demo data.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEA_ICE_COLOURS, SEA_ICE_FILL_OPACITY } from '@havkart/dataset-sea-ice/client';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { screenPoint } from './support/map-view.js';
import { colourDistance, hexToRgb, patchColour, type Rgb } from './support/pixels.js';
import type { RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServerForBrowser } from './support/web-startup.js';

/** Open sea between Kvitøya and Franz Josef Land, inside the demo chart's 9–10/10 area. */
const ICE = { lon: 38, lat: 80.5 };

async function colourAt(page: Page, place: { lon: number; lat: number }): Promise<Rgb> {
  const at = await screenPoint(page, place);
  return patchColour(await page.screenshot(), at.x, at.y, 4);
}

/** What a fill of `hex` at the layer's opacity over `under` looks like. */
function blended(hex: string, under: Rgb): Rgb {
  const top = hexToRgb(hex);
  const a = SEA_ICE_FILL_OPACITY;
  return top.map((c, i) => c * a + (under[i] ?? 0) * (1 - a)) as unknown as Rgb;
}

describe.skipIf(!browserAvailable())('sea ice in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServerForBrowser();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws the demo ice chart near Svalbard at zoom 4 in the class colour', async () => {
    await page.goto(`${server.origin}/#map=4/${ICE.lat}/${ICE.lon}`);
    await waitForMapIdle(page);
    const sea = await colourAt(page, ICE);

    await page.getByTestId('toggle-seaice').click();
    const expected = blended(SEA_ICE_COLOURS['very-close-drift-ice'], sea);
    await expect
      .poll(async () => colourDistance(await colourAt(page, ICE), expected), { timeout: 30_000 })
      .toBeLessThan(40);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'sea-ice.png') });
  });
});
