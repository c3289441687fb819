import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import {
  browserAvailable,
  flyTo,
  launchBrowser,
  newContext,
  waitForMapIdle,
} from './support/browser.js';
import { clickUntilShown, mapCanvasBox, screenPoint } from './support/map-view.js';
import { nearestColour, patchColour } from './support/pixels.js';
import { startServer, type RunningServer } from './support/server.js';
import { SCREENSHOT_DIR, seriousAxeViolations } from './support/web-shell.js';

// Demo navigation installations (public positions, rounded) and the sea name beside one.
const UTSIRA_LIGHT = { lon: 4.8736, lat: 59.3075 };
const MARSTEIN_LIGHT = { lon: 5.0119, lat: 60.1283 };
const MARSTEIN_BUOY = { lon: 5.03, lat: 60.14 };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name) });
}

/** Opens the app at a view with navigation installations on and the given settings. */
async function openAt(
  page: Page,
  origin: string,
  view: string,
  settings: Record<string, unknown> = {},
  query = '',
): Promise<void> {
  await page.goto(`${origin}/${query}#map=${view}`);
  await page.evaluate((values) => {
    // Town labels off: Utsira is a town as well as a sea name, and these tests are about the
    // sea names and lights that overlap there.
    localStorage.setItem(
      'havkart.datasets',
      JSON.stringify({
        navigationinstallations: { enabled: true },
        placelabels: { enabled: false },
      }),
    );
    localStorage.setItem('havkart.settings', JSON.stringify(values));
  }, settings);
  await page.reload();
  await waitForMapIdle(page);
  // The dataset is drawn once its legend switch reports it on and the map has settled.
  await page.waitForFunction(
    () =>
      (
        document.querySelector(
          '[data-testid="toggle-navigationinstallations"] input',
        ) as HTMLInputElement | null
      )?.checked,
  );
  await waitForMapIdle(page);
}

describe.skipIf(!browserAvailable())('map popups and the legend in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a click on a light opens its popup in Norwegian, with a details link; Escape closes it', async () => {
    await openAt(page, server.origin, '13/59.3075/4.8736');
    const at = await screenPoint(page, UTSIRA_LIGHT);
    await page.mouse.click(at.x, at.y);
    const popup = page.getByTestId('map-popup-clicked');
    await popup.getByTestId('navigationinstallations-popup').waitFor();
    expect(await popup.getAttribute('role')).toBe('dialog');
    expect(await popup.getByRole('heading').textContent()).toBe('Navigasjonsinstallasjoner');
    const text = await popup.textContent();
    expect(text).toContain('Utsira fyr');
    expect(text).toContain('Lykt');
    // The click did not open the point's details: it hit a feature.
    expect(page.url()).not.toContain('/point/');
    // Focus moved into the popup, so the keyboard reaches it.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.map-popup'))).toBe(true);
    await shot(page, 'popup-click-nb.png');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const details = popup.getByRole('link', { name: 'Vis detaljer' });
    expect(await details.getAttribute('href')).toBe('/navigationinstallations/lgtdemo-utsira');
    await details.click();
    await page.getByTestId('navigationinstallations-details').waitFor();
    expect(new URL(page.url()).pathname).toBe('/navigationinstallations/lgtdemo-utsira');

    // Focus is still on the link in the popup (no tooltip): Escape closes the popup.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.map-popup'))).toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  });

  it('the same popup in English', async () => {
    await openAt(page, server.origin, '13/59.3075/4.8736', {}, '?lang=en-US');
    const at = await screenPoint(page, UTSIRA_LIGHT);
    await page.mouse.click(at.x, at.y);
    const popup = page.getByTestId('map-popup-clicked');
    await popup.getByTestId('navigationinstallations-popup').waitFor();
    expect(await popup.getByRole('heading').textContent()).toBe('Navigation installations');
    expect(await popup.textContent()).toContain('Light');
    expect(await popup.getByRole('link', { name: 'Show details' }).count()).toBe(1);
    await shot(page, 'popup-click-en.png');
    await page.getByTestId('tab-settings').click();
    expect(await page.getByTestId('setting-popups').textContent()).toBe('Show info on mouseover');
    expect(await page.getByTestId('setting-combinedPopups').textContent()).toBe(
      'Show info about all overlapping elements',
    );
  });

  it('overlapping features: the topmost alone, or all of them with combined popups on', async () => {
    // At zoom 10 the sea name "Utsira" lies over the Utsira light.
    const popup = page.getByTestId('map-popup-clicked');
    // Place names lie above navigation installations: the topmost is the name.
    await clickUntilShown(
      page,
      () => openAt(page, server.origin, '10/59.3075/4.8736'),
      UTSIRA_LIGHT,
      popup.getByTestId('placenames-popup'),
    );
    expect(await popup.getByTestId('navigationinstallations-popup').count()).toBe(0);

    const choices = popup.getByTestId('popup-choice');
    await clickUntilShown(
      page,
      () => openAt(page, server.origin, '10/59.3075/4.8736', { combinedPopups: true }),
      UTSIRA_LIGHT,
      choices.first(),
    );
    expect(await popup.getByRole('heading').textContent()).toBe('Objekter her (2)');
    // Each line is its dataset's own list item view, topmost first.
    await expect
      .poll(() => choices.allTextContents())
      .toEqual([expect.stringMatching(/^Utsira · /), 'Utsira fyr · Lykt']);
    await shot(page, 'popup-combined.png');
    // The list items are plain text inside buttons; nothing in the combined list trips axe.
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Choosing one shows its popup, with its details link.
    await choices.nth(1).click();
    await popup.getByTestId('navigationinstallations-popup').waitFor();
    expect(await popup.getByRole('link', { name: 'Vis detaljer' }).getAttribute('href')).toBe(
      '/navigationinstallations/lgtdemo-utsira',
    );
    await popup.getByTestId('popup-back').click();
    await choices.first().waitFor();
  });

  it('hovering shows a popup with "show info on mouseover" on, and none with it off', async () => {
    await openAt(page, server.origin, '13/59.3075/4.8736');
    const at = await screenPoint(page, UTSIRA_LIGHT);
    await page.mouse.move(at.x - 60, at.y + 60);
    await page.mouse.move(at.x, at.y, { steps: 5 });
    const hovered = page.getByTestId('map-popup-hovered');
    await hovered.getByTestId('navigationinstallations-popup').waitFor();
    expect(await hovered.textContent()).toContain('Utsira fyr');
    await shot(page, 'popup-hover.png');
    // Moving off the feature takes it away.
    await page.mouse.move(at.x - 60, at.y + 60, { steps: 5 });
    await hovered.waitFor({ state: 'detached' });

    // Turned off in the settings screen, which also disables combined popups (spec 01 §4).
    await page.getByTestId('tab-settings').click();
    const showInfo = page.getByTestId('setting-popups');
    expect(await showInfo.textContent()).toBe('Vis info når musepekeren er over');
    const combined = page.getByTestId('setting-combinedPopups');
    expect(await combined.textContent()).toBe('Vis info om alle overlappende elementer');
    expect(await combined.locator('input').isDisabled()).toBe(false);
    await showInfo.click();
    expect(await combined.locator('input').isDisabled()).toBe(true);
    await shot(page, 'popup-settings-nb.png');
    await page.mouse.move(at.x - 60, at.y + 60);
    await page.mouse.move(at.x, at.y, { steps: 5 });
    // The cursor shows the feature is there, so the move has been handled, but no popup.
    await page.waitForFunction(
      () =>
        (document.querySelector('.maplibregl-canvas') as HTMLCanvasElement | null)?.style.cursor ===
        'pointer',
    );
    expect(await hovered.count()).toBe(0);
  });

  it('touch: a tap opens the popup, nothing pops up by hovering', async () => {
    const touch = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      serviceWorkers: 'block',
      locale: 'nb-NO',
    });
    const tablet = await touch.newPage();
    await openAt(tablet, server.origin, '13/59.3075/4.8736');
    const at = await screenPoint(tablet, UTSIRA_LIGHT);
    await tablet.touchscreen.tap(at.x, at.y);
    await tablet
      .getByTestId('map-popup-clicked')
      .getByTestId('navigationinstallations-popup')
      .waitFor();
    expect(await tablet.getByTestId('map-popup-hovered').count()).toBe(0);
    await touch.close();
  });

  it('two pinned popups stay while others come and go, and follow the map', async () => {
    await openAt(page, server.origin, '12/60.1283/5.0119');
    const buoy = await screenPoint(page, MARSTEIN_BUOY);
    await page.mouse.click(buoy.x, buoy.y);
    const clicked = page.getByTestId('map-popup-clicked');
    await clicked.getByText('Marsteinen nord').waitFor();
    await clicked.getByTestId('popup-pin').click();
    const pinned = page.getByTestId('map-popup-pinned');
    await pinned.first().locator('.map-popup-card').waitFor();

    const light = await screenPoint(page, MARSTEIN_LIGHT);
    await page.mouse.click(light.x, light.y);
    await clicked.getByText('Marstein fyr').waitFor();
    await clicked.getByTestId('popup-pin').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="map-popup-pinned"]').length === 2,
    );
    expect(await clicked.count()).toBe(0);
    expect(await pinned.getByTestId('popup-pin').first().getAttribute('aria-pressed')).toBe('true');

    // A click on open sea opens the point's details; the pinned popups stay.
    const box = await mapCanvasBox(page);
    await page.mouse.click(box.x + box.width / 2 + 150, box.y + box.height - 80);
    await page.waitForURL(/\/point\//);
    expect(await pinned.count()).toBe(2);

    // Dragging the map moves the pinned popups with it.
    const before = await pinned.first().locator('.map-popup-card').boundingBox();
    // The point's details opened in the pane on the right: start the drag on the map left of it.
    const pane = await page.getByTestId('details-pane').boundingBox();
    const mapRight = pane && pane.x > box.x + box.width / 2 ? pane.x : box.x + box.width;
    const start = {
      x: Math.min(box.x + box.width / 2 + 200, mapRight - 120),
      y: box.y + box.height - 150,
    };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 80, start.y + 40, { steps: 8 });
    await page.mouse.up();
    await waitForMapIdle(page);
    const after = await pinned.first().locator('.map-popup-card').boundingBox();
    expect(after!.x - before!.x).toBeCloseTo(-80, -1);
    expect(after!.y - before!.y).toBeCloseTo(40, -1);
    await shot(page, 'popup-pinned-two.png');

    // Closing one leaves the other.
    await pinned.first().getByTestId('popup-close').click();
    expect(await pinned.count()).toBe(1);
    // Turning the dataset off takes its pinned popup away.
    await page.getByTestId('toggle-navigationinstallations').click();
    await pinned.waitFor({ state: 'detached' });
  });

  it('the legend lists the legends of the datasets on the map and follows the menu', async () => {
    await openAt(page, server.origin, '10/60.1283/5.0119');
    await page.getByTestId('control-legend').click();
    const legend = page.getByTestId('legend');
    const installations = legend.getByTestId('map-legend-navigationinstallations');
    await installations.getByTestId('navigationinstallations-legend').waitFor();
    expect(await installations.textContent()).toContain('Navigasjonsinstallasjoner');
    expect(await installations.textContent()).toContain('Demodata');
    // Sea place names are on by default: demo data, so listed with the notice.
    expect(await legend.getByTestId('map-legend-seanames').textContent()).toContain('Demodata');
    await shot(page, 'legend-datasets.png');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId('toggle-navigationinstallations').click();
    await installations.waitFor({ state: 'detached' });
    await page.getByTestId('toggle-fairways').click();
    await legend.getByTestId('map-legend-fairways').waitFor();

    // The base map's swatches are the colours of the base map chosen in the menu.
    const swatch = (name: string) =>
      legend
        .getByTestId(`legend-basemap-${name}`)
        .locator('.swatch')
        .evaluate((element) => getComputedStyle(element).getPropertyValue('--swatch').trim());
    expect([await swatch('land'), await swatch('water')]).toEqual([
      themes.day.land,
      themes.day.water,
    ]);
    await page.getByTestId('toggle-basemap-simple').click();
    // The simple base map draws no shoreline, so the legend lists none.
    await legend.getByTestId('legend-basemap-coastline').waitFor({ state: 'detached' });
    expect([await swatch('land'), await swatch('water')]).toEqual([
      themes.day.plainLand,
      themes.day.plainWater,
    ]);
    await shot(page, 'legend-simple-basemap.png');
    await page.getByTestId('toggle-basemap').click();
    await legend.getByTestId('legend-basemap-coastline').waitFor();
    // Escape closes the focused button's tooltip first, then the legend.
    await legend.getByRole('button', { name: 'Lukk' }).focus();
    await page.getByRole('tooltip', { name: 'Lukk' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await legend.waitFor({ state: 'detached' });
  });

  it('the base map at zoom 13 and 14: real tiles from the server, land and sea drawn', async () => {
    const tileAnswers: { z: number; status: number }[] = [];
    const onResponse = (response: { url(): string; status(): number }) => {
      const match = /\/tiles\/basemap\/(\d+)\//.exec(response.url());
      if (match) tileAnswers.push({ z: Number(match[1]), status: response.status() });
    };
    page.on('response', onResponse);
    const palette = { land: themes.day.land, water: themes.day.water };
    const centreColour = async (name: string) => {
      const box = await mapCanvasBox(page);
      const image = await page.screenshot({ clip: box, path: path.join(SCREENSHOT_DIR, name) });
      return nearestColour(patchColour(image, box.width / 2, box.height / 2), palette);
    };
    // Well away from any shore: Hardangervidda is land, mid-Sognefjorden water.
    await page.goto(`${server.origin}/#map=14/60.05/7.9`);
    await waitForMapIdle(page);
    expect(await centreColour('basemap-z14-land.png')).toBe('land');
    await flyTo(page, 13, 61.125, 6.25);
    expect(await centreColour('basemap-z13-water.png')).toBe('water');
    await flyTo(page, 14, 60.39, 5.32);
    await shot(page, 'basemap-z14-bergen.png');
    page.off('response', onResponse);
    // The client asked for z13 and z14 tiles and got real ones (200), not empty answers.
    for (const z of [13, 14]) {
      expect(
        tileAnswers.some((answer) => answer.z === z && answer.status === 200),
        `z${z}`,
      ).toBe(true);
    }
  });

  it('a dataset filter pane loads on demand: its code comes with the first opening only', async () => {
    await page.goto(`${server.origin}/#map=9/60.4/5.0`);
    await waitForMapIdle(page);
    const scripts: string[] = [];
    const onRequest = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', onRequest);
    if (!(await page.getByTestId('dataset-ais').isVisible())) {
      await page.getByTestId('group-ais').getByRole('button').first().click();
    }
    const button = page.getByTestId('filters-ais');
    await button.click();
    const pane = page.getByTestId('vessel-filter-pane');
    await pane.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const firstOpening = scripts.length;
    expect(firstOpening).toBeGreaterThan(0);
    await pane.screenshot({ path: path.join(SCREENSHOT_DIR, 'filter-pane-on-demand.png') });

    await button.click();
    await pane.waitFor({ state: 'detached' });
    await button.click();
    await pane.waitFor();
    page.off('request', onRequest);
    expect(scripts.length).toBe(firstOpening);
  });
});
