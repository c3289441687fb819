import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import { fairwayColours } from '@havkart/dataset-fairways/client';
import { lightPalette } from '@havkart/dataset-navigation-installations/client';
import { warningColour } from '@havkart/dataset-navigational-warnings/client';
import { browserSuite } from './support/browser-suite.js';
import { browserAvailable, newContext, waitForMapIdle } from './support/browser.js';
import { clickUntilShown, mapCanvasBox } from './support/map-view.js';
import { countColour } from './support/pixels.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';

const palette = lightPalette(themes.day);

/** Pixels of a colour in the middle of the map, clear of the side panels. */
async function pixelsOf(page: Page, colour: string, file: string): Promise<number> {
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
  return countColour(image, colour, 30);
}

describe.skipIf(!browserAvailable())('navigation datasets in Chromium', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    page = await (await newContext(suite.browser)).newPage();
    // Marstein lighthouse at zoom 11: its red, white and green sectors fill the middle.
    await page.goto(`${suite.server.origin}/#map=11/60.1283/5.0119`);
    await waitForMapIdle(page);
  });

  it('navigation installations: toggled on in the menu, the light sectors are drawn', async () => {
    const toggle = page.getByTestId('toggle-navigationinstallations');
    expect(await toggle.getByRole('switch').isChecked()).toBe(false);
    expect(await pixelsOf(page, palette[2], 'navigation-installations-off.png')).toBe(0);
    await toggle.click();
    await page.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['navigationinstallations']
          ?.enabled,
    );
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'navigation-installations-on.png') });
    expect(await pixelsOf(page, palette[2], 'navigation-installations-red.png')).toBeGreaterThan(
      40,
    );
    expect(await pixelsOf(page, palette[4], 'navigation-installations-green.png')).toBeGreaterThan(
      40,
    );
  });

  it('navigation installations: a light opened by URL shows its details in both languages', async () => {
    await page.goto(
      `${suite.server.origin}/navigationinstallations/lgtdemo-marstein#map=11/60.1283/5.0119`,
    );
    const details = page.getByTestId('navigationinstallations-details');
    await details.waitFor({ timeout: 20_000 });
    const norwegian = await details.textContent();
    expect(norwegian).toContain('Marstein fyr');
    expect(norwegian).toContain('Lykt');
    expect(norwegian).toContain('Oc(2) WRG 8s');
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'navigation-installations-details-nb.png'),
    });

    await page.goto(
      `${suite.server.origin}/navigationinstallations/fltdemo-marstein-bøye?lang=en-US#map=11/60.1283/5.0119`,
    );
    await details.waitFor({ timeout: 20_000 });
    const english = await details.textContent();
    expect(english).toContain('Marsteinen nord');
    expect(english).toContain('Floating mark');
    expect(english).toContain('Kardinalmerke nord');
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'navigation-installations-details-en.png'),
    });
  });

  it('fairways: toggled on in the menu, the Korsfjorden main lead is outlined', async () => {
    await page.goto(`${suite.server.origin}/#map=11/60.16/5.1`);
    await waitForMapIdle(page);
    const outline = fairwayColours(themes.day).Hovedled;
    expect(await pixelsOf(page, outline, 'fairways-off.png')).toBe(0);
    await page.getByTestId('toggle-fairways').click();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}')['fairways']?.enabled,
    );
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fairways-on.png') });
    expect(await pixelsOf(page, outline, 'fairways-outline.png')).toBeGreaterThan(40);
  });

  it('fairways: a fairway opened by URL shows its details in both languages', async () => {
    await page.goto(`${suite.server.origin}/fairways/demo-korsfjorden#map=11/60.16/5.1`);
    const details = page.getByTestId('fairways-details');
    await details.waitFor({ timeout: 20_000 });
    expect(await details.textContent()).toContain('Korsfjorden');
    expect(await details.textContent()).toContain('Hovedled');
    await page.goto(`${suite.server.origin}/fairways/demo-byfjorden?lang=en-US#map=11/60.43/5.24`);
    await details.waitFor({ timeout: 20_000 });
    expect(await details.textContent()).toContain('Byfjorden');
    expect(await details.textContent()).toContain('Secondary fairway');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fairways-details-en.png') });
  });

  it('fairways and coastal warnings: list items, popups and legends in both languages', async () => {
    // Where the Korsfjorden main lead crosses the demo firing-exercise area (DEMO 2/2026).
    const view = '#map=11/60.1625/5.1';
    await page.goto(`${suite.server.origin}/${view}`);
    await page.evaluate(() => {
      localStorage.setItem('havkart.datasets', JSON.stringify({ fairways: { enabled: true } }));
      localStorage.setItem('havkart.settings', JSON.stringify({ combinedPopups: true }));
    });
    await page.reload();
    await waitForMapIdle(page);
    // Coastal warnings, switched on in the menu, are drawn.
    const warning = warningColour(themes.day);
    expect(await pixelsOf(page, warning, 'coastalwarnings-off.png')).toBe(0);
    await page.getByTestId('toggle-coastalwarnings').click();
    await expect
      .poll(() => pixelsOf(page, warning, 'coastalwarnings-on.png'), { timeout: 30_000 })
      .toBeGreaterThan(100);
    await waitForMapIdle(page);

    const texts = {
      'nb-NO': {
        fairway: 'Korsfjorden · Hovedled',
        warning: 'Kystvarsel DEMO 2/2026',
        legend: ['Hovedled', 'Biled', 'Demodata'],
        warningLegend: ['Varselområde', 'Varsel langs en linje', 'Demodata'],
        close: 'Lukk',
      },
      'en-US': {
        fairway: 'Korsfjorden · Main fairway',
        warning: 'Coastal warning DEMO 2/2026',
        legend: ['Main fairway', 'Secondary fairway', 'Demo data'],
        warningLegend: ['Warning area', 'Warning along a line', 'Demo data'],
        close: 'Close',
      },
    } as const;
    for (const language of ['nb-NO', 'en-US'] as const) {
      const expected = texts[language];
      const popup = page.getByTestId('map-popup-clicked');
      const choices = popup.getByTestId('popup-choice');
      // Each dataset's own list item view names the feature (a sea name may lie there too).
      const fairwayChoice = choices.filter({ hasText: expected.fairway });
      const warningChoice = choices.filter({ hasText: expected.warning });
      // Both datasets must be drawn before the click finds both; a click that comes sooner
      // opens a list with one of them, or the point's details.
      const bothListed = popup
        .filter({ hasText: expected.warning })
        .getByTestId('popup-choice')
        .filter({ hasText: expected.fairway });
      await clickUntilShown(
        page,
        async () => {
          const lang = language === 'en-US' ? '?lang=en-US' : '';
          await page.goto(`${suite.server.origin}/${lang}${view}`);
          await waitForMapIdle(page);
        },
        { lon: 5.1, lat: 60.1625 },
        bothListed,
      );
      expect(await warningChoice.getByTestId('coastalwarnings-list-item').count()).toBe(1);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `views-list-${language}.png`) });

      await fairwayChoice.click();
      const fairwayPopup = popup.getByTestId('fairways-popup');
      await fairwayPopup.waitFor();
      expect(await fairwayPopup.textContent()).toBe(expected.fairway.replace(' · ', ''));
      await popup.getByTestId('popup-back').click();
      await warningChoice.click();
      const warningPopup = popup.getByTestId('coastalwarnings-popup');
      await warningPopup.waitFor();
      expect(await warningPopup.textContent()).toContain(expected.warning);
      expect(await warningPopup.textContent()).toContain('Korsfjorden');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `views-popup-${language}.png`) });
      await page.keyboard.press('Escape');

      await page.getByTestId('control-legend').click();
      const legend = page.getByTestId('legend');
      const fairwayLegend = legend.getByTestId('fairways-legend');
      await fairwayLegend.waitFor({ timeout: 20_000 });
      for (const line of expected.legend) expect(await fairwayLegend.textContent()).toContain(line);
      const warningLegend = legend.getByTestId('coastalwarnings-legend');
      for (const line of expected.warningLegend) {
        expect(await warningLegend.textContent()).toContain(line);
      }
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `views-legend-${language}.png`) });
      await legend.getByRole('button', { name: expected.close }).click();
      await legend.waitFor({ state: 'detached' });
    }
  });
});
