import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '../apps/web/src/map/style/theme.js';
import {
  browserAvailable,
  flyTo,
  launchBrowser,
  newContext,
  waitForMapIdle,
} from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { countColour, nearestColour, patchColour } from './support/pixels.js';
import { repoRoot, sharedServer, type RunningServer } from './support/server.js';

const palette = { land: themes.day.land, water: themes.day.water };
const screenshots = path.join(repoRoot, 'var', 'test-results', 'screenshots');

/** Well away from any shore (several km), so the answer does not hinge on simplification. */
const LAND_POINTS = [
  { name: 'Hardangervidda', lat: 60.05, lon: 7.9 },
  { name: 'inland of Bodø (Saltfjellet)', lat: 67.15, lon: 15.8 },
  { name: 'Svalbard, Nordenskiöld Land', lat: 78.1, lon: 16.5 },
];
const WATER_POINTS = [
  { name: 'Norwegian Sea', lat: 66.0, lon: 5.0 },
  { name: 'North Sea', lat: 58.5, lon: 3.0 },
  { name: 'middle of Sognefjorden', lat: 61.125, lon: 6.25 },
];

describe.skipIf(!browserAvailable())('base map in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(screenshots, { recursive: true });
    server = await sharedServer();
    browser = await launchBrowser();
    const context = await newContext(browser);
    // Town labels off: their dark text would count as coastline in the pixel checks below.
    await context.addInitScript(() => {
      if (localStorage.getItem('havkart.datasets') === null) {
        localStorage.setItem(
          'havkart.datasets',
          JSON.stringify({ placelabels: { enabled: false } }),
        );
      }
    });
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(server.origin);
    await waitForMapIdle(page);
  });

  /** A screenshot of the map canvas alone: panels beside the map stay out of the count. */
  async function mapShot(file?: string) {
    const box = await mapCanvasBox(page);
    const image = await page.screenshot({
      clip: box,
      ...(file ? { path: path.join(screenshots, file) } : {}),
    });
    return { image, width: box.width, height: box.height };
  }

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens on Norwegian waters in Norwegian, with scale, zoom and rotation controls', async () => {
    expect(await page.getAttribute('html', 'lang')).toBe('nb-NO');
    // The controls are drawn once start-up is ready, which may come after the map's first
    // idle on a loaded machine: wait for each to show rather than look once.
    await page.getByRole('button', { name: 'Zoom inn' }).waitFor();
    await page.getByRole('button', { name: 'Zoom ut' }).waitFor();
    await page.getByRole('button', { name: 'Tilbakestill retning mot nord' }).waitFor();
    expect(await page.locator('.maplibregl-ctrl-scale').count()).toBe(2);
    // Into var/, never over the README's picture in docs/screenshots/.
    const image = await page.screenshot({ path: path.join(screenshots, 'havkart.png') });
    // The initial view spans the North Sea to the Barents Sea: the map's left part is sea.
    const map = await mapCanvasBox(page);
    const west = patchColour(image, map.x + map.width * 0.15, map.y + map.height * 0.5);
    expect(nearestColour(west, palette)).toBe('water');
  });

  it('shows pointer coordinates in degrees and minutes', async () => {
    // The map's centre, which is not the window's when panels are open beside the map.
    const map = await mapCanvasBox(page);
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
    await expect
      .poll(() => page.getByTestId('coordinates').textContent())
      .toMatch(/^\d\d° \d\d\.\d{3}′ N {2}\d{3}° \d\d\.\d{3}′ E$/);
    // When the map moves under a still pointer, the readout follows the ground beneath it.
    await flyTo(page, 8, 70, 20);
    await expect
      .poll(() => page.getByTestId('coordinates').textContent())
      .toMatch(/^(69° 59\.9\d\d|70° 00\.0\d\d)′ N {2}(019° 59\.9\d\d|020° 00\.0\d\d)′ E$/);
  });

  it.each(LAND_POINTS)('draws $name as land at zoom 11', async ({ name, lat, lon }) => {
    await flyTo(page, 11, lat, lon);
    const { image, width, height } = await mapShot(`land-${name}.png`);
    expect(nearestColour(patchColour(image, width / 2, height / 2), palette)).toBe('land');
  });

  it.each(WATER_POINTS)('draws $name as water at zoom 11', async ({ name, lat, lon }) => {
    await flyTo(page, 11, lat, lon);
    const { image, width, height } = await mapShot(`water-${name}.png`);
    expect(nearestColour(patchColour(image, width / 2, height / 2), palette)).toBe('water');
  });

  it.each([
    { lat: 73.5, lon: 20.0 },
    { lat: 70.6, lon: -5.0 },
    { lat: 67.0, lon: 2.0 },
  ])('draws the open sea at $lat N $lon E as water at zoom 3 and 4', async ({ lat, lon }) => {
    // Natural Earth land crossing the antimeridian once filled whole bands of latitude here.
    for (const zoom of [3, 4]) {
      await flyTo(page, zoom, lat, lon);
      const { image, width, height } = await mapShot();
      expect(nearestColour(patchColour(image, width / 2, height / 2), palette), `z${zoom}`).toBe(
        'water',
      );
    }
  });

  it('draws the coastline line from zoom 10, not below', async () => {
    // Bergen and its skerries: shore in every direction.
    // The map alone: the search box, the controls and the pointer's coordinates (dark text
    // once the pointer has been over the map) lie over its edges.
    const box = await mapCanvasBox(page);
    const clip = { x: box.x, y: box.y + 60, width: box.width - 80, height: box.height - 260 };
    await flyTo(page, 12, 60.39, 5.32);
    const close = await page.screenshot({
      clip,
      path: path.join(screenshots, 'coast-bergen-z12.png'),
    });
    await flyTo(page, 9, 60.39, 5.32);
    const far = await page.screenshot({
      clip,
      path: path.join(screenshots, 'coast-bergen-z9.png'),
    });
    expect(countColour(close, themes.day.coastline, 20)).toBeGreaterThan(300);
    expect(countColour(far, themes.day.coastline, 20)).toBeLessThan(100);
  });

  it('in English with ?lang=en', async () => {
    await page.goto(`${server.origin}/?lang=en`);
    await waitForMapIdle(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();
  });

  it('never asks another origin for anything', () => {
    const foreign = requests.filter(
      (url) => /^https?:/.test(url) && new URL(url).origin !== server.origin,
    );
    expect(requests.some((url) => url.includes('/tiles/basemap/'))).toBe(true);
    expect(requests.some((url) => url.includes('/fonts/'))).toBe(true);
    expect(foreign).toEqual([]);
  });
});
