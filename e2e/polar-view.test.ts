/**
 * The polar view in Chromium against the real server (spec 02 §4, R27.20–R27.26): the
 * settings switch reloads the page 1.2 s later into the polar view, where Svalbard's land is
 * drawn where the polar projection puts it and a vessel at 70° N shows; turning it off reloads
 * into the normal map on the view that was saved. Screenshots in var/test-results/screenshots.
 */
import dgram from 'node:dgram';
import fs from 'node:fs';
import path from 'node:path';
import { AisEncoder } from '@havkart/ais';
import { toPolar } from '@havkart/domain';
import { themes } from '@havkart/theme';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox, parseMapHash } from './support/map-view.js';
import { colourDistance, hexToRgb, nearestColour, patchColour } from './support/pixels.js';
import { freeUdpPort, startServer, type RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';

/** Inland Edgeøya (no label on it), the Barents Sea east of it, open sea at 70° N. */
const EDGEOYA = { lon: 22.8, lat: 77.7 };
const BARENTS_SEA = { lon: 32, lat: 76 };
const VESSEL = { mmsi: 257990070, lon: 8, lat: 70.2 };
const PALETTE = { land: themes.day.land, water: themes.day.water };
const encoder = new AisEncoder({ talker: 'AI' });

/** Page pixels where the live map draws a real position (through the polar projection). */
async function drawnAt(page: Page, place: { lon: number; lat: number }): Promise<[number, number]> {
  const on = toPolar(place.lon, place.lat)!;
  const box = await mapCanvasBox(page);
  const point = await page.evaluate((at) => {
    const element = document.querySelector('[data-testid="map"]') as HTMLElement & {
      maplibreMap: { project(p: [number, number]): { x: number; y: number } };
    };
    const { x, y } = element.maplibreMap.project(at);
    return [x, y] as const;
  }, on);
  return [box.x + point[0], box.y + point[1]];
}

/** Opens the settings screen and returns the polar switch's text. */
async function polarSwitchLabel(page: Page): Promise<string> {
  if (!(await page.getByTestId('menu').isVisible())) await page.getByTestId('menu-toggle').click();
  await page.getByTestId('tab-settings').click();
  return (await page.getByTestId('setting-polarView').textContent()) ?? '';
}

/** Turns the polar switch; returns how long after the click the page started reloading, ms. */
async function switchPolar(page: Page): Promise<number> {
  await polarSwitchLabel(page);
  const reloaded = page.waitForEvent('framenavigated', { timeout: 30_000 });
  const clicked = Date.now();
  await page.getByTestId('setting-polarView').click();
  await reloaded;
  const after = Date.now() - clicked;
  await waitForMapIdle(page, 120_000);
  return after;
}

describe.skipIf(!browserAvailable())('the polar view in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let udpPort: number;
  let resend: ReturnType<typeof setInterval> | undefined;
  const udp = dgram.createSocket('udp4');

  function sendVessel(): void {
    const lines = encoder.encode({
      messageType: 1,
      mmsi: VESSEL.mmsi,
      longitude: VESSEL.lon,
      latitude: VESSEL.lat,
      speedOverGround: 8,
      courseOverGround: 0,
      trueHeading: 0,
      navigationalStatus: 0,
      timeStamp: 10,
    });
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
  }

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    udpPort = await freeUdpPort();
    server = await startServer({ AIS_SOURCES: `udp://127.0.0.1:${udpPort}` });
    // Heard before the polar page's first poll, and again now and then so it stays fresh.
    sendVessel();
    resend = setInterval(sendVessel, 5_000);
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await page.goto(`${server.origin}/#map=7/${VESSEL.lat}/${VESSEL.lon}`);
    await waitForMapIdle(page, 120_000);
  });

  afterAll(async () => {
    clearInterval(resend);
    udp.close();
    await browser?.close();
    await server?.stop();
  });

  it('turns on from the settings screen and reloads 1.2 s later', async () => {
    expect(await polarSwitchLabel(page)).toContain('Polarvisning');
    const after = await switchPolar(page);
    expect(after).toBeGreaterThanOrEqual(1150);
    expect(await page.evaluate(() => localStorage.getItem('havkart.settings'))).toContain(
      '"polarView":true',
    );
    // The address keeps real positions: the view it opened on, not the polar map's numbers.
    const view = parseMapHash(page.url());
    expect(view.lat).toBeCloseTo(VESSEL.lat, 1);
    expect(view.lon).toBeCloseTo(VESSEL.lon, 1);
  });

  it('shows a vessel at 70° N at its polar point', async () => {
    const water = hexToRgb(themes.day.water);
    // The vessel's icon: pixels near its polar point far from the sea's colour.
    await expect
      .poll(
        async () => {
          const at = await drawnAt(page, VESSEL);
          // Only the patch round the point: a full-page screenshot is slow on software GL.
          const shot = await page.screenshot({
            clip: { x: at[0] - 12, y: at[1] - 12, width: 24, height: 24 },
          });
          let most = 0;
          for (let y = 2; y <= 22; y += 2) {
            for (let x = 2; x <= 22; x += 2) {
              most = Math.max(most, colourDistance(patchColour(shot, x, y, 0), water));
            }
          }
          return most;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(80);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'polar-vessel-70n.png') });
  });

  it("draws Svalbard's land where the polar projection puts it, the sea beside it", async () => {
    await page.evaluate(() => (window.location.hash = 'map=5/77.5/20'));
    await expect.poll(async () => parseMapHash(page.url()).lat).toBeCloseTo(77.5, 1);
    await waitForMapIdle(page, 120_000);
    const shot = await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'polar-svalbard.png') });
    const land = await drawnAt(page, EDGEOYA);
    const sea = await drawnAt(page, BARENTS_SEA);
    expect(nearestColour(patchColour(shot, land[0], land[1]), PALETTE)).toBe('land');
    expect(nearestColour(patchColour(shot, sea[0], sea[1]), PALETTE)).toBe('water');
  });

  it('shows the datasets it cannot draw as unavailable in the menu, not merely off', async () => {
    await page.getByTestId('tab-datasets').click();
    const depth = page.getByTestId('toggle-depth');
    const fairways = page.getByTestId('toggle-fairways');
    await depth.waitFor();
    expect(await depth.getAttribute('data-disabled')).not.toBeNull();
    expect(await fairways.getAttribute('data-disabled')).toBeNull();
    const opacity = (toggle: typeof depth) =>
      toggle.evaluate((element) => Number(getComputedStyle(element).opacity));
    expect(await opacity(depth)).toBeLessThan(1);
    expect(await opacity(fairways)).toBe(1);
  });

  it('turns off and reloads into the normal map on the saved view', async () => {
    const saved = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('havkart.mapState') ?? 'null') as {
            center: [number, number];
            zoom: number;
          } | null,
      );
    // The view the polar map was left on (Svalbard), saved as real positions.
    await expect.poll(async () => (await saved())?.zoom, { timeout: 10_000 }).toBe(5);
    const before = (await saved())!;
    expect(before.center[1]).toBeCloseTo(77.5, 1);
    expect(before.center[0]).toBeCloseTo(20, 1);
    const after = await switchPolar(page);
    expect(after).toBeGreaterThanOrEqual(1150);
    const view = parseMapHash(page.url());
    expect(view.zoom).toBeCloseTo(before.zoom, 1);
    expect(view.lat).toBeCloseTo(before.center[1], 1);
    expect(view.lon).toBeCloseTo(before.center[0], 1);
    // MapLibre's own Web Mercator map is back, centred on the saved view's real position.
    const centre = await page.evaluate(() => {
      const element = document.querySelector('[data-testid="map"]') as HTMLElement & {
        maplibreMap: { getCenter(): { lng: number; lat: number } };
      };
      return element.maplibreMap.getCenter();
    });
    expect(centre.lat).toBeCloseTo(77.5, 1);
    expect(centre.lng).toBeCloseTo(20, 1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'polar-off-saved-view.png') });
  });
});
