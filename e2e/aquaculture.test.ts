import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISEASE_COLOURS } from '@havkart/dataset-aquaculture/client';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { screenPoint } from './support/map-view.js';
import { nearestColour, patchColour } from './support/pixels.js';
import { sharedServer, type RunningServer } from './support/server.js';
import { recordRequests, startupPhase } from './support/web-startup.js';

// The fish-health app's aquaculture sites (demo data): on by default in its embed, coloured by
// the week its slider picks (R25.01, R25.02, R25.06), and a site's link to its PD control area
// when the site lies in none (R25.07).

const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'var', 'test-results', 'screenshots');
/** Demo Breisundet: ISA in weeks 10–20 of every demo year, nothing before. */
const BREISUNDET = { lon: 6.0, lat: 62.45 };
/** The disease colours and the sea and land around, for telling a drawn site from none. */
const PALETTE = { ...DISEASE_COLOURS, sea: '#aad3ea', land: '#f2efe6' };

/** The colour at a screen point; the map stays put while the week changes. */
/** A page of the fish-health app whose welcome news was seen on an earlier visit. */
async function fishHealthPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await newContext(browser, viewport);
  await context.addInitScript(() => {
    window.localStorage.setItem('fiskehelse.news', JSON.stringify(['welcome']));
  });
  return { context, page: await context.newPage() };
}

async function colourThere(page: Page, at: { x: number; y: number }) {
  return nearestColour(patchColour(await page.screenshot(), at.x, at.y, 3), PALETTE);
}

describe.skipIf(!browserAvailable())('aquaculture and fish health in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await sharedServer();
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the week slider recolours a site; only the week’s summary is fetched again', async () => {
    const { context, page } = await fishHealthPage(browser, { width: 1280, height: 800 });
    const sites = recordRequests(page, '/api/v1/datasets/aquaculture/geojson');
    const weeks = recordRequests(page, '/api/v1/geodata/fishhealth/locality/');
    await page.goto(
      `${server.origin}/fiskehelse/embed/?year=2026&week=5#map=10/${BREISUNDET.lat}/${BREISUNDET.lon}`,
    );
    expect(await startupPhase(page)).toBe('ready');
    await waitForMapIdle(page);
    // The slider rewrites the address without the map's view: find the site's pixel now.
    const at = await screenPoint(page, BREISUNDET);
    // Week 5: the site is drawn, white (no PD or ISA).
    await expect.poll(() => colourThere(page, at), { timeout: 30_000 }).toBe('none');

    // Ten steps right on the slider: week 15, in the site's ISA outbreak.
    const thumb = page.locator('[data-testid="week-slider"] input[type="range"]');
    await thumb.focus();
    // One step at a time: a key pressed before the address took the last week is lost.
    for (let week = 6; week <= 15; week++) {
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.getByTestId('week-slider-output').innerText())
        .toContain(`Uke ${week},`);
    }
    await expect.poll(() => colourThere(page, at), { timeout: 30_000 }).toBe('isa');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'aquaculture-week-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'aquaculture-week-phone.png') });

    expect(sites).toHaveLength(1);
    expect(weeks.map((request) => new URL(request.url()).pathname)).toContain(
      '/api/v1/geodata/fishhealth/locality/2026/15',
    );
    await context.close();
  }, 60_000);

  it('a site in no PD control area says so in its details', async () => {
    const { context, page } = await fishHealthPage(browser, { width: 1280, height: 800 });
    // Demo Vestfjorden lies far north of the PD control area.
    await page.goto(`${server.origin}/fiskehelse/embed/aquaculture/90009?year=2026&week=5`);
    expect(await startupPhase(page)).toBe('ready');
    const details = page.getByTestId('aquaculture-details');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'aquaculture-details-open.png') });
    await details.waitFor({ timeout: 30_000 });
    expect(await details.innerText()).toContain('Demo Vestfjorden');
    await page.getByTestId('aquaculture-zone-pd').getByRole('button').click();
    await expect
      .poll(() => page.getByTestId('aquaculture-zone-pd').innerText(), { timeout: 15_000 })
      .toContain('PD-kontrollområdet ble ikke funnet');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'aquaculture-details-desktop.png') });
    await context.close();
  }, 60_000);
});
