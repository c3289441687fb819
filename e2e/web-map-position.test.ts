// Navigation that moves the map, against the real server and its traffic simulator: a chosen
// place, a vessel link opened in a fresh browser, a shown track, a share link and a /point/
// link each show what they name, and following a vessel does not reopen the live stream.
// The map's view is read as a user sees it: the coordinates under the pointer at the middle
// of the map (and 100 px east of it, which gives the zoom), or MapLibre's own #map= hash
// where nothing but the map writes it.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  flyTo,
  launchBrowser,
  newContext,
  waitForMapIdle,
} from './support/browser.js';
import { mapCanvasBox, mapCanvasSize, parseMapHash, visibleBounds } from './support/map-view.js';
import { hasOpenTrack, latestVessels } from './support/live-latest.js';
import type { RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServerForBrowser } from './support/web-startup.js';

interface Vessel {
  mmsi: number;
  msgtime: string;
  latitude: number | null;
  longitude: number | null;
  speedOverGround: number | null;
}

const FEATURE_ZOOM = 13;
const STREAM = '/live/v1/sse/multiplex';

/** A simulated vessel under way, with a track of at least two points. */
async function movingVessel(origin: string): Promise<Vessel> {
  for (let tries = 0; tries < 60; tries++) {
    const vessels = (await latestVessels<Vessel>(origin)).filter(
      (v) => v.latitude !== null && v.speedOverGround !== null && v.speedOverGround > 5,
    );
    for (const vessel of vessels.slice(0, 10)) {
      if (await hasOpenTrack(origin, vessel.mmsi)) return vessel;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no simulated vessel under way with a track');
}

/** Degrees from the readout's `69° 38.934′ N  018° 57.305′ E`. */
function parseReadout(text: string): { lat: number; lon: number } {
  const parts = [...text.matchAll(/(\d+)°\s*([\d.]+)′\s*([NSEW])/g)].map(([, d, m, h]) => {
    const value = Number(d) + Number(m) / 60;
    return { value: h === 'S' || h === 'W' ? -value : value, axis: h === 'N' || h === 'S' };
  });
  const lat = parts.find((part) => part.axis)?.value;
  const lon = parts.find((part) => !part.axis)?.value;
  if (lat === undefined || lon === undefined) throw new Error(`no position in "${text}"`);
  return { lat, lon };
}

/**
 * The view the map shows, read off the coordinates readout: the position under the pointer at
 * the middle of the map, and the zoom from how far 100 px east of it lies.
 */
async function readView(page: Page): Promise<{ lat: number; lon: number; zoom: number }> {
  const box = await mapCanvasBox(page);
  const readout = page.getByTestId('coordinates');
  // The controls come with the map engine; on a busy machine they may follow it late.
  await readout.waitFor({ timeout: 120_000 });
  const at = async (dx: number) => {
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2);
    return parseReadout((await readout.textContent()) ?? '');
  };
  const centre = await at(0);
  const east = await at(100);
  await page.mouse.move(box.x + 2, box.y + box.height - 2);
  const zoom = Math.log2((100 * 360) / (512 * (east.lon - centre.lon)));
  return { ...centre, zoom };
}

/** The view in MapLibre's own hash, once it shows `zoom` (the map may write others before). */
async function hashView(page: Page, zoom = FEATURE_ZOOM) {
  await expect
    .poll(() => (/#map=/.test(page.url()) ? parseMapHash(page.url()).zoom : null), {
      timeout: 120_000,
    })
    .toBe(zoom);
  return parseMapHash(page.url());
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `map-position-${name}.png`) });

describe.skipIf(!browserAvailable())('navigation that moves the map', () => {
  let server: RunningServer;
  let browser: Browser;
  let vessel: Vessel;

  async function freshPage(address: string, viewport = { width: 1440, height: 900 }) {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    // A busy machine loads the app slowly; the test is about where the map ends up.
    await page.goto(`${server.origin}${address}`, { timeout: 120_000 });
    return page;
  }

  beforeAll(async () => {
    server = await startServerForBrowser({ AIS_SOURCES: 'sim://?vessels=300&seed=3' });
    browser = await launchBrowser();
    vessel = await movingVessel(server.origin);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a chosen search result (Tromsø) moves the map there', async () => {
    const page = await freshPage('/');
    await waitForMapIdle(page, 150_000);
    const before = await readView(page);
    const search = page.getByTestId('place-search');
    await search.getByRole('combobox').fill('Tromsø');
    const result = search.getByTestId('place-search-result').filter({ hasText: 'Tromsø' }).first();
    await result.waitFor({ timeout: 90_000 });
    await result.click();
    await page.getByTestId('point-details').waitFor({ timeout: 120_000 });
    await page.waitForURL(/\/point\/18\.9\d*_69\.6\d*#map=11\//);
    await waitForMapIdle(page);
    const after = await readView(page);
    expect(Math.abs(before.lat - 69.65)).toBeGreaterThan(0.5);
    expect(after.lat).toBeCloseTo(69.6489, 2);
    expect(after.lon).toBeCloseTo(18.955, 2);
    expect(after.zoom).toBeCloseTo(11, 1);
    await shot(page, 'search-tromso');
    await page.context().close();
  }, 420_000);

  it('a vessel link opened fresh centres on the vessel at a useful zoom', async () => {
    const page = await freshPage(`/ais/${vessel.mmsi}`);
    await page.getByTestId('vessel-details').waitFor({ timeout: 150_000 });
    const view = await hashView(page);
    const [now] = await latestVessels<Vessel>(server.origin, vessel.mmsi);
    // The vessel moves on while the test reads it: a few hundred metres at most.
    expect(Math.abs(view.lat - now!.latitude!)).toBeLessThan(0.01);
    expect(Math.abs(view.lon - now!.longitude!)).toBeLessThan(0.02);
    await waitForMapIdle(page);
    await shot(page, 'vessel-link-1440');

    // Showing its track fits the whole track into view, also from close in, where the last
    // minutes of the track alone would reach past the edges.
    await flyTo(page, 17, now!.latitude!, now!.longitude!);
    const track = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/geodata/ais/${vessel.mmsi}/opentracks`),
    );
    await page.getByTestId('vessel-track').click();
    const points = (await (await track).json()) as { latitude: number; longitude: number }[];
    await page
      .getByTestId('vessel-track-status')
      .and(page.locator('[data-status="shown"]'))
      .waitFor({ timeout: 90_000 });
    const size = await mapCanvasSize(page);
    await expect
      .poll(
        async () => {
          const shown = visibleBounds(parseMapHash(page.url()), size.width, size.height);
          return points.every(
            (p) =>
              p.longitude >= shown.west &&
              p.longitude <= shown.east &&
              p.latitude >= shown.south &&
              p.latitude <= shown.north,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    // It zoomed out from 17 to show it.
    expect(parseMapHash(page.url()).zoom).toBeLessThan(17);
    await waitForMapIdle(page);
    await shot(page, 'vessel-track-1440');
    await page.context().close();
  }, 420_000);

  it('a vessel link opened fresh on a phone centres on the vessel too', async () => {
    const page = await freshPage(`/ais/${vessel.mmsi}`, { width: 375, height: 667 });
    // On a phone the details start collapsed (spec 01 §2): there, not shown.
    await page.getByTestId('vessel-details').waitFor({ state: 'attached', timeout: 150_000 });
    const view = await hashView(page);
    const [now] = await latestVessels<Vessel>(server.origin, vessel.mmsi);
    expect(Math.abs(view.lat - now!.latitude!)).toBeLessThan(0.01);
    await waitForMapIdle(page);
    await shot(page, 'vessel-link-375');
    await page.context().close();
  }, 420_000);

  it('a share link and a /point/ link open on their view', async () => {
    const shared = await freshPage('/?zoomAndCenter=9_10.4,63.43');
    await waitForMapIdle(shared, 150_000);
    const fromShare = await readView(shared);
    expect(fromShare.lat).toBeCloseTo(63.43, 2);
    expect(fromShare.lon).toBeCloseTo(10.4, 2);
    expect(fromShare.zoom).toBeCloseTo(9, 1);
    await shared.context().close();

    const point = await freshPage('/point/5.32_60.39');
    await point.getByTestId('point-details').waitFor({ timeout: 120_000 });
    await waitForMapIdle(point, 150_000);
    const fromPoint = await readView(point);
    expect(fromPoint.lat).toBeCloseTo(60.39, 2);
    expect(fromPoint.lon).toBeCloseTo(5.32, 2);
    expect(fromPoint.zoom).toBeCloseTo(11, 1);
    await point.context().close();
  }, 420_000);

  it('following a vessel keeps one live stream while its positions come in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Every stream connection the page opens, with the area its vessels part asks for. A
    // connection opened again after a failure asks for the same area; a move that restarts
    // the stream asks for a new one.
    const connections: { area: string; whileFollowing: boolean }[] = [];
    let following = false;
    page.on('request', (request) => {
      if (!request.url().endsWith(STREAM)) return;
      const body = request.postDataJSON() as { vessels?: { geometry?: unknown } };
      connections.push({ area: JSON.stringify(body.vessels?.geometry), whileFollowing: following });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${server.origin}/ais/${vessel.mmsi}`, { timeout: 120_000 });
    const details = page.getByTestId('vessel-details');
    await details.waitFor({ timeout: 150_000 });
    await hashView(page);
    await waitForMapIdle(page);
    following = true;
    await page.getByTestId('vessel-follow').click();
    // 30 s of the vessel's own reports, as the details see them arrive.
    const first = Date.parse((await details.getAttribute('data-msgtime')) ?? '');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const msgtime = (await details.getAttribute('data-msgtime')) ?? '';
          seen.add(msgtime);
          return Date.parse(msgtime) - first >= 30_000 && seen.size >= 3;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(true);
    // The map followed the vessel, and the stream opened before following kept running.
    const view = await hashView(page);
    const [now] = await latestVessels<Vessel>(server.origin, vessel.mmsi);
    expect(Math.abs(view.lat - now!.latitude!)).toBeLessThan(0.01);
    const before = connections.filter((c) => !c.whileFollowing).at(-1);
    expect(before).toBeDefined();
    const areas = connections.filter((c) => c.whileFollowing).map((c) => c.area);
    // No connection for a new area, and far fewer connections than positions (each position
    // re-centres the map; that used to reopen the stream every time).
    expect(
      areas.filter((area) => area !== before!.area),
      warnings.join('\n'),
    ).toEqual([]);
    expect(areas.length).toBeLessThan(seen.size - 1);
    await context.close();
  }, 420_000);
});
