// Sea ice as a user meets it, against the real server and its demo ice chart: switched on at
// zoom 4, the very close drift ice east of Svalbard is drawn in its WMO colour at opacity 0.7
// over the sea. The icing layer asks for its tiles at the selected forecast time, and a step
// of the time bar asks for the next hour's. (Whether icing shows depends on the season of
// the day the test runs, so its pixels are not checked here; the bands are tested on fixed
// times in the dataset's unit tests.)
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEA_ICE_COLOURS, SEA_ICE_FILL_OPACITY } from '@havkart/dataset-sea-ice/client';
import { browserAvailable, waitForMapIdle } from './support/browser.js';
import { startMapPage, type MapPage } from './support/map-page.js';
import { colourAt } from './support/map-view.js';
import { blended, colourDistance } from './support/pixels.js';
import type { RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';

/** Open sea between Kvitøya and Franz Josef Land, inside the demo chart's 9–10/10 area. */
const ICE = { lon: 38, lat: 80.5 };

describe.skipIf(!browserAvailable())('sea ice in Chromium', () => {
  let map: MapPage;
  let server: RunningServer;
  let page: Page;
  const icingTimes: string[] = [];

  beforeAll(async () => {
    map = await startMapPage((request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/tiles/icing/'))
        icingTimes.push(url.searchParams.get('time') ?? '');
    });
    ({ server, page } = map);
  }, 120_000);

  afterAll(async () => {
    await map?.close();
  });

  it('draws the demo ice chart near Svalbard at zoom 4 in the class colour', async () => {
    await page.goto(`${server.origin}/#map=4/${ICE.lat}/${ICE.lon}`);
    await waitForMapIdle(page);
    const sea = await colourAt(page, ICE);

    await page.getByTestId('toggle-seaice').click();
    const expected = blended(SEA_ICE_COLOURS['very-close-drift-ice'], SEA_ICE_FILL_OPACITY, sea);
    await expect
      .poll(async () => colourDistance(await colourAt(page, ICE), expected), { timeout: 30_000 })
      .toBeLessThan(40);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'sea-ice.png') });
    // The same chart on a phone, for a look at the ice kept off the islands.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'sea-ice-phone.png') });
    if (desktop) await page.setViewportSize(desktop);
  });

  it('asks for icing tiles at the selected forecast time, and the next hour after a step', async () => {
    await page.getByTestId('toggle-icing').click();
    const bar = page.getByTestId('forecast-time-slider');
    await bar.waitFor({ timeout: 20_000 });
    const selected = await bar.getAttribute('data-selected-time');
    await expect.poll(() => icingTimes.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(new Set(icingTimes)).toEqual(new Set([selected]));

    const asked = icingTimes.length;
    await bar.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => bar.getAttribute('data-selected-time')).not.toBe(selected);
    const later = await bar.getAttribute('data-selected-time');
    await expect
      .poll(() => icingTimes.slice(asked).includes(later ?? ''), { timeout: 30_000 })
      .toBe(true);
  });
});
