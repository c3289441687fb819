// Weather warnings as a user meets them, against the real server and its demo warnings: the
// layer switched on tints the Skagerrak warning's area in the Moderate yellow, a step of the
// time bar past its expiry takes it away, a click on the Stad warning opens its popup, and in
// English the warnings are asked for with lang=en (R15.23).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARNING_AREA_OPACITY } from '@havkart/dataset-weather/client';
import { SEVERITY_COLOURS } from '@havkart/domain';
import { browserAvailable, waitForMapIdle } from './support/browser.js';
import { startMapPage, type MapPage } from './support/map-page.js';
import { clickUntilShown, colourAt } from './support/map-view.js';
import { blended, colourDistance } from './support/pixels.js';
import type { RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';

/** Open sea inside the demo Skagerrak warning (Moderate, expires two hours after the hour). */
const SKAGERRAK = { lon: 9.4, lat: 58.2 };
/** Open sea inside the demo Stad warning (Severe, in force for hours). */
const STAD = { lon: 4.5, lat: 62.1 };
/** Open sea just south of the Skagerrak warning, under no warning: the bare sea's colour. */
const OPEN_SEA = { lon: 9.4, lat: 57.75 };

describe.skipIf(!browserAvailable())('weather warnings in Chromium', () => {
  let map: MapPage;
  let server: RunningServer;
  let page: Page;
  const asked: URL[] = [];

  beforeAll(async () => {
    map = await startMapPage((request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/datasets/weatherwarnings/geojson') asked.push(url);
    });
    ({ server, page } = map);
  }, 120_000);

  afterAll(async () => {
    await map?.close();
  });

  it('draws a warning in its severity colour and hides it a slider step past its expiry', async () => {
    await page.goto(`${server.origin}/#map=7/${SKAGERRAK.lat}/${SKAGERRAK.lon}`);
    await waitForMapIdle(page);
    await page.getByTestId('toggle-weatherwarnings').click();
    // Compared with the bare sea beside it, sampled each time: the base map may still be
    // drawing when the layer comes on.
    await expect
      .poll(
        async () => {
          const sea = await colourAt(page, OPEN_SEA);
          return colourDistance(
            await colourAt(page, SKAGERRAK),
            blended(SEVERITY_COLOURS.Moderate, WARNING_AREA_OPACITY, sea),
          );
        },
        { timeout: 30_000 },
      )
      .toBeLessThan(20);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-warnings.png') });
    expect(asked.at(-1)?.searchParams.get('lang')).toBe('no');

    // The time bar shows while the layer is on; three hours on, the warning has expired.
    const bar = page.getByTestId('forecast-time-slider');
    await bar.waitFor({ timeout: 20_000 });
    const selected = await bar.getAttribute('data-selected-time');
    await bar.getByRole('slider').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => bar.getAttribute('data-selected-time')).not.toBe(selected);
    await expect
      .poll(
        async () => colourDistance(await colourAt(page, SKAGERRAK), await colourAt(page, OPEN_SEA)),
        { timeout: 30_000 },
      )
      .toBeLessThan(15);
  });

  it('asks with lang=en in English and opens a warning popup in English', async () => {
    await page.goto(`${server.origin}/?lang=en#map=7/${STAD.lat}/${STAD.lon}`);
    await waitForMapIdle(page);
    // The layer stays on from the first visit (saved settings); switch it on if it is not.
    const toggle = page.getByTestId('toggle-weatherwarnings');
    if (!(await toggle.getByRole('switch').isChecked())) await toggle.click();
    await expect
      .poll(() => asked.some((url) => url.searchParams.get('lang') === 'en'), { timeout: 30_000 })
      .toBe(true);
    const popup = page.getByTestId('map-popup-clicked').getByTestId('weatherwarnings-popup');
    await clickUntilShown(page, () => waitForMapIdle(page), STAD, popup);
    const text = (await popup.textContent()) ?? '';
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-warnings-popup.png') });
    expect(text).toContain('Demo: Gale, orange level, Stadhavet');
    expect(text).toContain('Severe (orange level)');
    expect(text).toMatch(/from .* until /);
  });
});
