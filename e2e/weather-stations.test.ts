// Weather stations as a user meets them, against the real server and its traffic simulator:
// the layer switched on draws a station's symbol where the station is, a station's popup shows
// the wind in knots once knots are chosen on the settings screen, and a station found by name
// in the search box opens with its layer turned on, and a wind station's arrow is drawn.
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYMBOL_COLOURS } from '@havkart/dataset-weather/client';
import { WIND_CLASSES } from '@havkart/domain';
import { themes } from '@havkart/theme';
import {
  browserAvailable,
  flyTo,
  launchBrowser,
  newContext,
  waitForMapIdle,
} from './support/browser.js';
import { screenPoint } from './support/map-view.js';
import {
  colourDistance as pixelDistance,
  countColour,
  hexToRgb,
  patchColour,
} from './support/pixels.js';
import type { RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServerForBrowser } from './support/web-startup.js';

// Two of the simulator's met stations: Utsira reports wind, Halten is a wave buoy.
const UTSIRA = { sourceId: '2576003', lon: 5.03, lat: 59.3 };
const HALTEN = { sourceId: '2576007', lon: 8.8, lat: 64.0 };

/** Pixels of a colour in a 40-px square round a place. */
async function colourAround(page: Page, place: { lon: number; lat: number }, hex: string) {
  const at = await screenPoint(page, place);
  const image = await page.screenshot({
    clip: { x: at.x - 20, y: at.y - 20, width: 40, height: 40 },
  });
  return countColour(image, hex, 30);
}

/**
 * Pixels that differ from the sea where a station's name is written, just below its symbol:
 * the letters and their halo. The sea colour is read from the box's corner, clear of them.
 */
async function inkBelow(page: Page, place: { lon: number; lat: number }) {
  const at = await screenPoint(page, place);
  const image = await page.screenshot({
    clip: { x: at.x - 40, y: at.y + 12, width: 80, height: 16 },
  });
  const sea = patchColour(image, 2, 2, 2);
  const hex = `#${sea.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return 80 * 16 - countColour(image, hex, 40);
}

/** Pixels near a colour 10.5–15 px from a place: outside its symbol, inside its arrow's reach. */
async function arrowPixelsAround(page: Page, place: { lon: number; lat: number }, hex: string) {
  const at = await screenPoint(page, place);
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: at.x - 16, y: at.y - 16, width: 32, height: 32 } }),
  );
  const target = hexToRgb(hex);
  let count = 0;
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const r = Math.hypot(x + 0.5 - 16, y + 0.5 - 16);
      const o = (y * png.width + x) * 4;
      const pixel = [png.data[o]!, png.data[o + 1]!, png.data[o + 2]!] as const;
      if (r >= 10.5 && r <= 15 && pixelDistance(pixel, target) <= 40) count += 1;
    }
  }
  return count;
}

/** The arrow rotation the server gives a station now, null without a wind direction. */
async function arrowRotationOf(origin: string, sourceId: string): Promise<number | null> {
  const response = await fetch(`${origin}/api/v1/datasets/weatherstations/geojson`);
  const { features } = (await response.json()) as {
    features: { properties: { sourceId?: string; arrowRotation?: number | null } }[];
  };
  const station = features.find((f) => f.properties.sourceId === sourceId);
  return station?.properties.arrowRotation ?? null;
}

/** Waits until the simulator's met stations have reported (every ten simulated minutes). */
async function stationsReported(origin: string, ids: readonly string[]): Promise<void> {
  for (let tries = 0; tries < 120; tries++) {
    const response = await fetch(`${origin}/api/v1/weatherstations`);
    const listed = new Set(
      ((await response.json()) as { sourceId: string }[]).map((s) => s.sourceId),
    );
    if (ids.every((id) => listed.has(id))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`stations ${ids.join(', ')} never reported`);
}

/** Waits until the layer is saved as on, whichever menu tab is showing. */
async function layerOn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['weatherstations']?.enabled ===
      true,
  );
}

describe.skipIf(!browserAvailable())('weather stations in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // Twenty-fold speed: every station has reported within half a minute.
    server = await startServerForBrowser({ AIS_SOURCES: 'sim://?vessels=20&seed=1&speed=20' });
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await stationsReported(server.origin, [UTSIRA.sourceId, HALTEN.sourceId]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the layer switched on in the menu draws the buoy at its position, its name from zoom 9', async () => {
    await page.goto(`${server.origin}/#map=10/${HALTEN.lat}/${HALTEN.lon}`);
    await waitForMapIdle(page);
    expect(await colourAround(page, HALTEN, SYMBOL_COLOURS.buoy)).toBe(0);
    await page.getByTestId('toggle-weatherstations').click();
    await layerOn(page);
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-stations-buoy.png') });
    await expect
      .poll(() => colourAround(page, HALTEN, SYMBOL_COLOURS.buoy), { timeout: 30_000 })
      .toBeGreaterThan(20);
    // Away from any station, nothing of the buoy's colour.
    expect(
      await colourAround(page, { lon: HALTEN.lon + 0.3, lat: HALTEN.lat }, SYMBOL_COLOURS.buoy),
    ).toBe(0);
    // Its name is written at zoom 10, and not at zoom 8: names show from zoom 9 (R15.16).
    const named = await inkBelow(page, HALTEN);
    expect(named).toBeGreaterThan(40);
    await flyTo(page, 8, HALTEN.lat, HALTEN.lon);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-stations-zoom8.png') });
    expect(await colourAround(page, HALTEN, SYMBOL_COLOURS.buoy)).toBeGreaterThan(20);
    // A stray islet pixel may fall in the box; letters would be many times more.
    expect(await inkBelow(page, HALTEN)).toBeLessThan(named / 4);
  });

  it('draws the wind at a wind station as an arrow reaching out past its symbol (R15.12)', async () => {
    // A station draws an arrow once it has reported a wind direction.
    await expect
      .poll(() => arrowRotationOf(server.origin, UTSIRA.sourceId), { timeout: 60_000 })
      .not.toBeNull();
    await page.goto(`${server.origin}/#map=10/${UTSIRA.lat}/${UTSIRA.lon}`);
    const saved = await page.evaluate(() => localStorage.getItem('havkart.datasets') ?? '{}');
    const on = (JSON.parse(saved) as Record<string, { enabled?: boolean } | undefined>)[
      'weatherstations'
    ]?.enabled;
    if (on !== true) await page.getByTestId('toggle-weatherstations').click();
    await layerOn(page);
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-stations-wind-arrow.png') });
    // The arrow is drawn in the label colour; the symbol (radius 8, ringed 1.5 px) ends
    // inside 9 px, so label-coloured pixels beyond that are the arrow's head and shaft.
    await expect
      .poll(async () => arrowPixelsAround(page, UTSIRA, themes.day.label), { timeout: 30_000 })
      .toBeGreaterThan(5);
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForMapIdle(page);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'weather-stations-wind-arrow-phone.png'),
    });
    if (desktop) await page.setViewportSize(desktop);
  });

  it('brings the forecast time bar; a later hour shows the forecast in place of the observations, "Nå" the observations again', async () => {
    await page.goto(`${server.origin}/#map=10/${HALTEN.lat}/${HALTEN.lon}`);
    await layerOn(page);
    await waitForMapIdle(page);
    const bar = page.getByTestId('forecast-time-slider');
    await bar.waitFor({ timeout: 20_000 });
    expect(await bar.getByTestId('forecast-time-now').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => colourAround(page, HALTEN, SYMBOL_COLOURS.buoy), { timeout: 30_000 })
      .toBeGreaterThan(20);
    const first = await bar.getAttribute('data-selected-time');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/datasets/weatherstations/geojson'))
        asked.push(request.url());
    });

    // Two hours on with the keyboard: the stations are asked again (R15.17) and, the time
    // lying ahead, their observations give way (spec 02 §4).
    const thumb = bar.getByRole('slider');
    await thumb.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => bar.getAttribute('data-selected-time')).not.toBe(first);
    expect(Date.parse((await bar.getAttribute('data-selected-time'))!)).toBeGreaterThan(Date.now());
    expect(await bar.getByTestId('forecast-time-now').getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => colourAround(page, HALTEN, SYMBOL_COLOURS.buoy), { timeout: 30_000 })
      .toBe(0);
    // The forecast's wind and waves there instead (R15.14): a wind class, marked "varsel".
    const windClassInk = async () => {
      const counts = await Promise.all(
        WIND_CLASSES.map((windClass) => colourAround(page, HALTEN, SYMBOL_COLOURS[windClass])),
      );
      return Math.max(...counts);
    };
    await expect.poll(windClassInk, { timeout: 30_000 }).toBeGreaterThan(20);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-stations-time-ahead.png') });
    const at = await screenPoint(page, HALTEN);
    await page.mouse.click(at.x, at.y);
    const popup = page.getByTestId('map-popup-clicked').getByTestId('weatherstations-popup');
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.textContent()).toMatch(/\(varsel\).*Varsel for/);
    await page.keyboard.press('Escape');

    await bar.getByTestId('forecast-time-now').click();
    expect(await bar.getAttribute('data-selected-time')).toBe(first);
    await expect
      .poll(() => colourAround(page, HALTEN, SYMBOL_COLOURS.buoy), { timeout: 30_000 })
      .toBeGreaterThan(20);
  });

  it('a station popup gives the wind in knots once knots are chosen in the settings', async () => {
    if (!(await page.getByTestId('menu').isVisible()))
      await page.getByTestId('menu-toggle').click();
    await page.getByTestId('tab-settings').click();
    await page.getByTestId('setting-windSpeedUnit').selectOption('knots');
    await page.goto(`${server.origin}/#map=10/${UTSIRA.lat}/${UTSIRA.lon}`);
    await layerOn(page);
    await waitForMapIdle(page);
    const at = await screenPoint(page, UTSIRA);
    await page.mouse.click(at.x, at.y);
    const popup = page.getByTestId('map-popup-clicked').getByTestId('weatherstations-popup');
    await popup.waitFor({ timeout: 20_000 });
    const text = (await popup.textContent()) ?? '';
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-stations-popup-knots.png') });
    expect(text).toContain('UTSIRA');
    expect(text).toMatch(/Vind: \d+,\d knop/);
    expect(text).not.toContain('m/s');
  });

  it('a station found by name in the search box opens with its layer on', async () => {
    // A new visitor: the layer is off.
    const fresh = await (await newContext(browser)).newPage();
    await fresh.goto(`${server.origin}/`);
    const search = fresh.getByTestId('place-search');
    await search.getByRole('combobox', { name: 'Søk etter sted' }).fill('utsi');
    const hit = search.getByTestId('weather-station-search-result').first();
    await hit.waitFor({ timeout: 30_000 });
    expect(await hit.textContent()).toContain('UTSIRA');
    expect(await search.getByRole('group', { name: 'Værstasjoner' }).isVisible()).toBe(true);
    await hit.click();
    await fresh.waitForURL(new RegExp(`/weatherstations/${UTSIRA.sourceId}`));
    await layerOn(fresh);
    const details = fresh.getByTestId('weatherstations-details');
    await details.waitFor({ timeout: 30_000 });
    expect(await details.textContent()).toContain('UTSIRA');
    await fresh.screenshot({ path: path.join(SCREENSHOT_DIR, 'weather-stations-search.png') });
    await fresh.context().close();
  });
});
