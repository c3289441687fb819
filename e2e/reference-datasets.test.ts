import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite.js';
import { browserAvailable, newContext, waitForMapIdle } from './support/browser.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';

// The reference datasets in Chromium with their demo data: each one's layers found on the map
// at zoom 10 and 13, a speed-limit area's details, and the raster base maps drawn from our
// server, aerial tiles with their token.

const VECTOR = [
  'rocks',
  'speedlimitcommercialvessels',
  'speedlimitrecreationalvessels',
  'policedistricts',
  'protectedareas',
  'vtsareas',
  'vhfcoverage',
  'maritimeboundaries',
  'firingrange',
  'surfacefacilities',
];

/** Features the map drew on each layer, by layer id (`${datasetId}:${role}`). */
async function rendered(page: Page, layerIds: string[]): Promise<Record<string, number>> {
  return page.evaluate((ids) => {
    type QueryMap = {
      getLayer(id: string): unknown;
      queryRenderedFeatures(options: { layers: string[] }): unknown[];
    };
    const element = document.querySelector('[data-testid="map"]') as
      (Element & { maplibreMap?: QueryMap }) | null;
    const map = element?.maplibreMap;
    return Object.fromEntries(
      ids.map((id) => [
        id,
        map?.getLayer(id) ? map.queryRenderedFeatures({ layers: [id] }).length : -1,
      ]),
    );
  }, layerIds);
}

async function openWith(
  page: Page,
  origin: string,
  datasets: Record<string, unknown>,
  view: string,
) {
  await page.goto(`${origin}/${view}`);
  await page.evaluate(
    (saved) => localStorage.setItem('havkart.datasets', JSON.stringify(saved)),
    datasets,
  );
  await page.reload();
  await waitForMapIdle(page);
}

describe.skipIf(!browserAvailable())('reference datasets in Chromium', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    page = await (await newContext(suite.browser)).newPage();
  });

  it('finds every new dataset’s layers at zoom 10 and the rock labels at zoom 13', async () => {
    const enabled = Object.fromEntries(VECTOR.map((id) => [id, { enabled: true }]));
    // Off Bergen at zoom 10: rocks, speed limits, districts, VHF, boundaries, the danger zone.
    await openWith(page, suite.server.origin, enabled, '#map=10/60.25/5.1');
    await expect
      .poll(
        () =>
          rendered(page, [
            'rocks:rock-symbol',
            'rocks:obstruction-symbol',
            'speedlimitcommercialvessels:area-fill',
            'speedlimitcommercialvessels:speed-symbol',
            'speedlimitrecreationalvessels:temporary-area-hatch',
            'policedistricts:district-fill',
            'vhfcoverage:area-fill',
            'firingrange:danger-zone-fill',
          ]),
        { timeout: 30_000 },
      )
      .toSatisfy((counts: Record<string, number>) => Object.values(counts).every((n) => n > 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'reference-datasets-z10.png') });
    // Farther out west: protected areas, the Fedje VTS area, the territorial line and Troll A.
    await page.goto(`${suite.server.origin}/#map=9/60.62/4.4`);
    await waitForMapIdle(page);
    await expect
      .poll(
        () =>
          rendered(page, [
            'protectedareas:area-fill',
            'vtsareas:area-fill',
            'maritimeboundaries:boundary-line',
            'surfacefacilities:facility-icon',
          ]),
        { timeout: 30_000 },
      )
      .toSatisfy((counts: Record<string, number>) => Object.values(counts).every((n) => n > 0));
    await page.goto(`${suite.server.origin}/#map=13/60.21/5.03`);
    await waitForMapIdle(page);
    await expect
      .poll(() => rendered(page, ['rocks:rock-label']), { timeout: 20_000 })
      .toSatisfy((counts: Record<string, number>) => counts['rocks:rock-label']! > 0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'reference-datasets-z13.png') });
  });

  it('opens a speed-limit area’s details by its route, in both languages', async () => {
    await page.goto(
      `${suite.server.origin}/speedlimitcommercialvessels/demo-c1#map=12/60.396/5.31`,
    );
    const details = page.getByTestId('speedlimit-details');
    await details.waitFor({ timeout: 20_000 });
    expect(await details.textContent()).toContain('Vågen');
    expect(await details.textContent()).toContain('5 knop');
    expect(await details.textContent()).toContain('Hele året');
    await page.goto(
      `${suite.server.origin}/speedlimitrecreationalvessels/demo-f2?lang=en-US#map=12/60.36/5.23`,
    );
    await details.waitFor({ timeout: 20_000 });
    expect(await details.textContent()).toContain('01.05–30.09');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'speed-limit-details.png') });
  });

  it('draws a demo raster base map from our server without the API key, aerial tiles with ?token=', async () => {
    // A page of its own: nothing left over from the vector datasets' saved choices.
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const tiles: { url: string; apiKey: string | undefined; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/tiles/nauticalchart/')) {
        tiles.push({
          url: response.url(),
          apiKey: response.request().headers()['x-api-key'],
          status: response.status(),
        });
      }
    });
    await openWith(
      page,
      suite.server.origin,
      { nauticalchart: { enabled: true } },
      '#map=8/78.6/16.5',
    );
    await expect
      .poll(() => tiles.filter((t) => t.url.includes('nauticalchart')).length)
      .toBeGreaterThan(0);
    for (const tile of tiles) {
      expect(tile.status).toBe(200);
      expect(tile.apiKey).toBeUndefined();
    }
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'nautical-chart-demo.png') });
    // Aerial imagery: its tiles carry the token the app fetched first (R14.37).
    const aerialTile = page.waitForResponse((r) => r.url().includes('/tiles/aerial/'), {
      timeout: 45_000,
    });
    await openWith(page, suite.server.origin, { aerial: { enabled: true } }, '#map=8/78.6/16.5');
    const aerial = await aerialTile;
    expect(aerial.url()).toMatch(/\/tiles\/aerial\/\d+\/\d+\/\d+\.jpg\?token=\d+\./);
    expect(aerial.status()).toBe(200);
    expect(aerial.request().headers()['x-api-key']).toBeUndefined();
    await context.close();
  });
});
