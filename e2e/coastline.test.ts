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
import { shoreProfile } from './support/coastline-profile.js';
import { SHORE_SAMPLES } from './support/coastline-samples.js';
import { countColour } from './support/pixels.js';
import { repoRoot, sharedServer, type RunningServer } from './support/server.js';

const palette = {
  land: themes.day.land,
  water: themes.day.water,
  coastline: themes.day.coastline,
};
const screenshots = path.join(repoRoot, 'var', 'test-results', 'screenshots');
/** Half the side of the square around the sample point that is looked at, CSS px. */
const REACH = 14;

describe.skipIf(!browserAvailable())('coastline and land fill in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  /** Measured disagreement per sample, written beside the screenshots for reading. */
  const measured: Array<Record<string, unknown>> = [];

  /**
   * Centre of the map canvas in page pixels, where the view's centre is drawn, and whether
   * the canvas is what shows there (no panel or control covers it).
   */
  const mapCentre = () =>
    page.evaluate(() => {
      const canvas = document.querySelector('.maplibregl-canvas');
      const rect = canvas?.getBoundingClientRect();
      const x = (rect?.x ?? 0) + (rect?.width ?? 0) / 2;
      const y = (rect?.y ?? 0) + (rect?.height ?? 0) / 2;
      return { x, y, visible: !!canvas && document.elementFromPoint(x, y) === canvas };
    });

  beforeAll(async () => {
    fs.mkdirSync(screenshots, { recursive: true });
    server = await sharedServer();
    browser = await launchBrowser();
    // Smaller than the default window, so each view draws faster; the side panels still
    // leave the middle of the map uncovered (checked per sample).
    const context = await newContext(browser, { width: 960, height: 640 });
    page = await context.newPage();
    await page.goto(server.origin);
    await waitForMapIdle(page);
  });

  afterAll(async () => {
    fs.writeFileSync(
      path.join(screenshots, 'coastline-measured.json'),
      JSON.stringify(measured, null, 1),
    );
    await browser?.close();
    await server?.stop();
  });

  // Points on the GSHHG shore in sounds, bays and among skerries: across the shore there,
  // the land fill must meet the coastline within a pixel on both sides.
  it.each(SHORE_SAMPLES)(
    'fill meets the coastline at $name, zoom $zoom',
    async ({ name, zoom, lat, lon, landBearing }) => {
      const file = `coastline-${name.replace(/[^\p{L}\d]+/gu, '-')}-z${zoom}.png`.toLowerCase();
      await flyTo(page, zoom, lat, lon);
      const centre = await mapCentre();
      expect(centre.visible, 'the middle of the map is covered').toBe(true);
      const clip = {
        x: Math.round(centre.x) - REACH - 2,
        y: Math.round(centre.y) - REACH - 2,
        width: 2 * REACH + 5,
        height: 2 * REACH + 5,
      };
      const image = await page.screenshot({ clip, path: path.join(screenshots, file) });
      const profile = shoreProfile(
        image,
        centre.x - clip.x,
        centre.y - clip.y,
        landBearing,
        palette,
        REACH,
      );
      measured.push({ name, zoom, ...profile });
      const where = `${name} z${zoom} (${lat}, ${lon})`;
      expect(profile.lineAt, `${where}: no coastline near the shore`).not.toBeNull();
      expect(
        profile.disagreement,
        `${where}: ${profile.waterOnLandSide.toFixed(1)} px of water on the land side, ` +
          `${profile.landOnWaterSide.toFixed(1)} px of land on the water side`,
      ).toBeLessThanOrEqual(1);
    },
  );

  it.each([5, 10, 13, 16])('draws Lofoten at zoom %i with land and water', async (zoom) => {
    // Raftsundet between Austvågøya and Hinnøya: sounds, bays and islets at every zoom.
    await flyTo(page, zoom, 68.44, 14.8374);
    const image = await page.screenshot({
      path: path.join(screenshots, `coastline-raftsundet-z${zoom}.png`),
    });
    expect(countColour(image, palette.land, 8)).toBeGreaterThan(1000);
    expect(countColour(image, palette.water, 8)).toBeGreaterThan(1000);
  });
});
