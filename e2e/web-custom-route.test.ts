// The custom route as a user meets it, in Chromium against the real server: a route link
// opened with the same points and passing times, a point added by a click on the map, a new
// speed moving the arrival, the forecast along the route (demo model), saving the route as a
// favourite and opening it again by its id, the kept route after a reload, a GPX download, a
// link that cannot be read, and a phone's width.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { sharedServer, type RunningServer } from './support/server.js';
import { navigateInApp, SCREENSHOT_DIR, waitForView } from './support/web-shell.js';

const MINUTE_MS = 60_000;
/** Leaving in an hour, on the minute: every point is passed within the forecast. */
const departure = new Date(Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS + 60 * MINUTE_MS);
/** Open sea west of Bergen, one tenth of a degree due north: 11,119.5 m on the app's sphere. */
const POINTS = [
  [60.0, 4.4],
  [60.1, 4.4],
];
const TEN_KNOTS = 10 / 1.94384;
const LEG_SECONDS = 11_119.5 / TEN_KNOTS;

/** The link of checklist A81, written here by hand so the test checks its format too. */
function routeLink(route: object): string {
  return `/customroute?r=${Buffer.from(JSON.stringify(route)).toString('base64url')}`;
}

/** A time as the app shows local times in Norwegian, from the page's own clock and zone. */
function shownTime(page: Page, time: number): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('nb-NO', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(new Date(at)),
    time,
  );
}

const passingTimes = (page: Page) => page.getByTestId('custom-route-passing').allTextContents();

describe.skipIf(!browserAvailable())('the custom route', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens a link with its times, adds a point, follows the speed, forecasts and saves', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const link = routeLink({
      departure: departure.toISOString(),
      points: POINTS,
      speed: TEN_KNOTS,
    });
    await page.goto(`${server.origin}${link}#map=11/60.05/4.2`);
    await waitForView(page, 'customroute');
    await waitForMapIdle(page);

    await expect.poll(() => page.getByTestId('custom-route-point').count()).toBe(2);
    expect(await passingTimes(page)).toEqual([
      await shownTime(page, departure.getTime()),
      await shownTime(page, departure.getTime() + LEG_SECONDS * 1000),
    ]);
    expect(await page.getByTestId('custom-route-speed').inputValue()).toBe('10');
    expect(await page.getByTestId('custom-route-total').textContent()).toBe('11,1 km');

    // A click on open sea adds a third point; the map's point details stay closed.
    const box = await mapCanvasBox(page);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByTestId('custom-route-point').count()).toBe(3);
    await waitForView(page, 'customroute');

    const arrivalAt10 = await page.getByTestId('custom-route-arrival').textContent();
    await page.getByTestId('custom-route-speed').fill('20');
    await expect
      .poll(() => page.getByTestId('custom-route-arrival').textContent())
      .not.toBe(arrivalAt10);
    const times = await passingTimes(page);
    expect(times[1]).toBe(await shownTime(page, departure.getTime() + (LEG_SECONDS / 2) * 1000));

    // The forecast along the route: the demo model says so, and the sea has values.
    await page.getByTestId('custom-route-forecast-demo').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('custom-route-forecast-demo').textContent()).toBe('Demodata');
    const rows = page.getByTestId('custom-route-forecast-row');
    await expect.poll(() => rows.count()).toBe(3);
    const firstRow = await rows.first().locator('td').allTextContents();
    expect(firstRow).toHaveLength(3);
    expect(firstRow.every((cell) => /\d/.test(cell))).toBe(true);

    // Saved as a favourite: the points with their passing times, and the link naming its id.
    await page.getByTestId('custom-route-name').fill('Ut fra Bergen');
    await page.getByTestId('custom-route-save').click();
    const saved = await page.waitForFunction(() => {
      const raw = window.localStorage.getItem('havkart.favourites');
      const list = raw ? (JSON.parse(raw) as { id: string; name: string; data?: unknown }[]) : [];
      return list.find((item) => item.name === 'Ut fra Bergen') ?? null;
    });
    const favourite = (await saved.jsonValue()) as {
      id: string;
      data: { routePoints: { lat: number; lon: number; passingTime: string }[] };
    };
    expect(favourite.data.routePoints).toHaveLength(3);
    expect(favourite.data.routePoints[0]).toEqual({
      lat: 60,
      lon: 4.4,
      passingTime: departure.toISOString(),
    });

    // The route being edited is kept (R16.10): /customroute alone shows it after a reload.
    await page.goto(`${server.origin}/customroute#map=11/60.05/4.2`);
    await waitForView(page, 'customroute');
    await expect.poll(() => passingTimes(page)).toEqual(times);

    // Downloaded as GPX: a route of its three points with their passing times.
    await page.getByTestId('custom-route-download').click();
    await page.getByTestId('download-format-gpx').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-start').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^custom-route-.+\.gpx$/);
    const gpx = fs.readFileSync(await download.path(), 'utf8');
    expect(gpx.match(/<rtept /g)).toHaveLength(3);
    expect(gpx).toContain(`<time>${departure.toISOString().replace('.000Z', 'Z')}</time>`);

    await navigateInApp(page, '/customroute/no-such-route');
    await page.getByTestId('custom-route-message').waitFor();
    expect(await page.getByTestId('custom-route-message').textContent()).toBe(
      'Fant ikke ruten blant favorittene',
    );
    await navigateInApp(page, `/customroute/${favourite.id}`);
    await expect.poll(() => page.getByTestId('custom-route-message').count()).toBe(0);
    await expect.poll(() => passingTimes(page)).toEqual(times);

    await navigateInApp(page, '/customroute?r=not-a-route');
    await page.getByTestId('custom-route-message').waitFor();
    expect(await page.getByTestId('custom-route-message').textContent()).toBe(
      'Rutelenken kan ikke leses',
    );
    expect(await page.getByTestId('custom-route-point').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('fits a phone', async () => {
    const context = await newContext(browser, { width: 375, height: 667 });
    const page = await context.newPage();
    const link = routeLink({
      departure: departure.toISOString(),
      points: POINTS,
      speed: TEN_KNOTS,
    });
    await page.goto(`${server.origin}${link}#map=10/60.05/4.4`);
    await waitForView(page, 'customroute');
    await expect.poll(() => page.getByTestId('custom-route-point').count()).toBe(2);
    // On a phone the details are a strip over the map until expanded.
    if (await page.getByTestId('menu-close').isVisible())
      await page.getByTestId('menu-close').click();
    await page.getByTestId('details-expand').click();
    await page.getByTestId('custom-route-legs').waitFor({ state: 'visible' });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-custom-route-375x667.png') });
    const table = await page.getByTestId('custom-route-legs').boundingBox();
    expect(table!.x + table!.width).toBeLessThanOrEqual(375);
    await context.close();
  }, 60_000);
});
