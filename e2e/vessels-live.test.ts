/**
 * Live vessels in Chromium against the real server: the simulator fills the sea and a UDP
 * feed places test vessels exactly. Polled at zoom 9, streamed over the multiplexed
 * connection above zoom 11 with the widened bounds, moving when the feed moves them, old
 * positions hidden by default and transparent with hideOldAis off, and three tabs at once
 * still load tiles. Screenshots at zoom 5, 9 and 14 in the day and night themes.
 */
import dgram from 'node:dgram';
import fs from 'node:fs';
import path from 'node:path';
import { AisEncoder } from '@havkart/ais';
import { themes } from '@havkart/theme';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { hexToRgb, colourDistance, type Rgb } from './support/pixels.js';
import { mapCanvasBox, parseMapHash, visibleBounds } from './support/map-view.js';
import { navigateInApp, SCREENSHOT_DIR } from './support/web-shell.js';
import { freeUdpPort, startServer, type RunningServer } from './support/server.js';

/** Open sea west of Bergen, clear of the coast at zoom 14. */
const SEA = { lat: 59.2, lon: 3.4 };
const encoder = new AisEncoder({ talker: 'AI' });

/** Map position of a point, in page pixels, for a north-up view read from the address. */
async function toScreen(page: Page, lon: number, lat: number): Promise<[number, number]> {
  const view = parseMapHash(page.url());
  const box = await mapCanvasBox(page);
  const world = 512 * 2 ** view.zoom;
  const mx = (l: number) => ((l + 180) / 360) * world;
  const my = (p: number) => {
    const phi = (p * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * world;
  };
  return [
    box.x + box.width / 2 + mx(lon) - mx(view.lon),
    box.y + box.height / 2 + my(lat) - my(view.lat),
  ];
}

/** How far the most vivid pixel near a point stands from the water colour. */
async function inkAt(page: Page, at: [number, number], water: string, radius = 14) {
  const image = PNG.sync.read(await page.screenshot());
  const target = hexToRgb(water);
  let most = 0;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const x = Math.round(at[0] + dx);
      const y = Math.round(at[1] + dy);
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const o = (y * image.width + x) * 4;
      const pixel: Rgb = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
      most = Math.max(most, colourDistance(pixel, target));
    }
  }
  return most;
}

/** Polls a page condition until it holds. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!browserAvailable())('live vessels in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let udpPort: number;
  const udp = dgram.createSocket('udp4');

  /** Sends a class A position (and the time it was heard, for old positions). */
  function position(mmsi: number, lon: number, lat: number, heardAtMs = Date.now()) {
    const lines = encoder.encode(
      {
        messageType: 1,
        mmsi,
        longitude: lon,
        latitude: lat,
        speedOverGround: 8,
        courseOverGround: 90,
        trueHeading: 90,
        navigationalStatus: 0,
        timeStamp: 10,
      },
      { time: Math.floor(heardAtMs / 1000) },
    );
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
  }

  /** Sends a class A static report: the name and the ship type the popup shows. */
  function statics(mmsi: number, name: string, shipType: number) {
    const lines = encoder.encode({
      messageType: 5,
      mmsi,
      name: name.padEnd(20),
      callSign: 'LH0000 ',
      shipType,
      dimensionA: 20,
      dimensionB: 10,
      dimensionC: 4,
      dimensionD: 4,
    });
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
  }

  /** Sends an aid-to-navigation report (message 21). */
  function aid(mmsi: number, lon: number, lat: number, name: string, type: number) {
    const lines = encoder.encode({
      messageType: 21,
      mmsi,
      longitude: lon,
      latitude: lat,
      name,
      typeOfAidsToNavigation: type,
    });
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
  }

  async function openPage(
    context: BrowserContext,
    hash: string,
  ): Promise<{ page: Page; requests: Request[] }> {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/live/')) requests.push(r);
    });
    await page.goto(`${server.origin}/#map=${hash}`);
    await waitForMapIdle(page);
    return { page, requests };
  }

  const posts = (requests: Request[], suffix: string) =>
    requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(suffix));

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    udpPort = await freeUdpPort();
    server = await startServer({
      AIS_SOURCES: `sim://?vessels=1500&seed=1,udp://127.0.0.1:${udpPort}`,
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    udp.close();
    await browser?.close();
    await server?.stop();
  });

  it('at zoom 9 vessels are polled from latest/combined and drawn', async () => {
    position(257990001, SEA.lon, SEA.lat);
    const context = await newContext(browser);
    const { page, requests } = await openPage(context, `9/${SEA.lat}/${SEA.lon}`);
    await until(async () => posts(requests, '/live/v1/latest/combined').length > 0, 'a poll');
    const first = posts(requests, '/live/v1/latest/combined')[0]!.postDataJSON();
    expect(first).toMatchObject({
      downsample: true,
      modelFormat: 'Json',
      modelType: 'Full',
      since: '2013-01-01T00:00:00Z',
    });
    const at = await toScreen(page, SEA.lon, SEA.lat);
    await until(async () => (await inkAt(page, at, themes.day.water)) > 80, 'the vessel icon');
    expect(posts(requests, '/sse/multiplex')).toHaveLength(0);
    await context.close();
  });

  it('past zoom 11 one stream opens with the widened bounds and the vessel moves on it', async () => {
    const mmsi = 257990002;
    const start = { lon: SEA.lon + 0.01, lat: SEA.lat + 0.004 };
    position(mmsi, start.lon, start.lat);
    const context = await newContext(browser);
    const { page, requests } = await openPage(context, `10/${SEA.lat}/${SEA.lon}`);
    await page.evaluate(() => (window.location.hash = 'map=14/59.2/3.41'));
    await until(async () => posts(requests, '/sse/multiplex').length > 0, 'the stream');
    await waitForMapIdle(page);
    const stream = posts(requests, '/sse/multiplex').at(-1)!;
    expect(new URL(stream.url()).pathname).toBe('/live/v1/sse/multiplex');
    const body = stream.postDataJSON() as {
      vessels: { geometry: { coordinates: number[][][] }; modelType: string };
      aids: { includeAton: boolean };
    };
    expect(body.vessels.modelType).toBe('Full');
    expect(body.aids.includeAton).toBe(true);
    const box = await mapCanvasBox(page);
    const seen = visibleBounds(parseMapHash(page.url()), box.width, box.height);
    const ring = body.vessels.geometry.coordinates[0]!;
    const widthWide = ring[1]![0]! - ring[0]![0]!;
    expect(widthWide / (seen.east - seen.west)).toBeCloseTo(1.05, 2);
    expect((ring[2]![1]! - ring[1]![1]!) / (seen.north - seen.south)).toBeCloseTo(1.05, 2);

    const polls = posts(requests, '/latest/combined').length;
    const from = await toScreen(page, start.lon, start.lat);
    await until(async () => (await inkAt(page, from, themes.day.water)) > 80, 'the vessel');
    // 200 m east: the stream brings the new position, no poll does.
    const moved = { lon: start.lon + 0.0035, lat: start.lat };
    position(mmsi, moved.lon, moved.lat);
    const to = await toScreen(page, moved.lon, moved.lat);
    await until(async () => (await inkAt(page, to, themes.day.water)) > 80, 'the moved vessel');
    await until(async () => (await inkAt(page, from, themes.day.water, 6)) < 30, 'the old spot');
    expect(posts(requests, '/latest/combined').length).toBe(polls);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-stream-moved.png') });
    await context.close();
  });

  it('old positions: hidden by default, transparent with hideOldAis off', async () => {
    // Side by side north to south, so the fresh one's bearing vector (east) passes neither.
    const fresh = { lon: SEA.lon - 0.004, lat: SEA.lat };
    const old = { lon: SEA.lon - 0.004, lat: SEA.lat - 0.004 };
    position(257990003, fresh.lon, fresh.lat);
    position(257990004, old.lon, old.lat, Date.now() - 7 * 3600_000);
    const hash = `14/${SEA.lat - 0.002}/${SEA.lon}`;

    const hiding = await newContext(browser);
    const first = await openPage(hiding, hash);
    const freshAt = await toScreen(first.page, fresh.lon, fresh.lat);
    const oldAt = await toScreen(first.page, old.lon, old.lat);
    await until(async () => (await inkAt(first.page, freshAt, themes.day.water)) > 80, 'fresh');
    expect(await inkAt(first.page, oldAt, themes.day.water)).toBeLessThan(20);
    await hiding.close();

    const showing = await newContext(browser);
    await showing.addInitScript(() => {
      const filter = {
        id: 'hideOldAis',
        active: true,
        type: 'static',
        value: false,
        defaultValue: true,
        displayName: 'datasets.ais.filter.hideOldAis',
        queryKey: 'hideOldAis',
        excludeFromQuery: true,
        multiple: false,
      };
      const setting = { id: 'ais', collapsed: true, enabled: true, favorite: false, options: {} };
      localStorage.setItem(
        'havkart.datasets',
        JSON.stringify({ ais: { ...setting, filters: [filter] } }),
      );
    });
    const second = await openPage(showing, hash);
    let freshInk = 0;
    let oldInk = 0;
    await until(async () => {
      freshInk = await inkAt(second.page, freshAt, themes.day.water);
      oldInk = await inkAt(second.page, oldAt, themes.day.water);
      return freshInk > 80 && oldInk > 10;
    }, 'both vessels');
    await second.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-old.png') });
    // The same icon at 40 % opacity stands out far less from the water.
    expect(oldInk).toBeLessThan(freshInk * 0.7);
    await showing.close();
  });

  it('a vessel popup says name, MMSI, type, speed and course, follows the vessel when pinned and opens its details', async () => {
    const mmsi = 257990006;
    const start = { lon: SEA.lon + 0.02, lat: SEA.lat - 0.01 };
    statics(mmsi, 'HAVKART POPUP', 30);
    position(mmsi, start.lon, start.lat);
    const context = await newContext(browser);
    await context.addInitScript(() => localStorage.setItem('havkart.language', '"en-US"'));
    const { page } = await openPage(context, `14/${start.lat}/${start.lon}`);
    const at = await toScreen(page, start.lon, start.lat);
    await until(async () => (await inkAt(page, at, themes.day.water)) > 80, 'the vessel');
    await page.mouse.click(at[0], at[1]);
    const popup = page.locator('[data-testid="vessel-popup"]');
    await popup.waitFor();
    const field = (id: string) => page.locator(`[data-testid="vessel-popup-${id}"]`).textContent();
    await expect.poll(() => field('name'), { timeout: 15_000 }).toBe('HAVKART POPUP');
    expect(await field('mmsi')).toBe(String(mmsi));
    expect(await field('shiptype')).toBe('Fishing vessel');
    expect(await field('speed')).toBe('8.0 kn · 90.0°');
    expect(await field('lastseen')).toMatch(/\d{2}:\d{2}:\d{2}/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-popup-day.png') });

    await page.click('[data-testid="popup-pin"]');
    // The popup element marks the anchor (no size); its card is what shows.
    const pinned = page.locator('[data-testid="map-popup-pinned"] .map-popup-card');
    await pinned.waitFor();
    const left = async () => (await pinned.boundingBox())!.x;
    const before = await left();
    // 200 m east: the pinned popup goes with the vessel, as far as the icon does.
    const moved = { lon: start.lon + 0.0035, lat: start.lat };
    position(mmsi, moved.lon, moved.lat);
    const shift = (await toScreen(page, moved.lon, moved.lat))[0] - at[0];
    await expect
      .poll(async () => (await left()) - before, { timeout: 20_000 })
      .toBeGreaterThan(shift * 0.8);
    expect((await left()) - before).toBeLessThan(shift * 1.2);

    await pinned.locator('.map-popup-details').click();
    await page.waitForURL((url) => url.pathname === `/ais/${mmsi}`);
    await page.locator('[data-testid="vessel-details"]').waitFor();

    // The vessel filter pane reads in English, no raw key or missing-translation marker.
    const header = page.getByTestId('group-ais').locator('h3').getByRole('button');
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await page.getByTestId('filters-ais').click();
    const pane = page.getByTestId('vessel-filter-pane');
    await pane.waitFor();
    await pane.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-filter-pane-en.png') });
    const words = (await pane.textContent()) ?? '';
    expect(words).toContain('Hide old AIS positions');
    expect(words).not.toMatch(/missing translation|datasets\.ais\./);

    // With tracks coloured by speed the legend lists the six speed bands (A44).
    await page.getByTestId('tab-settings').click();
    await page.getByTestId('setting-colourAisTrackBySpeed').click();
    await page.getByTestId('control-legend').click();
    const legend = page.locator('[data-testid="vessel-legend"][data-by-speed="true"]');
    await legend.waitFor();
    expect(await legend.locator('li[data-testid^="speed-band-"]').count()).toBe(6);
    expect(await legend.textContent()).toContain('20 kn and more');
    await page
      .getByTestId('legend')
      .screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-legend-speed.png') });
    await context.close();
  });

  it('distance circles ring the vessel the details show, move to the next one opened, and a share link hides them', async () => {
    // Two vessels 0.05° of longitude apart (about 1.5 NM at 59° N), south of the others.
    const a = { mmsi: 257990007, lon: SEA.lon - 0.03, lat: SEA.lat - 0.03 };
    const b = { mmsi: 257990008, lon: SEA.lon + 0.02, lat: SEA.lat - 0.03 };
    for (const v of [a, b]) position(v.mmsi, v.lon, v.lat);
    const hash = `12/${a.lat}/${(a.lon + b.lon) / 2}`;
    /**
     * How many of six points on a vessel's 1 NM ring show ink: north, south and the four
     * diagonals, clear of the bearing vectors, which run east along the vessels' latitude.
     */
    const ringInk = async (page: Page, v: { lon: number; lat: number }) => {
      const degLat = 1852 / 111_320;
      const degLon = degLat / Math.cos((v.lat * Math.PI) / 180);
      let inked = 0;
      for (const bearing of [0, 45, 135, 180, 225, 315]) {
        const r = (bearing * Math.PI) / 180;
        const at = await toScreen(page, v.lon + Math.sin(r) * degLon, v.lat + Math.cos(r) * degLat);
        if ((await inkAt(page, at, themes.day.water, 6)) > 40) inked++;
      }
      return inked;
    };
    const context = await newContext(browser);
    const { page } = await openPage(context, hash);
    await navigateInApp(page, `/ais/${a.mmsi}`);
    await page.locator('[data-testid="vessel-details"]').waitFor();
    await expect.poll(() => ringInk(page, a), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-circles-a.png') });
    await navigateInApp(page, `/ais/${b.mmsi}`);
    await page.waitForSelector(`[data-testid="vessel-details"][data-mmsi="${b.mmsi}"]`);
    // No new position of either arrives meanwhile: the route alone moves the rings.
    await expect.poll(() => ringInk(page, b), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    expect(await ringInk(page, a)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-circles-b.png') });
    await page.close();

    const share = encodeURIComponent(JSON.stringify({ options: { hideDistanceCircles: true } }));
    const hidden = await context.newPage();
    await hidden.goto(`${server.origin}/ais/${b.mmsi}?${share}#map=${hash}`);
    await hidden.locator('[data-testid="vessel-details"]').waitFor();
    await waitForMapIdle(hidden);
    await until(
      async () =>
        (await inkAt(hidden, await toScreen(hidden, b.lon, b.lat), themes.day.water)) > 80,
      'vessel b',
    );
    await hidden.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-circles-hidden.png') });
    // Drawn without rings from the first frame the vessel is in.
    expect(await ringInk(hidden, b)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('opens an aid to navigation by its address, /aton/{mmsi}', async () => {
    const mmsi = 992579001;
    aid(mmsi, SEA.lon + 0.01, SEA.lat + 0.02, 'HAVKART NORTH', 9);
    const context = await newContext(browser);
    await context.addInitScript(() => localStorage.setItem('havkart.language', '"en-US"'));
    const page = await context.newPage();
    await page.goto(`${server.origin}/aton/${mmsi}#map=13/${SEA.lat + 0.02}/${SEA.lon + 0.01}`);
    const details = page.locator(`[data-testid="aton-details"][data-feature-id="${mmsi}"]`);
    await details.waitFor({ timeout: 30_000 });
    await expect.poll(() => details.locator('h2').textContent()).toBe('HAVKART NORTH');
    expect(await details.textContent()).toContain('Beacon, cardinal N');
    // Its popup names the type too.
    await waitForMapIdle(page);
    const at = await toScreen(page, SEA.lon + 0.01, SEA.lat + 0.02);
    await page.mouse.click(at[0], at[1]);
    await expect
      .poll(() => page.locator('[data-testid="aton-popup-type"]').textContent())
      .toBe('Beacon, cardinal N');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-aton-popup.png') });

    // Above zoom 11 the aids stream; a pan and a type filter each restart their part.
    const streams: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/live/v1/sse/multiplex')) streams.push(r);
    });
    const aidGeometry = (r: Request) =>
      JSON.stringify((r.postDataJSON() as { aids?: { geometry?: unknown } }).aids?.geometry);
    await page.evaluate(() => (window.location.hash = 'map=13/59.23/3.45'));
    await until(async () => streams.length > 0, 'the stream after a pan');
    const panned = streams.at(-1)!;
    expect(aidGeometry(panned)).toContain('3.4');
    // A page opened on a feature starts with the details open and the menu behind its toggle.
    if (!(await page.getByTestId('group-ais').isVisible())) {
      await page.getByTestId('menu-toggle').click();
      await waitForMapIdle(page);
    }
    const header = page.getByTestId('group-ais').locator('h3').getByRole('button');
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    const filters = page.getByTestId('filters-aton');
    // By keyboard: the menu is still settling after it opened, and a click by coordinates
    // can land beside the button as its row moves.
    await filters.press('Enter');
    await expect.poll(() => filters.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('aton-filter-pane').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'vessels-aton-filters.png') });
    await waitForMapIdle(page);
    const before = streams.length;
    await page.getByTestId('aton-filter-9').click();
    await until(async () => streams.length > before, 'the stream after a filter change');
    // The restarted stream asks for the view as it is now (opening the menu narrowed the map,
    // and small moves keep the old area until something restarts the stream): the same place.
    expect(aidGeometry(streams.at(-1)!)).toContain('3.4');
    await context.close();
  });

  it('three tabs streaming at once still load tiles', async () => {
    const context = await newContext(browser);
    const tabs: { page: Page; requests: Request[] }[] = [];
    for (let i = 0; i < 3; i++) tabs.push(await openPage(context, `13/${SEA.lat}/${SEA.lon}`));
    for (const tab of tabs) {
      await until(async () => posts(tab.requests, '/sse/multiplex').length > 0, 'each stream');
    }
    // Each tab holds one stream, not one per dataset.
    const last = tabs[2]!;
    const tiles: string[] = [];
    last.page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname.startsWith('/tiles/')) tiles.push(r.url());
    });
    await last.page.evaluate(() => (window.location.hash = 'map=12/63.43/10.39'));
    await until(async () => tiles.length > 0, 'new tiles');
    await waitForMapIdle(last.page);
    for (const tab of tabs) {
      const opened = posts(tab.requests, '/sse/multiplex').length;
      expect(posts(tab.requests, '/sse/combined')).toHaveLength(0);
      expect(posts(tab.requests, '/sse/ais')).toHaveLength(0);
      expect(opened).toBeGreaterThan(0);
    }
    await context.close();
  });

  it('screenshots at zoom 5, 9 and 14 in the day and night themes', async () => {
    position(257990005, SEA.lon, SEA.lat);
    for (const theme of ['day', 'night'] as const) {
      const context = await newContext(browser);
      await context.addInitScript((name) => {
        localStorage.setItem(
          'havkart.appearance',
          JSON.stringify({ menuSide: 'left', theme: name, nightOverlayOpacity: 0 }),
        );
      }, theme);
      const { page } = await openPage(context, `5/63/8`);
      for (const [zoom, lat, lon] of [
        [5, 63, 8],
        [9, 60.45, 4.9],
        [14, SEA.lat, SEA.lon],
      ] as const) {
        await page.evaluate((h) => (window.location.hash = h), `map=${zoom}/${lat}/${lon}`);
        await page.waitForFunction((z) => window.location.hash.startsWith(`#map=${z}/`), zoom);
        await waitForMapIdle(page);
        if (zoom === 14) {
          const at = await toScreen(page, SEA.lon, SEA.lat);
          await until(async () => (await inkAt(page, at, themes[theme].water)) > 60, 'a vessel');
        }
        const file = path.join(SCREENSHOT_DIR, `vessels-z${zoom}-${theme}.png`);
        await page.screenshot({ path: file });
        expect(fs.statSync(file).size).toBeGreaterThan(10_000);
        if (zoom === 14) {
          // The vessel's popup in this theme.
          const at = await toScreen(page, SEA.lon, SEA.lat);
          await page.mouse.click(at[0], at[1]);
          await page.locator('[data-testid="vessel-popup"]').waitFor();
          const popup = path.join(SCREENSHOT_DIR, `vessels-popup-z14-${theme}.png`);
          await page.screenshot({ path: popup });
        }
      }
      await context.close();
    }
  });
});
