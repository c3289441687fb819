/**
 * What a newcomer sees of the base maps and the names on them: one base map always drawn
 * (a radio choice, never none), the simple one visibly simpler than the standard one,
 * town labels at harbour zoom (Bergen says "Bergen"), land apart from sea at night, and a
 * legend with a row for every symbol the map draws. Screenshots of each go to
 * var/test-results/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_KINDS } from '@havkart/dataset-ais/client';
import { contrastRatio, themes } from '@havkart/theme';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { PNG } from 'pngjs';
import { countColour, nearestColour, patchColour, type Rgb } from './support/pixels.js';
import { startServer, type RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';

/** Hardangervidda and the Norwegian Sea, far from any shore: land and sea beyond doubt. */
const INLAND = { lat: 60.05, lon: 7.9 };
const OFFSHORE = { lat: 64.0, lon: 3.0 };
const BERGEN = { lat: 60.393, lon: 5.3242 };
/** The map redraws a moment after a menu choice, slowly on a loaded machine. */
const REDRAW = { timeout: 60_000, interval: 500 };

/** Share of pixels whose colour moved by more than a faint shade (distance 20). */
function changedShare(a: Buffer, b: Buffer): number {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  let changed = 0;
  for (let i = 0; i < first.data.length; i += 4) {
    const d = Math.hypot(
      first.data[i]! - second.data[i]!,
      first.data[i + 1]! - second.data[i + 1]!,
      first.data[i + 2]! - second.data[i + 2]!,
    );
    if (d > 20) changed++;
  }
  return changed / (first.data.length / 4);
}

/** Pixels darker than half grey: text ink on the day map's light land and sea. */
function darkPixels(png: Buffer): number {
  const image = PNG.sync.read(png);
  let dark = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 3 * 128) dark++;
  }
  return dark;
}

async function goTo(page: Page, zoom: number, at: { lat: number; lon: number }): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `map=${zoom}/${at.lat}/${at.lon}`);
  await page.waitForFunction((z) => window.location.hash.startsWith(`#map=${z}/`), zoom);
  await waitForMapIdle(page, 180_000);
}

/** The map canvas alone, so panels beside it stay out of pixel counts. */
async function mapShot(page: Page, file: string): Promise<Buffer> {
  const box = await mapCanvasBox(page);
  return page.screenshot({ clip: box, path: path.join(SCREENSHOT_DIR, file) });
}

async function centreColour(page: Page, file: string): Promise<Rgb> {
  const box = await mapCanvasBox(page);
  const image = await mapShot(page, file);
  return patchColour(image, box.width / 2, box.height / 2);
}

/** Switches a dataset in the menu and waits until the choice is kept. */
async function setDataset(page: Page, id: string, enabled: boolean): Promise<void> {
  const isEnabled = () =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')[key]?.enabled,
      id,
    );
  if ((await isEnabled()) === enabled) return;
  const toggle = page.getByTestId(`toggle-${id}`);
  if (!(await toggle.isVisible())) await page.getByTestId('menu-toggle').click();
  await toggle.click();
  await expect.poll(isEnabled).toBe(enabled);
}

/** Opens the menu when the layout started with it closed. */
async function basemapRadios(page: Page) {
  const group = page.getByTestId('basemap-choice');
  if (!(await group.isVisible())) await page.getByTestId('menu-toggle').click();
  await group.waitFor();
  return {
    standard: page.getByTestId('toggle-basemap').getByRole('radio'),
    simple: page.getByTestId('toggle-basemap-simple').getByRole('radio'),
  };
}

describe.skipIf(!browserAvailable())('base maps, place labels and the legend in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await page.goto(`${server.origin}/#map=6/62/6`);
    await waitForMapIdle(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('offers the base maps as one choice that can never be none', async () => {
    const { standard, simple } = await basemapRadios(page);
    expect(await standard.isChecked()).toBe(true);
    expect(await simple.isChecked()).toBe(false);
    // Pressing the chosen one again keeps it: there is no way to a grey map.
    await page.getByTestId('toggle-basemap').click();
    expect(await standard.isChecked()).toBe(true);
    const hint = await page.getByTestId('basemap-detail-hint').textContent();
    expect(hint).toContain('BASEMAP_URL');
    expect(hint).toContain('OpenStreetMap');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'basemap-choice-menu.png') });
  });

  it('draws the simple base map visibly simpler and lighter than the standard one', async () => {
    const { standard, simple } = await basemapRadios(page);
    await goTo(page, 6, { lat: 62, lon: 6 });
    const before = await mapShot(page, 'basemap-standard-z6.png');
    await page.getByTestId('toggle-basemap-simple').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['basemap-simple']?.enabled,
    );
    await waitForMapIdle(page);
    expect(await simple.isChecked()).toBe(true);
    expect(await standard.isChecked()).toBe(false);
    // The map redraws a moment after the choice: wait for the simple sea to show.
    await expect
      .poll(
        async () =>
          countColour(await mapShot(page, 'basemap-simple-z6.png'), themes.day.plainWater, 6),
        REDRAW,
      )
      .toBeGreaterThan(100_000);
    const after = await mapShot(page, 'basemap-simple-z6.png');
    // Not only where the shoreline starts at zoom 10: most of the national view changes.
    expect(changedShare(before, after)).toBeGreaterThan(0.5);
    expect(countColour(after, themes.day.water, 6)).toBe(0);
    expect(countColour(before, themes.day.water, 6)).toBeGreaterThan(100_000);

    const palette = {
      land: themes.day.land,
      water: themes.day.water,
      plainLand: themes.day.plainLand,
      plainWater: themes.day.plainWater,
    };
    await goTo(page, 11, INLAND);
    expect(nearestColour(await centreColour(page, 'basemap-simple-inland.png'), palette)).toBe(
      'plainLand',
    );
    await goTo(page, 11, OFFSHORE);
    expect(nearestColour(await centreColour(page, 'basemap-simple-sea.png'), palette)).toBe(
      'plainWater',
    );

    await page.getByTestId('toggle-basemap').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}').basemap?.enabled,
    );
    await expect
      .poll(
        async () => nearestColour(await centreColour(page, 'basemap-standard-sea.png'), palette),
        REDRAW,
      )
      .toBe('water');
  });

  it('says "Bergen" at harbour zoom, in the place-label colour', async () => {
    // Live vessels sail through Bergen harbour, and a dark hull or name passing through the
    // label's box would count as ink: the label is measured with them switched off.
    await setDataset(page, 'ais', false);
    await goTo(page, 13, BERGEN);
    const box = await mapCanvasBox(page);
    const clip = {
      x: box.x + box.width / 2 - 120,
      y: box.y + box.height / 2 - 40,
      width: 240,
      height: 80,
    };
    const on = await page.screenshot({ clip, path: path.join(SCREENSHOT_DIR, 'bergen-z13.png') });
    await mapShot(page, 'bergen-z13-map.png');
    // Dark text over the light land: the label's ink.
    const labelInk = darkPixels(on);
    expect(labelInk).toBeGreaterThan(40);
    // Switched off, the town's name goes with it: the ink was the label.
    await page.getByTestId('toggle-placelabels').click();
    // Reaching the toggle at the menu's foot scrolls the menu, never the whole app.
    expect(await mapCanvasBox(page)).toEqual(box);
    const ink = async () => darkPixels(await page.screenshot({ clip }));
    await expect.poll(ink, REDRAW).toBeLessThan(5);
    await page.getByTestId('toggle-placelabels').click();
    await expect.poll(ink, REDRAW).toBeGreaterThan(40);
    await setDataset(page, 'ais', true);
  });

  it('keeps land and sea apart at night', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      localStorage.setItem(
        'havkart.appearance',
        JSON.stringify({ menuSide: 'left', theme: 'night', nightOverlayOpacity: 0 }),
      );
      // The base map alone: live vessels would keep a loaded machine from ever going idle.
      localStorage.setItem(
        'havkart.datasets',
        JSON.stringify({ ais: { enabled: false }, aton: { enabled: false } }),
      );
    });
    const night = await context.newPage();
    await night.goto(`${server.origin}/#map=11/${INLAND.lat}/${INLAND.lon}`);
    await waitForMapIdle(night, 180_000);
    const land = await centreColour(night, 'night-inland.png');
    await goTo(night, 11, OFFSHORE);
    const sea = await centreColour(night, 'night-sea.png');
    const hex = (rgb: readonly number[]) =>
      `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
    expect(contrastRatio(hex(land), hex(sea))).toBeGreaterThanOrEqual(1.5);
    await goTo(night, 7, { lat: 62.5, lon: 6.5 });
    await night.screenshot({ path: path.join(SCREENSHOT_DIR, 'night-coast-z7.png') });
    await context.close();
  }, 600_000);

  it('has a legend row for every vessel symbol, aid symbol and track', async () => {
    const legendContext = await newContext(browser);
    await legendContext.addInitScript(() => {
      localStorage.setItem(
        'havkart.datasets',
        JSON.stringify({ ais: { enabled: true }, aton: { enabled: true } }),
      );
    });
    const legendPage = await legendContext.newPage();
    await legendPage.goto(`${server.origin}/#map=8/60.4/5`);
    // Live vessels keep a loaded machine busy: wait for the map, then give the click time.
    await waitForMapIdle(legendPage, 180_000);
    await legendPage.getByTestId('control-legend').click({ timeout: 150_000 });
    const legend = legendPage.getByTestId('legend');
    const vessels = legend.getByTestId('vessel-legend');
    await vessels.waitFor({ timeout: 60_000 });
    const symbols = await vessels
      .locator('[data-legend-symbol]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-legend-symbol')));
    for (const kind of [...ICON_KINDS, 'mark', 'old', 'track', 'recent-tracks']) {
      expect(symbols, kind).toContain(kind);
    }
    const colour = (id: string) =>
      vessels.locator(`[data-legend-symbol="${id}"]`).getAttribute('data-colour');
    expect(await colour('track')).not.toBe(await colour('recent-tracks'));
    // The menu keeps its short line under the switch; the full key is the panel's.
    const inMenu = legendPage.getByTestId('legend-ais');
    expect(await inMenu.locator('[data-legend-symbol="cargo"]').isVisible()).toBe(false);
    const aids = legend.getByTestId('aton-legend');
    await aids.waitFor();
    expect(await aids.locator('[data-legend-symbol]').count()).toBeGreaterThanOrEqual(15);
    // Every icon image has loaded (a broken one has no natural width).
    await legendPage.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="legend"] img')).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await legendPage.screenshot({ path: path.join(SCREENSHOT_DIR, 'legend-symbols.png') });
    await legend.locator('[data-legend-symbol="recent-tracks"]').scrollIntoViewIfNeeded();
    await legendPage.screenshot({ path: path.join(SCREENSHOT_DIR, 'legend-tracks.png') });
    await legendContext.close();
  }, 600_000);
});
