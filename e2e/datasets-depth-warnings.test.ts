import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import { depthAreaColours } from '@havkart/dataset-depth/client';
import { warningColour } from '@havkart/dataset-navigational-warnings/client';
import { browserSuite } from './support/browser-suite.js';
import { browserAvailable, newContext, waitForMapIdle } from './support/browser.js';
import { clickUntilShown, mapCanvasBox } from './support/map-view.js';
import { countColour, differingPixels } from './support/pixels.js';
import { SCREENSHOT_DIR, seriousAxeViolations, waitForView } from './support/web-shell.js';

/** Pixels of a colour in the middle half of the map, clear of the side panels. */
async function pixelsOf(page: Page, colours: readonly string[], file: string): Promise<number> {
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
  return colours.reduce((sum, colour) => sum + countColour(image, colour, 12), 0);
}

/** The middle of the map, clear of the menu and the details pane. */
async function middleOfMap(page: Page, file?: string): Promise<Buffer> {
  const box = await mapCanvasBox(page);
  return page.screenshot({
    ...(file ? { path: path.join(SCREENSHOT_DIR, file) } : {}),
    clip: {
      x: box.x + box.width * 0.35,
      y: box.y + box.height * 0.25,
      width: box.width * 0.3,
      height: box.height * 0.5,
    },
  });
}

/** Waits until the saved dataset settings say a dataset is on (or off). */
async function datasetEnabled(page: Page, id: string, enabled: boolean): Promise<void> {
  await page.waitForFunction(
    ([datasetId, on]) =>
      (JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')[datasetId as string]?.enabled ??
        false) === on,
    [id, enabled] as const,
  );
}

describe.skipIf(!browserAvailable())('coastal warnings and depth in Chromium', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    page = await (await newContext(suite.browser)).newPage();
  });

  it('lists the warnings in force at /navigationalwarnings, in Norwegian, newest first', async () => {
    await page.goto(`${suite.server.origin}/navigationalwarnings#map=6/63/10`);
    await waitForView(page, 'navigationalwarnings');
    const list = page.getByTestId('coastalwarnings-list');
    await list.waitFor({ timeout: 20_000 });
    const items = list.locator('li');
    expect(await items.count()).toBe(8);
    // The Tromsø dredging warning was issued last.
    expect(await items.first().getAttribute('data-feature-id')).toBe('demo-1008');
    const text = await list.textContent();
    expect(text).toContain('8 varsler i kraft');
    expect(text).toContain('Kystvarsel DEMO 2/2026');
    expect(text).toContain('Demodata');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'warnings-list-nb.png') });
  });

  it('lists them in English with ?lang=en-US', async () => {
    await page.goto(`${suite.server.origin}/navigationalwarnings?lang=en-US#map=6/63/10`);
    const list = page.getByTestId('coastalwarnings-list');
    await list.waitFor({ timeout: 20_000 });
    const text = await list.textContent();
    expect(text).toContain('8 warnings in force');
    expect(text).toContain('Coastal warning DEMO 2/2026');
    expect(text).toContain('Demo data');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'warnings-list-en.png') });
  });

  it('opens a warning from the list: its details, and its area drawn on the map', async () => {
    await page.goto(`${suite.server.origin}/navigationalwarnings#map=10/60.15/5.12`);
    await waitForMapIdle(page);
    const colour = warningColour(themes.day);
    expect(await pixelsOf(page, [colour], 'warnings-off.png')).toBe(0);
    await page.getByRole('link', { name: 'Kystvarsel DEMO 2/2026' }).click();
    await page.waitForURL(/\/coastalwarnings\/demo-1002/);
    const details = page.getByTestId('coastalwarnings-details');
    await details.waitFor({ timeout: 20_000 });
    expect(await details.getAttribute('data-feature-id')).toBe('demo-1002');
    const text = await details.textContent();
    expect(text).toContain('Skyteøvelse');
    expect(text).toContain('Korsfjorden');
    await datasetEnabled(page, 'coastalwarnings', true);
    // A page opened on a route starts with the details open and the menu behind its toggle.
    if (!(await page.getByTestId('menu').isVisible()))
      await page.getByTestId('menu-toggle').click();
    const legend = page.getByTestId('coastalwarnings-legend');
    await legend.waitFor();
    expect(await legend.textContent()).toContain('Varselområde');
    expect(await legend.textContent()).toContain('Demodata: ikke ekte varsler');
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'warnings-details-nb.png') });
    // The dashed outline of the firing-exercise area, in the warning colour.
    expect(await pixelsOf(page, [colour], 'warnings-on.png')).toBeGreaterThan(100);
  });

  it('opens a warning by its route in English, with its line drawn', async () => {
    await page.goto(
      `${suite.server.origin}/coastalwarnings/demo-1003?lang=en-US#map=10/60.51/5.02`,
    );
    const details = page.getByTestId('coastalwarnings-details');
    await details.waitFor({ timeout: 20_000 });
    const text = await details.textContent();
    expect(text).toContain('Coastal warning DEMO 3/2026');
    expect(text).toContain('Cable work along the line');
    expect(text).toContain('Hjeltefjorden');
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'warnings-details-en.png') });
    expect(await pixelsOf(page, [warningColour(themes.day)], 'warnings-line.png')).toBeGreaterThan(
      50,
    );
  });

  it('draws depth areas and curves when depth is switched on in the menu', async () => {
    await page.goto(`${suite.server.origin}/#map=10/60.3/5.1`);
    await waitForMapIdle(page);
    const deep = depthAreaColours(themes.day).slice(2);
    const before = await pixelsOf(page, deep, 'depth-off.png');
    await page.getByTestId('toggle-depth').click();
    await datasetEnabled(page, 'depth', true);
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'depth-on-z10.png') });
    const after = await pixelsOf(page, deep, 'depth-on.png');
    expect(after).toBeGreaterThan(before + 5000);
  });
  it('redraws the depth numbers in fathoms once the depth unit is changed in the settings', async () => {
    // Open sea west of Marstein at zoom 12: soundings and curve labels all over the middle.
    await page.goto(`${suite.server.origin}/#map=12/60.13/4.9`);
    await waitForMapIdle(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByTestId('tab-settings').click();
    const units = page.locator('section[aria-labelledby="settings-units"]');
    const unitsText = await units.textContent();
    // Depth and vessel speed, and the weather quantities the weather views follow (R15.29).
    for (const label of ['Enheter', 'Dybde', 'Fart for fartøy', 'Vindhastighet', 'Nedbør']) {
      expect(unitsText).toContain(label);
    }
    const select = page.getByTestId('setting-depthUnit');
    expect(await select.inputValue()).toBe('m');
    expect(await select.locator('option').allTextContents()).toEqual(['Meter (m)', 'Favner']);
    // Every unit choice is named by its label for screen readers.
    expect(await seriousAxeViolations(page)).toEqual([]);
    const metres = await middleOfMap(page, 'depth-metres-z12.png');
    // Nothing moves on an idle map: the same picture twice.
    expect(differingPixels(metres, await middleOfMap(page))).toBe(0);

    await select.selectOption('fathom');
    // Only the numbers change (e.g. 65,2 m → 35,7 fathoms): areas and curves stay.
    await expect
      .poll(async () => differingPixels(metres, await middleOfMap(page)), { timeout: 30_000 })
      .toBeGreaterThan(300);
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'depth-fathoms-settings.png') });
    expect(
      differingPixels(metres, await middleOfMap(page, 'depth-fathoms-z12.png')),
    ).toBeGreaterThan(300);
    // The page itself never scrolls: only the settings pane does, the map stays put.
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);
    // Redrawn in place: no reload, and the choice is kept.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('havkart.settings') ?? '{}')),
    ).toMatchObject({ depthUnit: 'fathom' });
    await page.getByTestId('control-legend').click();
    const legend = page.getByTestId('depth-legend');
    await legend.waitFor({ timeout: 20_000 });
    expect(await legend.getAttribute('data-depth-unit')).toBe('fathoms');
    // 5 m and 10 m are 2.7 and 5.5 fathoms (÷ 1.8288, one decimal; spec 02 §9).
    expect(await legend.textContent()).toContain('2,7–5,5');
    expect(await legend.textContent()).toContain('Dybder i favner');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'depth-fathoms-legend.png') });
    await page.getByTestId('legend').getByRole('button', { name: 'Lukk' }).click();
    await page.getByTestId('legend').waitFor({ state: 'detached' });

    // Back to metres: the numbers as they were.
    await select.selectOption('m');
    await expect
      .poll(async () => differingPixels(metres, await middleOfMap(page)), { timeout: 30_000 })
      .toBeLessThan(100);
  });
  it('finds a GeoNames place with the search at the top left and opens it on the map', async () => {
    await page.goto(`${suite.server.origin}/#map=6/63/10`);
    const search = page.getByTestId('place-search');
    const input = search.getByRole('combobox', { name: 'Søk etter sted' });
    await input.fill('Hammerfest');
    const first = search.getByTestId('place-search-result').first();
    await first.waitFor({ timeout: 20_000 });
    expect(await first.textContent()).toContain('Hammerfest');
    expect(await search.textContent()).toContain('Demodata');
    const box = (await search.boundingBox())!;
    const map = await mapCanvasBox(page);
    expect(box.x - map.x).toBeLessThan(60);
    expect(box.y - map.y).toBeLessThan(60);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'search-geonames.png') });
    await first.click();
    await page.waitForURL(/\/point\/23\.68\d*_70\.66/);
    await waitForView(page, 'point');
  });
  it('a click on a warning opens its popup with the number, area and text', async () => {
    // The Skrova light warning (a point) in the middle of the map; the dataset is on since
    // a warning was opened from the list.
    const popup = page.getByTestId('coastalwarnings-popup');
    await clickUntilShown(
      page,
      async () => {
        await page.goto(`${suite.server.origin}/#map=11/68.1542/14.6486`);
        await waitForMapIdle(page);
      },
      { lon: 14.6486, lat: 68.1542 },
      popup,
    );
    const text = await popup.textContent();
    expect(text).toContain('Kystvarsel DEMO 1/2026');
    expect(text).toContain('Vestfjorden, Skrova');
    expect(text).toContain('Skrova fyr er slukket');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'warnings-popup-nb.png') });
  });
});
