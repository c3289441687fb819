import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DISEASE_COLOURS, LICE_COLOURS } from '@havkart/dataset-aquaculture/client';
import { browserAvailable, newContext, waitForMapIdle } from './support/browser.js';
import { screenPoint } from './support/map-view.js';
import { nearestColour, patchColour } from './support/pixels.js';
import { navigateInApp } from './support/web-shell.js';
import { recordRequests, startupPhase } from './support/web-startup.js';
import { browserSuite } from './support/browser-suite.js';

// The fish-health app's aquaculture sites (demo data): on by default in its embed, coloured by
// the week its slider picks (R25.01, R25.02, R25.06) or by lice once the theme pane says so
// (R25.03), and a site's link to its PD control area when the site lies in none (R25.07).

const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'var', 'test-results', 'screenshots');
/** Demo Breisundet: ISA in weeks 10–20 of every demo year, nothing before. */
const BREISUNDET = { lon: 6.0, lat: 62.45 };
/** Demo Selbjørnsfjorden: PD all year, lice above the limit in week 30. */
const SELBJORNSFJORDEN = { lon: 5.16, lat: 59.95 };
/** The theme colours and the sea and land around, for telling a drawn site from none. */
const AROUND = { sea: '#aad3ea', land: '#f2efe6' };
const PALETTE = { ...DISEASE_COLOURS, ...AROUND };
const LICE_PALETTE = { ...LICE_COLOURS, ...AROUND };

/** A page of the fish-health app whose welcome news was seen on an earlier visit. */
async function fishHealthPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await newContext(browser, viewport);
  await context.addInitScript(() => {
    window.localStorage.setItem('fiskehelse.news', JSON.stringify(['welcome']));
  });
  return { context, page: await context.newPage() };
}

/** The colour at a screen point; the map stays put while the week changes. */
async function colourThere<K extends string>(
  page: Page,
  at: { x: number; y: number },
  palette: Record<K, string>,
): Promise<K> {
  return nearestColour(patchColour(await page.screenshot(), at.x, at.y, 3), palette);
}

describe.skipIf(!browserAvailable())('aquaculture and fish health in Chromium', () => {
  const suite = browserSuite();

  it('the week slider recolours a site; only the week’s summary is fetched again', async () => {
    const { context, page } = await fishHealthPage(suite.browser, { width: 1280, height: 800 });
    const sites = recordRequests(page, '/api/v1/datasets/aquaculture/geojson');
    const weeks = recordRequests(page, '/api/v1/geodata/fishhealth/locality/');
    await page.goto(
      `${suite.server.origin}/fiskehelse/embed/?year=2026&week=5#map=10/${BREISUNDET.lat}/${BREISUNDET.lon}`,
    );
    expect(await startupPhase(page)).toBe('ready');
    await waitForMapIdle(page);
    const at = await screenPoint(page, BREISUNDET);
    // Week 5: the site is drawn, white (no PD or ISA).
    await expect.poll(() => colourThere(page, at, PALETTE), { timeout: 30_000 }).toBe('none');

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
    await expect.poll(() => colourThere(page, at, PALETTE), { timeout: 30_000 }).toBe('isa');
    // The week is in the address and the map's view stayed in its fragment.
    expect(page.url()).toMatch(/\?year=2026&week=15#map=10\//);
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

  it('the theme pane switches a site to its lice colour; a site in no PD control area says so', async () => {
    const { context, page } = await fishHealthPage(suite.browser, { width: 1280, height: 800 });
    await page.goto(
      `${suite.server.origin}/fiskehelse/?year=2026&week=30#map=10/${SELBJORNSFJORDEN.lat}/${SELBJORNSFJORDEN.lon}`,
    );
    expect(await startupPhase(page)).toBe('ready');
    await waitForMapIdle(page);
    const at = await screenPoint(page, SELBJORNSFJORDEN);
    await expect.poll(() => colourThere(page, at, PALETTE), { timeout: 30_000 }).toBe('pd');

    if (!(await page.getByTestId('filters-aquaculture').isVisible())) {
      await page.getByTestId('group-fishery').getByRole('button').first().click();
    }
    await page.getByTestId('filters-aquaculture').click();
    await page.getByTestId('aquaculture-theme-lice').check();
    await expect
      .poll(() => colourThere(page, at, LICE_PALETTE), { timeout: 30_000 })
      .toBe('aboveLimit');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'aquaculture-lice-theme.png') });

    // Demo Vestfjorden lies far north of the PD control area.
    await navigateInApp(page, '/fiskehelse/aquaculture/90009');
    const details = page.getByTestId('aquaculture-details');
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
