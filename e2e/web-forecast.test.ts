// The forecast page as a user opens it from a link, against the real server's demo model: now
// in one line, four charts drawn, the table hour by hour in the chosen units, a point on land
// without waves, and English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, newContext } from './support/browser.js';
import { screenshotPath } from './support/web-startup.js';
import { browserSuite } from './support/browser-suite.js';

// Open sea west of Bergen, and Røros, inland.
const SEA = '4.5_60.5';
const LAND = '11.39_62.57';

/** Pixels of a chart's canvas that are not blank: lines and bars drawn. */
async function inkOf(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((box) => {
    const canvas = box.querySelector('canvas');
    if (!canvas) return 0;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
    return ink;
  });
}

describe.skipIf(!browserAvailable())('the forecast page in Chromium', () => {
  const suite = browserSuite();

  it('shows now, the charts and the table in Beaufort and feet, labelled as demo data', async () => {
    const context = await newContext(suite.browser);
    await context.addInitScript(() => {
      localStorage.setItem(
        'havkart.settings',
        JSON.stringify({ windSpeedUnit: 'beaufort', waveHeightUnit: 'ft' }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/forecast/${SEA}`);
    const layer = page.getByTestId('full-screen-layer');
    const forecast = layer.getByTestId('forecast');
    await forecast.waitFor({ timeout: 30_000 });
    expect(await layer.locator('h1').textContent()).toBe('Varsel');
    expect(await forecast.getByTestId('forecast-demo').textContent()).toBe(
      'Demodata: beregnet av en modell, ikke et varsel',
    );
    const now = (await forecast.getByTestId('forecast-now').textContent()) ?? '';
    expect(now).toMatch(/^Nå: bølger \d+,\d ft fra [NSØV]{1,2} · vind \d+ Beaufort fra /);
    for (const chart of ['waves', 'wind', 'current', 'rain']) {
      await expect.poll(() => inkOf(page, `forecast-chart-${chart}`)).toBeGreaterThan(200);
    }
    await page.screenshot({ path: screenshotPath('forecast-charts') });

    await forecast.getByTestId('forecast-tab-table').click();
    const table = forecast.getByTestId('forecast-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(60);
    const first = (await rows.first().textContent()) ?? '';
    expect(first).toContain('Beaufort');
    expect(first).toContain('ft');
    await page.screenshot({ path: screenshotPath('forecast-table') });
    // The table is reached by keyboard: the tabs are one stop, arrows move between them.
    await forecast.getByTestId('forecast-tab-table').focus();
    await page.keyboard.press('ArrowLeft');
    await forecast.getByTestId('forecast-chart-waves').waitFor();
    await context.close();
  });

  it('says there is no wave forecast on land, and speaks English', async () => {
    const page = await (await newContext(suite.browser, { width: 390, height: 844 })).newPage();
    await page.goto(`${suite.server.origin}/forecast/${LAND}?lang=en-US`);
    const forecast = page.getByTestId('forecast');
    await forecast.waitFor({ timeout: 30_000 });
    expect(await forecast.getByTestId('forecast-no-waves').textContent()).toBe(
      'No wave forecast here',
    );
    expect(await forecast.getByTestId('forecast-demo').textContent()).toBe(
      'Demo data: computed by a model, not a forecast',
    );
    expect(await forecast.getByTestId('forecast-now').textContent()).not.toContain('waves');
    // Only what there is to draw: wind, rain and temperature, no empty wave or current chart.
    await forecast.getByTestId('forecast-chart-wind').waitFor();
    expect(await forecast.getByTestId('forecast-chart-waves').count()).toBe(0);
    expect(await forecast.getByTestId('forecast-chart-current').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('forecast-land-phone') });
    // Closing goes back to the map.
    await page.getByTestId('full-screen-close').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/forecast'));
    await page.context().close();
  });
});
