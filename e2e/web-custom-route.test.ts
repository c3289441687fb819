// The custom route as a user meets it, in Chromium against the real server: a route link
// opened with the same points and passing times, a point added by a click on the map, a new
// speed moving the arrival, the forecast along the route (demo model), saving the route as a
// favourite and opening it again by its id, the kept route after a reload, a GPX download, a
// link that cannot be read, and a phone's width; signed in, a route drawn from the "draw
// route" control at 12 kn and kept as a favourite in the user's data on the server.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callAsSignedIn } from './support/admin.js';
import { browserAvailable, newContext, waitForMapIdle } from './support/browser.js';
import { browserSuite } from './support/browser-suite.js';
import { mapCanvasBox } from './support/map-view.js';
import { signInOnLoginPage } from './support/registration.js';
import { startServerForBrowser } from './support/server.js';
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
  const suite = browserSuite();

  it('opens a link with its times, adds a point, follows the speed, forecasts and saves', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const link = routeLink({
      departure: departure.toISOString(),
      points: POINTS,
      speed: TEN_KNOTS,
    });
    await page.goto(`${suite.server.origin}${link}#map=11/60.05/4.2`);
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
    await page.goto(`${suite.server.origin}/customroute#map=11/60.05/4.2`);
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
    const context = await newContext(suite.browser, { width: 375, height: 667 });
    const page = await context.newPage();
    const link = routeLink({
      departure: departure.toISOString(),
      points: POINTS,
      speed: TEN_KNOTS,
    });
    await page.goto(`${suite.server.origin}${link}#map=10/60.05/4.4`);
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

/** The demo users' password on the signed-in suite's own server. */
const PASSWORD = 'e2e-demo-password';
const TWELVE_KNOTS = 12 / 1.94384;

/** Great-circle metres on the app's sphere (mean Earth radius), written out independently. */
function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

/** A shown local time ("27.11.2026, 14:05") as a count of minutes, for differences only. */
function minuteOf(shown: string): number {
  const match = /(\d\d)\.(\d\d)\.(\d{4}),? (\d\d):(\d\d)/.exec(shown);
  if (!match) throw new Error(`not a shown time: ${shown}`);
  const [, day, month, year, hour, minute] = match.map(Number);
  return Date.UTC(year!, month! - 1, day!, hour!, minute!);
}

describe.skipIf(!browserAvailable())('the custom route, signed in', () => {
  // Signing in writes the user's data: a server of its own, not the shared read-only one.
  const suite = browserSuite(() => startServerForBrowser({ DEMO_USER_PASSWORD: PASSWORD }));

  it('draws a route from the control at 12 kn, reads its times and keeps it as a favourite on the server', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.server.origin}/#map=11/60.05/4.2`);
    await waitForMapIdle(page, 150_000);
    // The draw-route control is for signed-in users only (R01.21).
    expect(await page.getByTestId('control-draw-route').count()).toBe(0);
    await page.getByTestId('sign-in').click();
    await signInOnLoginPage(page, 'fritidsfisker', PASSWORD, '/');
    await page.getByTestId('control-draw-route').click({ timeout: 30_000 });
    await waitForView(page, 'customroute');
    // The view takes map clicks once its own chunk has loaded and drawn its form.
    await page.getByTestId('custom-route-speed').waitFor({ timeout: 60_000 });
    await waitForMapIdle(page);

    // Two clicks on open sea, then 12 kn: the second point is passed a leg's length later.
    const box = await mapCanvasBox(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'custom-route-signed-in.png') });
    await page.mouse.click(box.x + box.width / 2 - 250, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2 + 250, box.y + box.height / 2 - 100);
    await expect.poll(() => page.getByTestId('custom-route-point').count()).toBe(2);
    await page.getByTestId('custom-route-speed').fill('12');
    await expect.poll(() => page.getByTestId('custom-route-speed').inputValue()).toBe('12');

    const [shownFirst, shownSecond] = await passingTimes(page);

    // A name of this attempt's own: a retry runs on the same server, as the same user.
    const name = `Til fiskeplassen ${Date.now().toString(36)}`;
    await page.getByTestId('custom-route-name').fill(name);
    await page.getByTestId('custom-route-save').click();
    // Kept in the user's data on the server, not only in this browser: the link naming the
    // favourite with the points in it, and the route points with their passing times
    // (R16.08); turning them into the link alone is what loading does (R16.09). The favourite
    // is saved, then its link is given the favourite's id: the poll waits for that last save.
    type Saved = { name: string; category: string; value: string; data?: unknown };
    type Link = { points: [number, number][]; speed: number; favoriteId?: string };
    const linkOf = (value: string) =>
      JSON.parse(
        Buffer.from(value.replace('/customroute?r=', ''), 'base64url').toString('utf8'),
      ) as Link;
    let saved: Saved | undefined;
    await expect
      .poll(
        async () => {
          const answer = await callAsSignedIn(page, 'GET', '/api/v1/spausersetting/havkart');
          const body = answer.body as { favourites?: Saved[] } | null;
          saved = body?.favourites?.find((item) => item.name === name);
          const value = saved?.value ?? '';
          return /^\/customroute\?r=[\w-]+$/.test(value) && !!linkOf(value).favoriteId;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(saved!.category).toBe('route');
    const kept = (saved!.data as { routePoints?: { passingTime?: string }[] } | undefined)
      ?.routePoints;
    expect(kept).toHaveLength(2);
    expect(kept?.every((point) => typeof point.passingTime === 'string')).toBe(true);
    const link = linkOf(saved!.value);
    expect(link.points).toHaveLength(2);
    expect(link.speed).toBeCloseTo(TWELVE_KNOTS, 6);
    expect(link.favoriteId).toBeTruthy();

    // The passing times shown: the second a leg's length at 12 kn after the first (to the
    // minute the table shows; at the default 10 kn it would be four minutes later still).
    const [[lat1, lon1], [lat2, lon2]] = link.points as [[number, number], [number, number]];
    const legMinutes =
      metresBetween({ lat: lat1, lon: lon1 }, { lat: lat2, lon: lon2 }) / TWELVE_KNOTS / 60;
    expect(legMinutes).toBeGreaterThan(15);
    const shownMinutes = (minuteOf(shownSecond!) - minuteOf(shownFirst!)) / 60_000;
    expect(Math.abs(shownMinutes - legMinutes)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-custom-route-signed-in.png') });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
