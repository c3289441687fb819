import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import {
  containsBounds,
  mapCanvasSize,
  NORWEGIAN_COAST,
  parseMapHash,
  visibleBounds,
} from './support/map-view.js';
import { startupPhase } from './support/web-startup.js';
import {
  boxOf,
  type Box,
  overlaps,
  SCREENSHOT_DIR,
  seriousAxeViolations,
  VIEWPORTS,
  widthPercent,
} from './support/web-shell.js';

// Spec 01 §9 default widths in %, per device class.
const MENU_DEFAULT = { mobile: 100, mobileLandscape: 30, tablet: 30, desktop: 25, desktopFhd: 20 };
const DETAILS_DEFAULT = {
  mobile: 100,
  mobileLandscape: 35,
  tablet: 35,
  desktop: 30,
  desktopFhd: 25,
};
const LEGEND = { mobile: 100, mobileLandscape: 100, tablet: 15, desktop: 15, desktopFhd: 11 };

type ViewportClass = (typeof VIEWPORTS)[number]['viewportClass'];

/** The five viewports, and the tightest phone sideways and tablet upright (740×360, 768×1024). */
const FIRST_VIEWS = [
  ...VIEWPORTS.map(({ width, height }) => ({ width, height })),
  { width: 740, height: 360 },
  { width: 768, height: 1024 },
];

/** The part of a box inside the window, in square CSS pixels. */
function visibleArea(box: Box, width: number, height: number): number {
  const w = Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0));
  const h = Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0));
  return w * h;
}

/** Which controls each class shows, and in which corner (spec 01 §2; A06 for coordinates). */
function expectedControls(viewport: ViewportClass) {
  const touch = ['mobile', 'mobileLandscape', 'tablet'].includes(viewport);
  return [
    { corner: 'top-right', selector: '.maplibregl-ctrl-fullscreen', shown: true },
    { corner: 'top-right', selector: '[data-testid="control-legend"]', shown: true },
    { corner: 'bottom-left', selector: '[data-testid="control-touch-pointer"]', shown: touch },
    { corner: 'bottom-left', selector: '.maplibregl-ctrl-scale', shown: true },
    {
      corner: 'bottom-left',
      selector: '[data-testid="coordinates"]',
      shown: viewport !== 'mobile' && viewport !== 'tablet',
    },
    { corner: 'bottom-left', selector: '[data-testid="control-feedback"]', shown: true },
    { corner: 'bottom-right', selector: '.maplibregl-ctrl-compass', shown: true },
    { corner: 'bottom-right', selector: '.maplibregl-ctrl-geolocate', shown: true },
    { corner: 'bottom-right', selector: '.maplibregl-ctrl-zoom-in', shown: viewport !== 'mobile' },
    { corner: 'bottom-right', selector: '.maplibregl-ctrl-zoom-out', shown: viewport !== 'mobile' },
  ];
}

async function zIndex(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    return element ? getComputedStyle(element).zIndex : null;
  }, selector);
}

describe.skipIf(!browserAvailable())('web app layout at the five viewports', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VIEWPORTS)(
    '$width×$height ($viewportClass): panels, widths, controls, stacking, accessibility',
    async ({ width, height, viewportClass }) => {
      const context = await newContext(browser, { width, height });
      const page = await context.newPage();
      await page.goto(server.origin);
      await waitForMapIdle(page);
      // Lazy controls and panes have arrived once the legend button is there.
      await page.waitForSelector('[data-testid="control-legend"]');
      expect(await page.getAttribute('.shell', 'data-viewport')).toBe(viewportClass);

      // Start layout (spec 01 §2) and widths (spec 01 §9), measured on screen: a phone,
      // upright or sideways, starts with the map and the details as a header; wider screens
      // with the menu alone beside the map, the details behind their toggle.
      const phone = viewportClass === 'mobile' || viewportClass === 'mobileLandscape';
      if (phone) {
        expect(await boxOf(page, '[data-testid="menu"]')).toBeNull();
        expect(await page.getAttribute('[data-testid="details-pane"]', 'class')).toContain(
          'collapsed',
        );
        if (viewportClass === 'mobile') {
          const strip = await boxOf(page, '[data-testid="details-pane"]');
          expect(strip?.bottom).toBeCloseTo(height, 0);
          expect(await widthPercent(page, '[data-testid="details-pane"]')).toBeCloseTo(100, 0);
        }
        await page.getByTestId('menu-toggle').click();
        await page.waitForSelector('[data-testid="menu"] [role="tablist"]');
      } else {
        expect(await boxOf(page, '[data-testid="details-pane"]')).toBeNull();
      }
      expect(await widthPercent(page, '[data-testid="menu"]')).toBeCloseTo(
        MENU_DEFAULT[viewportClass],
        0,
      );
      if (viewportClass === 'mobile') await page.getByTestId('menu-close').click();
      if (phone) await page.getByTestId('details-expand').click();
      else await page.getByTestId('details-toggle').click();
      expect(await page.getAttribute('[data-testid="details-pane"]', 'class')).toContain(
        'expanded',
      );
      expect(await widthPercent(page, '[data-testid="details-pane"]')).toBeCloseTo(
        DETAILS_DEFAULT[viewportClass],
        0,
      );
      if (viewportClass === 'mobile') await page.getByTestId('details-expand').click();

      // Controls by device and corner.
      for (const control of expectedControls(viewportClass)) {
        const inCorner = await page
          .locator(`.maplibregl-ctrl-${control.corner} ${control.selector}`)
          .count();
        expect(inCorner > 0, `${control.selector} on ${viewportClass}`).toBe(control.shown);
      }
      expect(await page.locator('.maplibregl-ctrl-scale').count()).toBe(2);

      // The attribution never covers the scale bars, also when opened.
      const scaleBoxes = await page.$$eval('.maplibregl-ctrl-scale', (elements) =>
        elements.map((element) => {
          const { left, top, right, bottom, width: w, height: h } = element.getBoundingClientRect();
          return { left, top, right, bottom, width: w, height: h };
        }),
      );
      for (const opened of [false, true]) {
        if (opened) await page.locator('.maplibregl-ctrl-attrib-button').click();
        const attribution = await boxOf(page, '.maplibregl-ctrl-attrib');
        expect(attribution).not.toBeNull();
        for (const scale of scaleBoxes) expect(overlaps(attribution!, scale)).toBe(false);
      }

      // The legend, as wide as spec 01 §9 says.
      await page.getByTestId('control-legend').click();
      await page.waitForSelector('[data-testid="legend"]');
      expect(await widthPercent(page, '[data-testid="legend"]')).toBeCloseTo(
        LEGEND[viewportClass],
        0,
      );

      // Stacking (spec 01 §9).
      expect(await zIndex(page, '.map-area')).toBe('1');
      expect(await zIndex(page, '[data-testid="details-pane"]')).toBe('50');
      if (viewportClass !== 'mobile')
        expect(await zIndex(page, '[data-testid="menu"]')).toBe('100');

      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `web-${width}x${height}.png`) });

      // With the menu closed its toggle shares the top left with the place search: side by
      // side, never over each other, and the search stays clear of the top-right controls.
      await page.getByTestId('legend').getByRole('button', { name: 'Lukk', exact: true }).click();
      await page.getByTestId('legend').waitFor({ state: 'detached' });
      if (viewportClass !== 'mobile') await page.getByTestId('menu-close').click();
      await page.getByTestId('menu-toggle').waitFor();
      await page.getByTestId('place-search').waitFor();
      const search = await boxOf(page, '[data-testid="place-search"]');
      const toggle = await boxOf(page, '[data-testid="menu-toggle"]');
      const topRight = await boxOf(page, '.maplibregl-ctrl-top-right');
      expect(overlaps(search!, toggle!), `search ${JSON.stringify(search)}`).toBe(false);
      expect(overlaps(search!, topRight!), `search ${JSON.stringify(search)}`).toBe(false);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `web-${width}x${height}-menu-closed.png`),
      });
      await context.close();
    },
  );

  /**
   * A newcomer's first view at the five widths and the two the spec's breakpoints make
   * tightest (740×360 phone sideways, 768×1024 tablet upright): Norwegian waters, at most one
   * panel beside the map, the welcome news small or in the details, no menu row clipped.
   */
  it.each(FIRST_VIEWS)(
    'first view at $width×$height: Norwegian waters, one panel, a small welcome, whole menu rows',
    async ({ width, height }) => {
      // A first visit: the welcome news has not been seen (no init script marks it).
      const context = await browser.newContext({
        viewport: { width, height },
        serviceWorkers: 'block',
        locale: 'nb-NO',
      });
      const page = await context.newPage();
      await page.goto(server.origin);
      await waitForMapIdle(page);
      expect(await startupPhase(page)).toBe('ready');
      await page.getByTestId('news').waitFor({ state: 'attached' });
      const viewportClass = await page.getAttribute('.shell', 'data-viewport');
      const phone = viewportClass === 'mobile' || viewportClass === 'mobileLandscape';

      // At most one side panel beside the map; the map keeps ≥ 60 % of the window (panels
      // measured on screen; a collapsed details header floats over the map's top).
      const menu = await boxOf(page, '[data-testid="menu"]');
      const detailsExpanded = await page.locator('[data-testid="details-pane"].expanded').count();
      expect((menu ? 1 : 0) + detailsExpanded).toBeLessThanOrEqual(1);
      const panels = [
        menu,
        detailsExpanded ? await boxOf(page, '[data-testid="details-pane"]') : null,
      ];
      const covered = panels.reduce(
        (sum, box) => sum + (box ? visibleArea(box, width, height) : 0),
        0,
      );
      const mapShare = 1 - covered / (width * height);
      expect(mapShare, `map share ${mapShare.toFixed(2)}`).toBeGreaterThanOrEqual(0.6);

      // The view shows the Norwegian coast, centred on Norwegian waters.
      const view = parseMapHash(page.url());
      const canvas = await mapCanvasSize(page);
      const bounds = visibleBounds(view, canvas.width, canvas.height);
      expect(containsBounds(bounds, NORWEGIAN_COAST), JSON.stringify(bounds)).toBe(true);
      expect(view.lat).toBeGreaterThan(57);
      expect(view.lat).toBeLessThan(72);
      expect(view.lon).toBeGreaterThan(0);
      expect(view.lon).toBeLessThan(32);

      // The welcome news: inside the details on a phone, else at most 15 % of the map.
      const inDetails = await page
        .locator('[data-testid="details-pane"] [data-testid="news"]')
        .count();
      if (phone) expect(inDetails).toBe(1);
      else {
        const news = await boxOf(page, '[data-testid="news"]');
        const map = await boxOf(page, '.map-area');
        const share = (news!.width * news!.height) / (map!.width * map!.height);
        expect(share, `news share ${share.toFixed(3)}`).toBeLessThanOrEqual(0.15);
      }
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `web-first-${width}x${height}.png`),
      });

      // Every menu row whole: nothing wider than its box, nothing past the menu's edge.
      if (!menu) {
        await page.getByTestId('menu-toggle').click();
        await page.waitForSelector('[data-testid="menu"] [role="tablist"]');
      }
      await page.waitForSelector('[data-testid="dataset-groups"]');
      const clipped = await page.evaluate(() => {
        const panel = document.querySelector('[data-testid="menu"]')!;
        const edge = panel.getBoundingClientRect();
        const rows = panel.querySelectorAll(
          '.panel-header, .tab-list, .dataset-group-title, .dataset-row-head, .dataset-row-head > *, .switch-text, .sign-in-account',
        );
        return Array.from(rows)
          .filter((row) => {
            const box = row.getBoundingClientRect();
            return row.scrollWidth > row.clientWidth + 1 || box.right > edge.right + 1;
          })
          .map((row) => `${row.className}: ${row.textContent?.slice(0, 40)}`);
      });
      expect(clipped).toEqual([]);
      await context.close();
    },
  );
});
