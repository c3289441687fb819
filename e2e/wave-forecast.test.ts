// The wave forecast as a user meets it, against the real server and its demo model: the layer
// switched on colours the sea and leaves land as it was, its tiles are asked for the selected
// forecast time, a step of the time bar asks for the next hour's tiles and redraws the sea, and
// 'Show wave arrow labels' writes the heights under the arrows.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { screenPoint } from './support/map-view.js';
import { differingPixels } from './support/pixels.js';
import type { RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServerForBrowser } from './support/web-startup.js';

/** Open sea west of Norway, and a place far inland, on one zoom-6 view. */
const SEA = { lon: 2.5, lat: 61.5 };
const LAND = { lon: 9.8, lat: 61.8 };

async function boxAround(page: Page, place: { lon: number; lat: number }): Promise<Buffer> {
  const at = await screenPoint(page, place);
  return page.screenshot({ clip: { x: at.x - 30, y: at.y - 30, width: 60, height: 60 } });
}

/**
 * The forecast hour, from the selected one on and leaving three more after it, with the
 * highest waves at SEA, and how many steps on it lies.
 */
async function highestWavesAhead(
  origin: string,
  selected: string,
): Promise<{ time: string; offset: number }> {
  const available = (await (
    await fetch(`${origin}/api/v1/geodata/waveforecast/available/all`)
  ).json()) as { available_forecast_times: string[] };
  const times = available.available_forecast_times;
  const forecast = (await (
    await fetch(`${origin}/api/v1/forecast?lat=${SEA.lat}&lon=${SEA.lon}`)
  ).json()) as { series: { time: string; waves: { height: number } | null }[] };
  const height = new Map(forecast.series.map((s) => [Date.parse(s.time), s.waves?.height ?? 0]));
  const start = times.findIndex((time) => Date.parse(time) === Date.parse(selected));
  if (start < 0) throw new Error(`the selected time ${selected} is not among ${times.length}`);
  let best = start;
  for (let i = start; i < times.length - 3; i++) {
    const h = height.get(Date.parse(times[i]!)) ?? 0;
    if (h > (height.get(Date.parse(times[best]!)) ?? 0)) best = i;
  }
  return { time: times[best]!, offset: best - start };
}

describe.skipIf(!browserAvailable())('wave forecast in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const tileTimes: string[] = [];
  const tileUrls: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServerForBrowser();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/tiles/waveforecast/')) {
        tileTimes.push(url.searchParams.get('time') ?? '');
        tileUrls.push(`${url.pathname}${url.search}`);
      }
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('colours the sea for the selected time, not the land; a slider step asks for the next hour', async () => {
    await page.goto(
      `${server.origin}/#map=6/${(SEA.lat + LAND.lat) / 2}/${(SEA.lon + LAND.lon) / 2}`,
    );
    await waitForMapIdle(page);
    const seaBefore = await boxAround(page, SEA);
    const landBefore = await boxAround(page, LAND);

    await page.getByTestId('toggle-waveforecast').click();
    const bar = page.getByTestId('forecast-time-slider');
    await bar.waitFor({ timeout: 20_000 });
    const selected = await bar.getAttribute('data-selected-time');
    await expect.poll(() => tileTimes.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(new Set(tileTimes)).toEqual(new Set([selected]));
    await waitForMapIdle(page);

    // The palest bands are close to the sea's own blue, so the sea is looked at in the hour
    // of the highest waves there (the demo's storms make it several metres), not whatever
    // hour the run happens to start in.
    const steps = await highestWavesAhead(server.origin, selected ?? '');
    const thumb = bar.getByRole('slider');
    await thumb.focus();
    for (let i = 0; i < steps.offset; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => bar.getAttribute('data-selected-time')).toBe(steps.time);
    await expect.poll(() => tileTimes.includes(steps.time), { timeout: 30_000 }).toBe(true);
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wave-forecast.png') });
    await expect
      .poll(async () => differingPixels(seaBefore, await boxAround(page, SEA)), { timeout: 30_000 })
      .toBeGreaterThan(600);
    expect(differingPixels(landBefore, await boxAround(page, LAND))).toBeLessThan(60);

    // Three hours on with the keyboard: the next tiles carry the new time, the sea redraws.
    const seaNow = await boxAround(page, SEA);
    const asked = tileTimes.length;
    await thumb.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => bar.getAttribute('data-selected-time')).not.toBe(steps.time);
    const later = await bar.getAttribute('data-selected-time');
    await expect
      .poll(() => tileTimes.slice(asked).includes(later ?? ''), { timeout: 30_000 })
      .toBe(true);
    await waitForMapIdle(page);
    await expect
      .poll(async () => differingPixels(seaNow, await boxAround(page, SEA)), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wave-forecast-later.png') });

    // Play fetches the next hour's tiles ahead: each is asked for once ahead and once more
    // when the map shows that hour (a cheap revalidation), where without it once.
    const playFrom = tileUrls.length;
    await page.getByTestId('forecast-time-play').click();
    await expect.poll(() => bar.getAttribute('data-selected-time')).not.toBe(later);
    await page.getByTestId('forecast-time-play').click();
    const played = await bar.getAttribute('data-selected-time');
    await waitForMapIdle(page);
    const askedTwice = () => {
      const seen = new Map<string, number>();
      for (const url of tileUrls.slice(playFrom)) {
        if (new URL(url, server.origin).searchParams.get('time') !== played) continue;
        seen.set(url, (seen.get(url) ?? 0) + 1);
      }
      return [...seen.values()].some((count) => count >= 2);
    };
    await expect.poll(askedTwice, { timeout: 30_000 }).toBe(true);
  });

  it('writes the heights under the arrows once "Show wave arrow labels" is on (R04.13)', async () => {
    await waitForMapIdle(page);
    const box = async () => {
      const at = await screenPoint(page, SEA);
      return page.screenshot({ clip: { x: at.x - 100, y: at.y - 100, width: 200, height: 200 } });
    };
    const without = await box();
    if (!(await page.getByTestId('menu').isVisible()))
      await page.getByTestId('menu-toggle').click();
    await page.getByTestId('tab-settings').click();
    // Off by default (A60).
    const setting = page.getByTestId('setting-waveArrowLabels');
    expect(await setting.getByRole('switch').isChecked()).toBe(false);
    await setting.click();
    await waitForMapIdle(page);
    await expect
      .poll(async () => differingPixels(without, await box()), { timeout: 30_000 })
      .toBeGreaterThan(100);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wave-forecast-labels.png') });
    await setting.click();
    await waitForMapIdle(page);
    await expect
      .poll(async () => differingPixels(without, await box()), { timeout: 30_000 })
      .toBeLessThan(20);
  });
});
