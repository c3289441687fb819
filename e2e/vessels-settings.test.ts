/**
 * The vessel settings on the settings screen, each changed there and seen on the map in
 * Chromium against the real server: distance circles off, bearing vectors off, vessel labels
 * below zoom 14.25 with 'always show' on, and a shorter old-AIS threshold hiding a position
 * that was fresh before. Read from the drawn pixels, so whichever renderer draws the vessels
 * is held to the same result. One server, one page, each step building on the last.
 */
import dgram from 'node:dgram';
import fs from 'node:fs';
import path from 'node:path';
import { AisEncoder } from '@havkart/ais';
import { themes } from '@havkart/theme';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { colourDistance, hexToRgb, type Rgb } from './support/pixels.js';
import { mapCanvasBox, parseMapHash } from './support/map-view.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { freeUdpPort, startServer, type RunningServer } from './support/server.js';

/** Open sea west of Bergen; the simulated fleet keeps to the coast and fairways. */
const A = { mmsi: 257991001, lon: 3.4, lat: 59.25 };
/** About 90 px north of A at zoom 12: clear of A's rings, vector (east) and label (south). */
const B = { mmsi: 257991002, lon: 3.4, lat: 59.258 };
const NM_M = 1852;
const M_PER_DEG_LAT = 111_320;
const encoder = new AisEncoder({ talker: 'AI' });

/** A point `metres` from `at` towards `bearing` degrees (flat earth: a few NM at most). */
function offset(at: { lon: number; lat: number }, bearing: number, metres: number) {
  const r = (bearing * Math.PI) / 180;
  const degLat = metres / M_PER_DEG_LAT;
  const degLon = degLat / Math.cos((at.lat * Math.PI) / 180);
  return { lon: at.lon + Math.sin(r) * degLon, lat: at.lat + Math.cos(r) * degLat };
}

/** Page pixels of a point for the north-up view the address states. */
async function toScreen(page: Page, p: { lon: number; lat: number }): Promise<[number, number]> {
  const view = parseMapHash(page.url());
  const box = await mapCanvasBox(page);
  const world = 512 * 2 ** view.zoom;
  const mx = (l: number) => ((l + 180) / 360) * world;
  const my = (lat: number) => {
    const phi = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * world;
  };
  return [
    box.x + box.width / 2 + mx(p.lon) - mx(view.lon),
    box.y + box.height / 2 + my(p.lat) - my(view.lat),
  ];
}

/** How far the most vivid pixel within `radius` of each point stands from the water. */
async function inkAt(page: Page, points: [number, number][], radius: number): Promise<number[]> {
  const image = PNG.sync.read(await page.screenshot());
  const water = hexToRgb(themes.day.water);
  return points.map(([cx, cy]) => {
    let most = 0;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const x = Math.round(cx + dx);
        const y = Math.round(cy + dy);
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const o = (y * image.width + x) * 4;
        const pixel: Rgb = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
        most = Math.max(most, colourDistance(pixel, water));
      }
    }
    return most;
  });
}

/** Ink at each given place, as one screenshot shows it. */
async function inks(page: Page, places: { lon: number; lat: number }[], radius: number) {
  const points = await Promise.all(places.map((p) => toScreen(page, p)));
  return inkAt(page, points, radius);
}

const inked = (values: number[], over: number) => values.filter((v) => v > over).length;

describe.skipIf(!browserAvailable())('vessel settings on the settings screen', () => {
  let server: RunningServer;
  let browser: Browser;
  let udpPort: number;
  const udp = dgram.createSocket('udp4');

  function send(message: Parameters<AisEncoder['encode']>[0], heardAtMs?: number) {
    const lines =
      heardAtMs === undefined
        ? encoder.encode(message)
        : encoder.encode(message, { time: Math.floor(heardAtMs / 1000) });
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
  }

  /** A class A position heading east at 8 knots. */
  function position(v: { mmsi: number; lon: number; lat: number }, heardAtMs = Date.now()) {
    send(
      {
        messageType: 1,
        mmsi: v.mmsi,
        longitude: v.lon,
        latitude: v.lat,
        speedOverGround: 8,
        courseOverGround: 90,
        trueHeading: 90,
        navigationalStatus: 0,
        timeStamp: 10,
      },
      heardAtMs,
    );
  }

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    udpPort = await freeUdpPort();
    server = await startServer({
      AIS_SOURCES: `sim://?vessels=100&seed=3,udp://127.0.0.1:${udpPort}`,
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    udp.close();
    await browser?.close();
    await server?.stop();
  });

  it('distance circles, bearing vectors, always-show labels and the old-AIS threshold each change the map', async () => {
    send({
      messageType: 5,
      mmsi: A.mmsi,
      name: 'HAVKART SETTINGS'.padEnd(20),
      callSign: 'LH0001 ',
      shipType: 30,
      dimensionA: 20,
      dimensionB: 10,
      dimensionC: 4,
      dimensionD: 4,
    });
    position(A);
    // Heard 2 hours ago: fresh under the default 6 h threshold, old under 1 h.
    position(B, Date.now() - 2 * 3600_000);

    const context = await newContext(browser);
    const page = await context.newPage();
    // Zoom 12: vessels stream, vectors show (from 7), labels do not yet (from 14.25).
    await page.goto(`${server.origin}/ais/${A.mmsi}#map=12/${A.lat}/${A.lon}`);
    await page.locator(`[data-testid="vessel-details"][data-mmsi="${A.mmsi}"]`).waitFor();
    await waitForMapIdle(page);
    await expect
      .poll(async () => Math.min(...(await inks(page, [A, B], 8))), { timeout: 20_000 })
      .toBeGreaterThan(80);

    // The four settings, in Norwegian, in the vessels group of the settings screen. A page
    // opened on a vessel starts with the details open and the menu behind its toggle.
    if (!(await page.getByTestId('menu').isVisible()))
      await page.getByTestId('menu-toggle').click();
    await page.getByTestId('tab-settings').click();
    const group = page.locator('section[aria-labelledby="settings-vessels"]');
    const words = (await group.textContent()) ?? '';
    for (const label of [
      'Vis avstandsringer',
      'Vis kursvektorer',
      'Vis alltid fartøynavn',
      'AIS-posisjoner regnes som gamle etter',
    ]) {
      expect(words).toContain(label);
    }
    const threshold = page.getByTestId('setting-oldAisThresholdHours');
    expect(await threshold.inputValue()).toBe('6');
    expect(await threshold.locator('option').allTextContents()).toEqual([
      '1 time',
      '3 timer',
      '6 timer',
      '12 timer',
      '24 timer',
      '48 timer',
    ]);
    await group.screenshot({ path: path.join(SCREENSHOT_DIR, 'settings-vessels-nb.png') });

    // Distance circles: six points of A's 1 NM ring, clear of its vector (east) and of B.
    const ring = [0, 45, 135, 180, 225, 315].map((b) => offset(A, b, NM_M));
    await expect.poll(async () => inked(await inks(page, ring, 6), 40)).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessel-settings-circles-on.png') });
    await page.getByTestId('setting-distanceCircles').click();
    await expect.poll(async () => inked(await inks(page, ring, 6), 40)).toBeLessThanOrEqual(1);

    // Bearing vectors: 6 minutes at 8 knots is 0.8 NM east; three points along it, past the icon.
    const vector = [0.4, 0.6, 0.8].map((f) => offset(A, 90, f * 0.8 * NM_M));
    await expect.poll(async () => inked(await inks(page, vector, 3), 40)).toBe(3);
    await page.getByTestId('setting-bearingVectors').click();
    await expect.poll(async () => inked(await inks(page, vector, 3), 40)).toBe(0);

    // Labels: A's name sits just below its icon; none at zoom 12 until 'always show' is on.
    const label = async () => {
      const [x, y] = await toScreen(page, A);
      return (await inkAt(page, [[x, y + 26]], 6))[0]!;
    };
    expect(await label()).toBeLessThan(20);
    await page.getByTestId('setting-alwaysShowVesselLabels').click();
    await expect.poll(label).toBeGreaterThan(60);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessel-settings-labels.png') });

    // Old-AIS threshold 1 h: B, heard 2 h ago, is now old and hidden (hideOldAis is on by
    // default); A, fresh, stays.
    await threshold.selectOption('1');
    await expect.poll(async () => (await inks(page, [B], 8))[0]).toBeLessThan(20);
    await expect.poll(async () => (await inks(page, [A], 8))[0]).toBeGreaterThan(80);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessel-settings-old-1h.png') });

    // Each choice is kept, the threshold as a number of hours.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('havkart.settings') ?? '{}')),
    ).toMatchObject({
      distanceCircles: false,
      bearingVectors: false,
      alwaysShowVesselLabels: true,
      oldAisThresholdHours: 1,
    });
    await context.close();
  });
});
