// Drawing and measuring as a user meets them, in Chromium against the real server: a line
// drawn by clicks with its labels (length, nautical miles, true bearing, total), finished by a
// double-click that adds no point; a circle with radius, circumference and area, kept as an
// area favourite; Escape dropping a drawing under way; clear all; an area measured and
// downloaded; a circle resized by its ring; and on a phone in English, points placed under
// the touch pointer's cross. Signed in, the AIS application's area drawn on the map.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, flyTo, newContext, waitForMapIdle } from './support/browser.js';
import { browserSuite } from './support/browser-suite.js';
import { downloadAs, downloadedText } from './support/downloads.js';
import { mapCanvasBox, parseMapHash } from './support/map-view.js';
import { signInOnLoginPage } from './support/registration.js';
import { startServerForBrowser } from './support/server.js';
import { SCREENSHOT_DIR, seriousAxeViolations, waitForView } from './support/web-shell.js';

/** Open sea west of Bergen, clear of land, names and features a click could open. */
const SEA_VIEW = '#map=12/60.2/4.6';

/** The texts of the measure labels the map has drawn. */
async function mapLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface LabelMap {
      getLayer(id: string): unknown;
      queryRenderedFeatures(options: { layers: string[] }): { properties: { text?: unknown } }[];
    }
    const element = document.querySelector('[data-testid="map"]') as
      (HTMLElement & { maplibreMap?: LabelMap }) | null;
    const map = element?.maplibreMap;
    if (!map?.getLayer('drawing-measures:labels')) return [];
    const texts = map
      .queryRenderedFeatures({ layers: ['drawing-measures:labels'] })
      .map((feature) => String(feature.properties.text));
    return [...new Set(texts)].sort();
  });
}

/** The draw controls' measures as term → value. */
async function measures(page: Page): Promise<Record<string, string>> {
  const rows = page.getByTestId('draw-measures').locator('div');
  const pairs = await rows.evaluateAll((divs) =>
    divs.map((div) => [
      div.querySelector('dt')?.textContent ?? '',
      div.querySelector('dd')?.textContent ?? '',
    ]),
  );
  return Object.fromEntries(pairs);
}

async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await mapCanvasBox(page);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Metres of a shown length ("955 m (0,52 nm)", "1.11 km (0.60 NM)"). */
function metresOf(shown: string | undefined): number {
  const match = /^([\d.,]+) (m|km)/.exec(shown ?? '');
  if (!match) throw new Error(`not a length: ${shown}`);
  return Number(match[1]!.replace(',', '.')) * (match[2] === 'km' ? 1000 : 1);
}

describe.skipIf(!browserAvailable())('drawing and measuring', () => {
  const suite = browserSuite();

  it('measures a line and a circle, keeps the circle as an area, cancels and clears', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${suite.server.origin}/${SEA_VIEW}`, { timeout: 120_000 });
    await waitForMapIdle(page, 150_000);
    // The draw controls and the drawing tool are fetched on first use only (R01.28).
    const drawChunk = (name: string) => /\/DrawControls-[^/]*\.js$/.test(name);
    expect(scripts.filter(drawChunk)).toEqual([]);
    await page.getByTestId('control-measure').click({ timeout: 60_000 });
    const controls = page.getByTestId('draw-controls');
    await controls.waitFor({ timeout: 30_000 });
    expect(scripts.filter(drawChunk)).toHaveLength(1);
    expect(await controls.getByRole('button').allTextContents()).toEqual([
      'Linje',
      'Område',
      'Sirkel',
      'Rediger',
      'Fjern alt',
    ]);

    // A line: east, then north, finished by a double-click on its third point.
    await page.getByTestId('draw-line').click();
    const c = await mapCentre(page);
    await page.mouse.click(c.x - 250, c.y);
    await page.mouse.click(c.x - 50, c.y);
    await page.mouse.dblclick(c.x - 50, c.y - 200);
    await expect.poll(() => measures(page), { timeout: 15_000 }).toMatchObject({ Punkter: '3' });
    const line = await measures(page);
    expect(line.Lengde).toMatch(/^\d,\d\d km \(\d,\d\d nm\)$/);
    await expect.poll(() => mapLabels(page), { timeout: 15_000 }).toHaveLength(3);
    const labels = await mapLabels(page);
    expect(labels.filter((text) => / 090°$/.test(text))).toHaveLength(1);
    expect(labels.filter((text) => / 000°$/.test(text))).toHaveLength(1);
    expect(labels).toContain(`Totalt: ${line.Lengde}`);
    // The clicks drew; none of them opened a point's details, and the double-click did not zoom.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(parseMapHash(page.url()).zoom).toBe(12);

    // Editing: the line's first point dragged south makes it longer.
    await page.getByTestId('draw-edit').click();
    await page.mouse.click(c.x - 150, c.y);
    await page.mouse.move(c.x - 250, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x - 250, c.y + 150, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => (await measures(page)).Lengde, { timeout: 15_000 })
      .not.toBe(line.Lengde);
    await expect
      .poll(async () => (await mapLabels(page)).some((text) => text.startsWith('Totalt: ')))
      .toBe(true);
    expect(await mapLabels(page)).not.toContain(`Totalt: ${line.Lengde}`);

    // A circle: its centre, then a point on its edge.
    await page.getByTestId('draw-circle').click();
    await page.mouse.click(c.x + 150, c.y + 100);
    await page.mouse.move(c.x + 200, c.y + 100, { steps: 5 });
    await page.mouse.click(c.x + 250, c.y + 100);
    await expect.poll(() => measures(page), { timeout: 15_000 }).toHaveProperty('Radius');
    const circle = await measures(page);
    expect(circle.Radius).toMatch(/^\d+ m \(0,\d\d nm\)$/);
    expect(circle.Omkrets).toMatch(/ km \(\d,\d\d nm\)$/);
    expect(circle.Areal).toMatch(/ (m|km)²$/);
    await expect
      .poll(() => mapLabels(page), { timeout: 15_000 })
      .toContain(`Radius: ${circle.Radius}\nOmkrets: ${circle.Omkrets}\nAreal: ${circle.Areal}`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-drawing-1440x900.png') });
    // Night mode recolours the drawings and their labels on the live map.
    await page.getByRole('tab', { name: 'Innstillinger' }).click();
    await page.getByTestId('setting-nightMode').click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('night');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-drawing-1440x900-night.png') });
    await page.getByTestId('setting-nightMode').click();

    // Kept as an area and its favourite: the 32-step ring with its closing position.
    await page.getByTestId('drawing-save-area').click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('Påkrevd felt');
    await page.getByTestId('drawing-area-name').fill('Fiskeplass');
    await page.getByTestId('drawing-save-area').click();
    const saved = await page.evaluate(() => ({
      areas: JSON.parse(localStorage.getItem('havkart.customAreas') ?? '[]') as {
        name: string;
        polygonFeature: { geometry: { coordinates: number[][][] } };
      }[],
      favourites: JSON.parse(localStorage.getItem('havkart.favourites') ?? '[]') as {
        name: string;
        category: string;
      }[],
    }));
    expect(saved.areas.map((area) => area.name)).toEqual(['Fiskeplass']);
    expect(saved.areas[0]!.polygonFeature.geometry.coordinates[0]).toHaveLength(33);
    expect(saved.favourites).toContainEqual(
      expect.objectContaining({ name: 'Fiskeplass', category: 'area' }),
    );

    // Backspace drops the last point placed, Enter finishes with those left.
    await page.getByTestId('draw-line').click();
    await page.mouse.click(c.x - 300, c.y - 300);
    await page.mouse.click(c.x - 200, c.y - 300);
    await page.mouse.click(c.x - 100, c.y - 300);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(() => measures(page), { timeout: 15_000 }).toMatchObject({ Punkter: '2' });
    // Two lines (two segments and one segment, each with its total) and the circle.
    await expect.poll(() => mapLabels(page), { timeout: 15_000 }).toHaveLength(6);

    // Escape drops a line under way; what was finished stays.
    const before = await mapLabels(page);
    await page.getByTestId('draw-line').click();
    await page.mouse.click(c.x - 250, c.y + 200);
    await page.mouse.click(c.x - 100, c.y + 250);
    await expect.poll(() => measures(page), { timeout: 15_000 }).toMatchObject({ Punkter: '2' });
    await page.keyboard.press('Escape');
    await expect.poll(() => mapLabels(page), { timeout: 15_000 }).toEqual(before);

    await page.getByTestId('draw-clear').click();
    await expect.poll(() => mapLabels(page), { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => page.getByTestId('draw-measures').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('measures an area and downloads it, and resizes a circle by its ring', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.server.origin}/?lang=en-US${SEA_VIEW}`, { timeout: 120_000 });
    await waitForMapIdle(page, 150_000);
    await page.getByTestId('control-measure').click({ timeout: 60_000 });
    await page.getByTestId('draw-controls').waitFor({ timeout: 30_000 });
    const c = await mapCentre(page);

    // An area of three corners finished with Enter: its size, its outline, its label.
    await page.getByTestId('draw-area').click();
    await page.mouse.click(c.x - 300, c.y - 150);
    await page.mouse.click(c.x - 100, c.y - 150);
    await page.mouse.click(c.x - 100, c.y + 50);
    await page.keyboard.press('Enter');
    await expect.poll(() => measures(page), { timeout: 15_000 }).toHaveProperty('Circumference');
    const area = await measures(page);
    expect(area.Points).toBe('3');
    expect(area.Area).toMatch(/^[\d.]+ km²$/);
    await expect.poll(() => mapLabels(page), { timeout: 15_000 }).toContain(`Area: ${area.Area}`);

    // Downloaded as GeoJSON: the closed triangle, its size the one shown.
    await page.getByTestId('drawing-download').click();
    const file = await downloadAs(page, 'geojson');
    expect(file.suggestedFilename()).toMatch(/^drawing-\d{4}-\d{2}-\d{2}\.geojson$/);
    const collection = JSON.parse(await downloadedText(file)) as {
      features: {
        geometry: { type: string; coordinates: number[][][] };
        properties: { kind: string; name: string; areaM2: number; circumferenceM: number };
      }[];
    };
    expect(collection.features).toHaveLength(1);
    const polygon = collection.features[0]!;
    expect(polygon.geometry.type).toBe('Polygon');
    expect(polygon.geometry.coordinates[0]).toHaveLength(4);
    expect(polygon.geometry.coordinates[0]![3]).toEqual(polygon.geometry.coordinates[0]![0]);
    expect(polygon.properties).toMatchObject({ kind: 'polygon', name: 'Area' });
    const shownKm2 = Number(area.Area!.replace(' km²', ''));
    expect(Math.abs(polygon.properties.areaM2 / 1e6 - shownKm2)).toBeLessThan(0.01);
    expect(metresOf(area.Circumference)).toBeCloseTo(polygon.properties.circumferenceM, -1);

    // A circle, then in edit mode its ring dragged out at the edge: twice the radius, round.
    await page.getByTestId('draw-circle').click();
    await page.mouse.click(c.x + 150, c.y + 100);
    await page.mouse.move(c.x + 200, c.y + 100, { steps: 5 });
    await page.mouse.click(c.x + 250, c.y + 100);
    await expect.poll(() => measures(page), { timeout: 15_000 }).toHaveProperty('Radius');
    const before = metresOf((await measures(page)).Radius);
    await page.getByTestId('draw-edit').click();
    await page.mouse.click(c.x + 150, c.y + 100);
    await page.mouse.move(c.x + 250, c.y + 100);
    await page.mouse.down();
    await page.mouse.move(c.x + 350, c.y + 100, { steps: 10 });
    await page.mouse.up();
    await expect
      .poll(async () => metresOf((await measures(page)).Radius), { timeout: 15_000 })
      .toBeGreaterThan(before * 1.5);
    const resized = await measures(page);
    expect(metresOf(resized.Radius)).toBeLessThan(before * 2.5);
    await expect
      .poll(() => mapLabels(page), { timeout: 15_000 })
      .toContain(
        `Radius: ${resized.Radius}\nCircumference: ${resized.Circumference}\nArea: ${resized.Area}`,
      );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-drawing-resized-1440x900.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('places points under the cross on a phone, in English', async () => {
    const context = await newContext(suite.browser, { width: 375, height: 667 });
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/?lang=en-US${SEA_VIEW}`, { timeout: 120_000 });
    await waitForMapIdle(page, 150_000);
    await page.getByTestId('control-measure').click({ timeout: 60_000 });
    await page.getByTestId('draw-line').click();
    const controls = page.getByTestId('draw-controls');
    expect(await controls.getByRole('button').allTextContents()).toEqual([
      'Line',
      'Area',
      'Circle',
      'Edit',
      'Clear all',
      'Add point',
    ]);
    // The measure control sits at the top right, inside the phone's width.
    const control = await page.getByTestId('control-measure').boundingBox();
    expect(control!.x + control!.width).toBeLessThanOrEqual(375);
    expect(control!.y).toBeLessThan(667 / 3);

    // A second press without moving the map adds no point: it repeats the last.
    await page.getByTestId('draw-add-point').click();
    await page.getByTestId('draw-add-point').click();
    await expect.poll(() => measures(page), { timeout: 15_000 }).toMatchObject({ Points: '1' });
    await flyTo(page, 12, 60.2, 4.64);
    await page.getByTestId('draw-add-point').click();
    await expect.poll(() => measures(page), { timeout: 15_000 }).toMatchObject({ Points: '2' });
    expect((await measures(page)).Length).toMatch(/^\d\.\d\d km \(\d\.\d\d NM\)$/);
    await expect
      .poll(() => mapLabels(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/ 090°$/)]));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-drawing-375x667.png') });
    // The open controls break no serious accessibility rule.
    expect(await seriousAxeViolations(page)).toEqual([]);

    // With no Enter key, "Finish" ends the line; its two points stay.
    await page.getByTestId('draw-finish').click();
    await expect.poll(() => page.getByTestId('draw-finish').count()).toBe(0);
    expect(await measures(page)).toMatchObject({ Points: '2' });
    // What can be done with the finished line fits the phone's width.
    const download = await page.getByTestId('drawing-download').boundingBox();
    expect(download!.x + download!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-drawing-375x667-finished.png') });

    // A circle the same way: its centre under the cross, then its edge after a pan north.
    await page.getByTestId('draw-circle').click();
    await page.getByTestId('draw-add-point').click();
    await flyTo(page, 12, 60.21, 4.64);
    await page.getByTestId('draw-add-point').click();
    await expect
      .poll(async () => (await measures(page)).Radius, { timeout: 15_000 })
      .toBe('1.11 km (0.60 NM)');
    await context.close();
  }, 90_000);
});

describe.skipIf(!browserAvailable())('the area of an AIS application drawn on the map', () => {
  const PASSWORD = 'e2e-demo-password';
  // Signing in writes the user's data: a server of its own, not the shared read-only one.
  const suite = browserSuite(() => startServerForBrowser({ DEMO_USER_PASSWORD: PASSWORD }));

  it('fills the area field with the area drawn after "Tegn i kartet" (R12.09)', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.server.origin}/applications${SEA_VIEW}`);
    await waitForView(page, 'applications');
    await page.getByTestId('details-pane').getByRole('button', { name: 'Logg inn' }).click();
    await signInOnLoginPage(page, 'fritidsfisker', PASSWORD, '/applications');
    const form = page.getByTestId('ais-application');
    await form.waitFor({ timeout: 20_000 });
    await waitForMapIdle(page, 150_000);

    const centre = parseMapHash(page.url());
    await form.getByTestId('area-draw-on-map').click();
    await page.getByTestId('draw-controls').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('draw-area').getAttribute('aria-pressed')).toBe('true');
    const c = await mapCentre(page);
    await page.mouse.click(c.x - 100, c.y - 100);
    await page.mouse.click(c.x + 100, c.y - 100);
    await page.mouse.click(c.x + 100, c.y + 100);
    await page.mouse.click(c.x - 100, c.y + 100);
    await page.keyboard.press('Enter');

    const field = form.getByLabel('Interesseområde (GeoJSON-polygon)');
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/^\{"type":"Polygon"/);
    const polygon = JSON.parse(await field.inputValue()) as { coordinates: number[][][] };
    const ring = polygon.coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    // Near the map's centre, wherever signing in left the map: within 300 pixels' worth of
    // degrees at its zoom (the corners were placed 100 pixels out).
    const near = (300 * 360) / (512 * 2 ** centre.zoom);
    for (const [lon, lat] of ring) {
      expect(Math.abs(lon! - centre.lon)).toBeLessThan(near);
      expect(Math.abs(lat! - centre.lat)).toBeLessThan(near);
    }
    await page.getByTestId('area-preview').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-drawing-ais-area-1440x900.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
