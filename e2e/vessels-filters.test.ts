// The vessel filter pane against the real server and its traffic simulator: the pane counts
// the vessels loaded per ship type, ticking "cargo" asks the live API for cargo ships only and
// the map stops drawing every other vessel, clearing it brings them back. What the map draws
// is read from its pixels: each ship type has its own icon colour.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATON_ICON_KINDS,
  ICON_KINDS,
  atonIconSvg,
  iconPalette,
  iconSvg,
} from '@havkart/dataset-ais/client';
import { themes } from '@havkart/theme';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { colourDistance, hexToRgb } from './support/pixels.js';
import type { RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServerForBrowser } from './support/web-startup.js';

// Day fills of the cargo and fishing vessel icons (datasets/ais/src/client/icons/palette.ts).
const CARGO_FILL = '#35a552';
const FISHING_FILL = '#f08a3a';
// Zoom 8: below it vessels are small direction marks, too few pixels to count by colour.
const ZOOM = 8;

interface Vessel {
  mmsi: number;
  latitude: number | null;
  longitude: number | null;
  shipType: number | string | null;
}

const isCargo = (v: Vessel) =>
  typeof v.shipType === 'number' && v.shipType >= 70 && v.shipType <= 79;
const isFishing = (v: Vessel) => v.shipType === 30;

async function latestVessels(origin: string): Promise<Vessel[]> {
  const response = await fetch(`${origin}/live/v1/latest/combined`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ modelType: 'Full', modelFormat: 'Json', since: '2013-01-01T00:00:00Z' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Vessel[]).filter((v) => v.latitude !== null);
}

/** Waits until the simulator has sent the static data (ship type) of enough ships. */
async function simulatedFleet(origin: string): Promise<Vessel[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const vessels = await latestVessels(origin);
    if (vessels.filter(isCargo).length >= 40 && vessels.filter(isFishing).length >= 40) {
      return vessels;
    }
    if (Date.now() > deadline) throw new Error('the simulator sent too few ship types in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The place with the most of both cargo and fishing vessels within a view at ZOOM around it
 * (the fewer of the two counts): cargo keeps to the lanes, fishing to the grounds.
 */
function busiestPlace(vessels: readonly Vessel[]): { lat: number; lon: number } {
  const ships = vessels.filter((v) => isCargo(v) || isFishing(v));
  let best = ships[0]!;
  let most = -1;
  for (const candidate of ships) {
    const near = ships.filter(
      (v) =>
        Math.abs(v.longitude! - candidate.longitude!) < 2 * 2 ** (7 - ZOOM) &&
        Math.abs(v.latitude! - candidate.latitude!) < 0.8 * 2 ** (7 - ZOOM),
    );
    const both = Math.min(near.filter(isCargo).length, near.filter(isFishing).length);
    if (both > most) [best, most] = [candidate, both];
  }
  return { lat: best.latitude!, lon: best.longitude! };
}

/** Pixels near a colour on the map, outside the menu panel that lies over it. */
async function mapPixels(page: Page, hex: string, file: string): Promise<number> {
  const png = await page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
  const menu = await page.getByTestId('menu').boundingBox();
  const image = PNG.sync.read(png);
  const target = hexToRgb(hex);
  const scale = image.width / (page.viewportSize()?.width ?? image.width);
  let count = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const cx = x / scale;
      const cy = y / scale;
      if (
        menu &&
        cx >= menu.x &&
        cx <= menu.x + menu.width &&
        cy >= menu.y &&
        cy <= menu.y + menu.height
      ) {
        continue;
      }
      const at = (y * image.width + x) * 4;
      const pixel = [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!] as const;
      if (colourDistance(pixel, target) <= 30) count++;
    }
  }
  return count;
}

/**
 * Waits until a condition on the map's pixels holds, and `alsoHolds` on the same drawn map (the
 * map redraws after each answer).
 */
async function untilPixels(
  page: Page,
  hex: string,
  file: string,
  holds: (count: number) => boolean,
  alsoHolds: () => Promise<boolean> = async () => true,
): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await waitForMapIdle(page);
    const count = await mapPixels(page, hex, file);
    if ((holds(count) && (await alsoHolds())) || Date.now() > deadline) return count;
    await page.waitForTimeout(250);
  }
}

/** Opens the vessel filter pane from the menu, unfolding the AIS group when it is folded. */
async function openVesselFilters(page: Page): Promise<void> {
  const header = page.getByTestId('group-ais').locator('h3').getByRole('button');
  await header.waitFor();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await page.getByTestId('filters-ais').click();
  await page.getByTestId('vessel-filter-pane').waitFor();
}

const optionCount = async (page: Page, option: string) =>
  Number(
    await page
      .getByTestId(`vessel-filter-shipTypeCategories-${option}`)
      .locator('[data-count]')
      .getAttribute('data-count'),
  );

describe.skipIf(!browserAvailable())('vessel filters in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let orangeBefore = 0;
  let greenBefore = 0;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // Twenty times real time: every simulated ship has sent its ship type within 20 s.
    server = await startServerForBrowser({ AIS_SOURCES: 'sim://?vessels=1500&seed=1&speed=20' });
    const place = busiestPlace(await simulatedFleet(server.origin));
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    // The menu covers the left of the map: the place goes right of its middle.
    const degreesPerPixel = 360 / (512 * 2 ** ZOOM);
    await page.goto(
      `${server.origin}/#map=${ZOOM}/${place.lat.toFixed(4)}/${(place.lon - 200 * degreesPerPixel).toFixed(4)}`,
    );
    await waitForMapIdle(page);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws cargo and fishing vessels, and the filter pane counts them per ship type', async () => {
    orangeBefore = await untilPixels(
      page,
      FISHING_FILL,
      'vessels-filters-before.png',
      (n) => n > 200,
    );
    greenBefore = await mapPixels(page, CARGO_FILL, 'vessels-filters-before.png');
    expect(orangeBefore).toBeGreaterThan(200);
    expect(greenBefore).toBeGreaterThan(200);

    await openVesselFilters(page);
    const pane = page.getByTestId('vessel-filter-pane');
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-testid="vessel-filter-shown"]')?.getAttribute('data-total'),
        ) > 0,
    );
    expect(await optionCount(page, 'cargo')).toBeGreaterThan(0);
    expect(await optionCount(page, 'fishing')).toBeGreaterThan(0);
    // The default app lists neither pleasure craft nor buoys (they fall under all_other),
    // but offers unofficial MMSIs (spec 02 §3).
    expect(await page.getByTestId('vessel-filter-shipTypeCategories-pleasure_craft').count()).toBe(
      0,
    );
    expect(await page.getByTestId('vessel-filter-shipTypeCategories-all_other').count()).toBe(1);
    expect(await page.getByTestId('vessel-filter-officialMmsiFilters-unofficial').count()).toBe(1);
    await pane.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-filters-pane.png') });
  });

  it('ticking cargo asks the server for cargo ships and hides every other vessel', async () => {
    const request = page.waitForRequest(
      (r) =>
        r.url().endsWith('/latest/combined') &&
        (r.postData() ?? '').includes('"shipTypes":["cargo"]'),
    );
    await page.getByTestId('vessel-filter-shipTypeCategories-cargo').click();
    await request;
    // No fishing vessel, and the cargo ships drawn again: the map may be empty for a moment
    // between the old vessels going and the answer's being drawn, which is no orange too.
    let green = 0;
    const orange = await untilPixels(
      page,
      FISHING_FILL,
      'vessels-filters-cargo.png',
      (n) => n === 0,
      async () => {
        green = await mapPixels(page, CARGO_FILL, 'vessels-filters-cargo.png');
        return green > greenBefore / 2;
      },
    );
    expect(orange).toBe(0);
    expect(green).toBeGreaterThan(greenBefore / 2);
    // The pane says so too: the server sent cargo ships only, and all of them are shown.
    const shown = Number(await page.getByTestId('vessel-filter-shown').getAttribute('data-shown'));
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBe(await optionCount(page, 'cargo'));
    expect(await optionCount(page, 'fishing')).toBe(0);
  });

  it('clearing the ship types brings the fishing vessels back', async () => {
    await page.getByTestId('vessel-filter-shipTypeCategories').getByRole('button').click();
    const orange = await untilPixels(
      page,
      FISHING_FILL,
      'vessels-filters-cleared.png',
      (n) => n > orangeBefore / 2,
    );
    expect(orange).toBeGreaterThan(orangeBefore / 2);
  });

  it('the nais app lists the minor ship types and buoys, and no unofficial MMSIs', async () => {
    await page.goto(`${server.origin}/nais/${new URL(page.url()).hash}`);
    await waitForMapIdle(page);
    await openVesselFilters(page);
    for (const listed of [
      'pleasure_craft',
      'sailing_vessel',
      'pilot_vessel',
      'buoy',
      'all_other',
    ]) {
      expect(await page.getByTestId(`vessel-filter-shipTypeCategories-${listed}`).count()).toBe(1);
    }
    for (const never of ['wellboat', 'wing_in_ground']) {
      expect(await page.getByTestId(`vessel-filter-shipTypeCategories-${never}`).count()).toBe(0);
    }
    expect(await page.getByTestId('vessel-filter-officialMmsiFilters-unofficial').count()).toBe(0);
    await page
      .getByTestId('vessel-filter-pane')
      .screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-filters-nais-pane.png') });
  });
});

describe.skipIf(!browserAvailable())('vessel and aid icons in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws every icon kind, day and night, fresh and old, with its own fill on a sheet', async () => {
    const day = iconPalette('day');
    const night = iconPalette('night');
    const cell = (svg: string) =>
      `<div class="c"><img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}"></div>`;
    const rows = [
      [themes.day.water, ICON_KINDS.map((kind) => iconSvg(kind, day))],
      [themes.day.water, ICON_KINDS.map((kind) => iconSvg(kind, day, true))],
      [themes.night.water, ICON_KINDS.map((kind) => iconSvg(kind, night))],
      [themes.day.water, ATON_ICON_KINDS.map((kind) => atonIconSvg(kind, 'day'))],
      [themes.night.water, ATON_ICON_KINDS.map((kind) => atonIconSvg(kind, 'night'))],
    ] as const;
    const page = await browser.newPage({
      viewport: { width: 52 * ICON_KINDS.length, height: 56 * rows.length },
      deviceScaleFactor: 2,
    });
    await page.setContent(
      `<body style="margin:0"><style>.r{display:flex;align-items:center;height:56px}` +
        `.c{width:52px;display:flex;justify-content:center}</style>` +
        rows
          .map(
            ([bg, svgs]) =>
              `<div class="r" style="background:${bg}">${svgs.map(cell).join('')}</div>`,
          )
          .join('') +
        '</body>',
    );
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    );
    const sheet = await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'vessel-icons-sheet.png'),
    });
    await page.close();
    // Each fresh day icon shows its kind's fill in its own cell (2 device pixels per CSS pixel).
    const image = PNG.sync.read(sheet);
    ICON_KINDS.forEach((kind, column) => {
      const fill = hexToRgb(day.fill[kind]!);
      let pixels = 0;
      for (let y = 0; y < 112; y++) {
        for (let x = column * 104; x < (column + 1) * 104; x++) {
          const at = (y * image.width + x) * 4;
          const rgb = [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!] as const;
          if (colourDistance(rgb, fill) <= 12) pixels++;
        }
      }
      expect(pixels, kind).toBeGreaterThan(20);
    });
  });
});
