// Offline at sea (spec 01 §4, §7; spec 02 §7): the only browser file that lets service
// workers run. One server on a copy of the built web app, so the worker file can change (an
// update) and the server can be stopped (a start with nothing reachable).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import { fairwayColours } from '@havkart/dataset-fairways/client';
import { CHROMIUM_ARGS, browserAvailable, flyTo, waitForMapIdle } from './support/browser.js';
import { chromium } from 'playwright-core';
import { mapCanvasBox } from './support/map-view.js';
import { countColour, nearestColour, patchColour } from './support/pixels.js';
import { signInOnLoginPage } from './support/registration.js';
import { repoRoot, startServerForBrowser, type RunningServer } from './support/server.js';
import { startupPhase } from './support/web-startup.js';
import { SCREENSHOT_DIR, navigateInApp, waitForView } from './support/web-shell.js';

/** Around Bergen at zoom 9: open sea to the west, land to the east, two demo fairways. */
const AREA = { zoom: 9, lat: 60.3, lon: 5.2 };
const AREA_HASH = `#map=${AREA.zoom}/${AREA.lat}/${AREA.lon}`;
const palette = { land: themes.day.land, water: themes.day.water };
const PASSWORD = 'e2e-offline-password';

function copyWebApp(): string {
  const built = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-offline-web-'));
  fs.cpSync(built, copy, { recursive: true });
  return copy;
}

/** Opens the menu (closed on a phone) on one of its tabs. */
async function openMenuTab(page: Page, tab: 'datasets' | 'settings'): Promise<void> {
  if (!(await page.getByTestId('menu').isVisible())) await page.getByTestId('menu-toggle').click();
  await page.getByTestId(`tab-${tab}`).click();
}

async function workerState(page: Page) {
  return page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    return {
      scripts: registrations.map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? ''),
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

describe.skipIf(!browserAvailable())('offline at sea, with the service worker', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dist: string;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    dist = copyWebApp();
    server = await startServerForBrowser({ WEB_DIST_DIR: dist, DEMO_USER_PASSWORD: PASSWORD });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    context = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      serviceWorkers: 'allow',
      locale: 'en-US',
    });
    await context.addInitScript(() => {
      if (localStorage.getItem('havkart.news') === null) {
        localStorage.setItem('havkart.news', JSON.stringify(['welcome']));
        // Fairways on; live vessels off (they keep the map from ever going idle), and the
        // labels off so land and sea pixels are the base map's own.
        localStorage.setItem(
          'havkart.datasets',
          JSON.stringify({
            fairways: { enabled: true },
            ais: { enabled: false },
            aton: { enabled: false },
            placelabels: { enabled: false },
          }),
        );
      }
    });
    page = await context.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('registers /sw.js for the app and none in embed mode (R26.21, R27.04)', async () => {
    // The embedded page has a context (and so a worker registry) of its own; both start at once.
    const embed = await browser.newContext({ serviceWorkers: 'allow' });
    const embedded = await embed.newPage();
    const [embedPhase, appPhase] = await Promise.all([
      embedded.goto(`${server.origin}/embed`).then(() => startupPhase(embedded)),
      page.goto(`${server.origin}/caching?lang=en-US${AREA_HASH}`).then(() => startupPhase(page)),
    ]);
    expect([embedPhase, appPhase]).toEqual(['ready', 'ready']);
    expect((await workerState(embedded)).scripts).toEqual([]);
    await embed.close();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect((await workerState(page)).scripts).toEqual([`${server.origin}/sw.js`]);
  });

  it('/caching downloads the area with fairways, its progress bar moving, and lists it', async () => {
    await waitForMapIdle(page);
    await page.getByTestId('caching-download').click();
    expect(await page.getByTestId('caching-name-error').isVisible()).toBe(true);
    // Every value the progress bar shows, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>('[data-testid="caching-progress"]');
        if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByTestId('caching-name').fill('Bergen');
    expect(await page.getByTestId('caching-sources').innerText()).toMatch(/fairway/i);
    await page.getByTestId('caching-download').click();
    await expect.poll(() => page.getByTestId('caching-area').count(), { timeout: 20_000 }).toBe(1);
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const area = page.getByTestId('caching-area');
    expect(await area.innerText()).toContain('Bergen');
    expect(await area.innerText()).toMatch(/(\d+) of \1 files, 0 failed/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-caching.png') });
  });

  it('a whole-coast area warns with its tile count, and cancel leaves nothing', async () => {
    const before = await page.evaluate(() => caches.keys());
    await flyTo(page, 4, 65, 14);
    await page.getByTestId('caching-name').fill('Kysten');
    await page.getByTestId('caching-download').click();
    const warning = page.getByTestId('caching-warning');
    await expect.poll(() => warning.count()).toBe(1);
    expect(await warning.innerText()).toMatch(
      /This area is [\d,  ]+ map tiles \(about [\d.,]+ MB\)\. Download\?/,
    );
    await page.getByTestId('caching-cancel').click();
    expect(await warning.count()).toBe(0);
    expect(await page.evaluate(() => caches.keys())).toEqual(before);
    expect(await page.getByTestId('caching-area').count()).toBe(1);
    await flyTo(page, AREA.zoom, AREA.lat, AREA.lon);
  });

  it('a new area drawn on the map ("Draw on the map", as R12.09) downloads the box around it', async () => {
    await page.getByTestId('caching-area-drawn').check();
    await page.getByTestId('area-draw-on-map').click();
    await page.getByTestId('draw-controls').waitFor({ timeout: 30_000 });
    const map = await mapCanvasBox(page);
    const [x, y] = [map.x + map.width / 2, map.y + map.height / 2];
    for (const [dx, dy] of [
      [-60, -40],
      [60, -40],
      [60, 40],
      [-60, 40],
    ] as const) {
      await page.mouse.click(x + dx, y + dy);
    }
    await page.keyboard.press('Enter');
    const field = page.getByTestId('caching-view').getByLabel('Area of interest (GeoJSON polygon)');
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/^\{"type":"Polygon"/);
    const ring = (JSON.parse(await field.inputValue()) as { coordinates: number[][][] })
      .coordinates[0]!;
    await page.getByTestId('caching-name').fill('Drawn');
    await page.getByTestId('caching-download').click();
    await expect.poll(() => page.getByTestId('caching-area').count(), { timeout: 20_000 }).toBe(2);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-caching-drawn.png') });
    const records = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('havkart.caches') ?? '[]') as {
          name: string;
          bounds: number[];
        }[],
    );
    const lons = ring.map((corner) => corner[0]!);
    const lats = ring.map((corner) => corner[1]!);
    const box = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
    const drawn = records.filter((record) => record.name === 'Drawn');
    expect(drawn.length).toBeGreaterThan(0);
    for (const record of drawn) expect(record.bounds).toEqual(box);
    // Gone again, with the drawing, so the rest of the file has its one area.
    await page
      .getByTestId('caching-area')
      .filter({ hasText: 'Drawn' })
      .getByTestId('caching-delete')
      .click();
    await expect.poll(() => page.getByTestId('caching-area').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('draw-clear').click();
    await page.getByTestId('caching-area-mapView').check();
  });

  it('a deleted cache entry marks the area damaged after a reload (R26.18)', async () => {
    const deleted = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('basemap'));
      const cache = await caches.open(name ?? '');
      const tile = (await cache.keys()).find((request) => request.url.includes('/0/0/0.pbf'));
      return tile ? cache.delete(tile) : false;
    });
    expect(deleted).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('caching-damaged').count(), { timeout: 15_000 })
      .toBe(1);
    // Downloading it again repairs it.
    await page.getByTestId('caching-update').click();
    await expect
      .poll(() => page.getByTestId('caching-damaged').count(), { timeout: 20_000 })
      .toBe(0);
  });

  it('a changed sw.js brings the prompt; accepting reloads under the new worker (R26.22, R26.23)', async () => {
    fs.appendFileSync(path.join(dist, 'sw.js'), '\n// a new release\n');
    await page.evaluate(
      () => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true),
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect.poll(() => prompt.count(), { timeout: 15_000 }).toBe(1);
    expect(await prompt.innerText()).toContain('A new version of Havkart is ready');
    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const script = await (await fetch('/sw.js', { cache: 'no-store' })).text();
      return { waiting: registration?.waiting ?? null, new: script.includes('a new release') };
    });
    expect(worker).toEqual({ waiting: null, new: true });
    expect(await prompt.count()).toBe(0);
  });

  it('the browser going offline shows the banner; back online the test file, asked afresh, takes it away (R26.01, R26.02, R26.09)', async () => {
    const tests: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/assets/connectionTestFile.txt')) tests.push(request.url());
    };
    page.on('request', onRequest);
    const banner = page.getByTestId('offline-banner');
    expect(await banner.count()).toBe(0);
    await context.setOffline(true);
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.innerText()).toContain('You appear to be offline');
    expect(await banner.innerText()).toContain(
      'Functionality will be limited until internet is available.',
    );
    await context.setOffline(false);
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    expect(tests.length).toBeGreaterThan(0);
    // Twice more by the browser's own events: each asks with a new random value.
    for (const state of [true, false, true, false]) await context.setOffline(state);
    await expect.poll(() => tests.length, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(new Set(tests).size).toBe(tests.length);
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    page.off('request', onRequest);
  });

  it('manual offline mode pauses the live stream and says so; errors say offline (R02.29); the banner opens /caching; all resumes after', async () => {
    const live: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/live/')) live.push(pathname);
    });
    // Vessels on, at a zoom where they stream.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}') as object;
      localStorage.setItem(
        'havkart.datasets',
        JSON.stringify({ ...saved, ais: { enabled: true } }),
      );
    });
    await page.goto(`${server.origin}/?lang=en-US#map=12/60.39/5.32`);
    expect(await startupPhase(page)).toBe('ready');
    const streamed = () => live.filter((p) => p.endsWith('/sse/multiplex')).length;
    await expect.poll(streamed, { timeout: 20_000 }).toBeGreaterThan(0);

    await openMenuTab(page, 'settings');
    await page.getByTestId('manual-offline').click();
    const banner = page.getByTestId('offline-banner');
    await expect.poll(() => banner.count()).toBe(1);
    const asked = live.length;
    // A zoom to the polling range and back, and a move: each would ask the server at once.
    await page.evaluate(() => (window.location.hash = 'map=10/60.39/5.32'));
    await waitForMapIdle(page);
    await page.evaluate(() => (window.location.hash = 'map=13/60.42/5.25'));
    await waitForMapIdle(page);
    await openMenuTab(page, 'datasets');
    if (!(await page.getByTestId('dataset-ais').isVisible())) {
      await page.getByTestId('group-ais').getByRole('button').first().click();
    }
    expect(await page.getByTestId('dataset-ais').getByTestId('live-paused').innerText()).toContain(
      'Live updates are paused while the app is offline',
    );
    // R02.29: a failed call says offline mode, whatever its cause (here the worker's 503).
    await page.getByTestId('download-coastalwarnings').click();
    await page.getByTestId('download-dialog').waitFor();
    await page.getByTestId('download-format-geojson').check();
    await page.getByTestId('download-start').click();
    const dialog = page.getByTestId('download-dialog');
    await expect
      .poll(() => dialog.innerText(), { timeout: 10_000 })
      .toContain('The service is in offline mode with reduced functionality.');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-manual-error.png') });
    await page
      .getByTestId('modal-download-coastalwarnings')
      .getByRole('button', { name: 'Close' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('dataset-ais').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-manual-desktop.png') });
    expect(live.length).toBe(asked);

    // On a phone the banner folds to its compact label (R26.06, R26.07).
    await page.setViewportSize({ width: 390, height: 844 });
    // The phone layout first, then its menu (it may close by itself when the layout changes).
    await page.locator('.shell[data-viewport="mobile"]').waitFor();
    if (await page.getByTestId('menu').isVisible()) {
      await page
        .getByTestId('menu-close')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    }
    await page.getByTestId('menu').waitFor({ state: 'hidden' });
    await banner.getByRole('button', { name: 'Collapse' }).click();
    expect(await page.getByTestId('offline-banner-compact').innerText()).toBe('Offline');
    expect(await page.getByTestId('offline-banner-full').count()).toBe(0);
    const box = await banner.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-manual-phone.png') });
    for (const [width, height] of [
      [768, 1024],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `offline-manual-${width}x${height}.png`),
      });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await banner.getByRole('button', { name: 'Show more' }).click();
    // The banner's offline controls open /caching (R26.08).
    await page.getByTestId('offline-controls').click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/caching');
    // On a phone the details pane opens as a folded sheet.
    await waitForView(page, 'caching');
    if ((await page.getByTestId('details-expand').getAttribute('aria-expanded')) !== 'true') {
      await page.getByTestId('details-expand').click();
    }
    await page.getByTestId('caching-area').first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-manual-caching-phone.png') });
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(live.length).toBe(asked);

    await openMenuTab(page, 'settings');
    await page.getByTestId('manual-offline').click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect
      .poll(streamed, { timeout: 20_000 })
      .toBeGreaterThan(live.slice(0, asked).filter((p) => p.endsWith('/sse/multiplex')).length);
  });

  it('a stored sign-in that ran out while offline is renewed once back online', async () => {
    // A context of its own: the signed-in user's data stays out of the other tests.
    // The provider's login page speaks the browser's language; the helper reads Norwegian.
    const signedIn = await browser.newContext({ serviceWorkers: 'block', locale: 'nb-NO' });
    await signedIn.addInitScript(() =>
      localStorage.setItem('havkart.news', JSON.stringify(['welcome'])),
    );
    const other = await signedIn.newPage();
    await other.goto(`${server.origin}/?lang=en-US`);
    expect(await startupPhase(other)).toBe('ready');
    await openMenuTab(other, 'datasets');
    await other.getByTestId('sign-in').click();
    await signInOnLoginPage(other, 'yrkesfisker', PASSWORD, '/');
    expect(await startupPhase(other)).toBe('ready');
    const storedUser = () =>
      other.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('havkart.oidc.user:'));
        return key ? (JSON.parse(localStorage.getItem(key)!) as { expires_at: number }) : null;
      });
    expect(await storedUser()).not.toBeNull();
    // At sea the token runs out; the app is started again in manual offline mode.
    await other.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('havkart.oidc.user:'))!;
      const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
      user.expires_at = Math.floor(Date.now() / 1000) - 600;
      localStorage.setItem(key, JSON.stringify(user));
      localStorage.setItem('havkart.manualOfflineMode', 'true');
    });
    await other.reload();
    expect(await startupPhase(other)).toBe('ready');
    await openMenuTab(other, 'settings');
    await other.getByTestId('signed-in-as').waitFor();
    expect((await storedUser())!.expires_at * 1000).toBeLessThan(Date.now());
    await other.getByTestId('manual-offline').click();
    await expect
      .poll(async () => (await storedUser())!.expires_at * 1000, { timeout: 20_000 })
      .toBeGreaterThan(Date.now());
    expect(await other.getByTestId('signed-in-as').count()).toBe(1);
    await signedIn.close();
  });

  it('starts with nothing reachable: land, sea and fairways of the area, the offline banner, live vessels paused, the queued report', async () => {
    await page.evaluate((hash) => (window.location.hash = hash), AREA_HASH);
    // A report that could not be sent, queued in this device's storage as the FiskInfo forms
    // leave it (spec 01 §3, offline request queue item).
    await page.evaluate(() => {
      const at = new Date().toISOString();
      localStorage.setItem(
        'havkart.offlineRequests',
        JSON.stringify([
          {
            id: 'queued-at-sea',
            category: 'fishingFacility',
            completed: false,
            initialFailDateTime: at,
            latestFailDateTime: at,
            numberOfFails: 1,
            request: { kind: 'lost', body: {} },
          },
        ]),
      );
    });
    await context.setOffline(true);
    await server.stop();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.origin}/?lang=en-US${AREA_HASH}`);
    expect(await startupPhase(page)).toBe('ready');
    await waitForMapIdle(page);
    const banner = page.getByTestId('offline-banner');
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(1);
    expect(await banner.innerText()).toContain('You appear to be offline');
    const box = await mapCanvasBox(page);
    const image = await page.screenshot({
      clip: box,
      path: path.join(SCREENSHOT_DIR, 'offline-start.png'),
    });
    const at = (lat: number, lon: number) => {
      // Web Mercator pixels from the centre: MapLibre's world is 512 px wide at zoom 0.
      const scale = (512 * 2 ** AREA.zoom) / 360;
      const merc = (value: number) => Math.log(Math.tan(Math.PI / 4 + (value * Math.PI) / 360));
      const dy = ((merc(AREA.lat) - merc(lat)) * 180) / Math.PI;
      return patchColour(
        image,
        box.width / 2 + (lon - AREA.lon) * scale,
        box.height / 2 + dy * scale,
      );
    };
    // The open sea west of Sotra, and the land of Bergen's peninsula.
    expect(nearestColour(at(60.36, 4.58), palette)).toBe('water');
    expect(nearestColour(at(60.337, 5.087), palette)).toBe('land');
    expect(countColour(image, fairwayColours(themes.day).Hovedled, 30)).toBeGreaterThan(20);
    // The vessels left on by the test before are paused, and the menu says so (spec 01 §4).
    await openMenuTab(page, 'datasets');
    if (!(await page.getByTestId('dataset-ais').isVisible())) {
      await page.getByTestId('group-ais').getByRole('button').first().click();
    }
    await page.getByTestId('dataset-ais').getByTestId('live-paused').waitFor();
    expect(requests.filter((url) => url.includes('/live/'))).toEqual([]);
    await navigateInApp(page, '/toolhistory');
    await expect.poll(() => page.getByTestId('queue-item').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('queue-item').getAttribute('data-completed')).toBe('false');
    expect(
      requests.filter((url) => !url.startsWith(server.origin) && !/^(data|blob):/.test(url)),
    ).toEqual([]);
  });

  it('deleting the area, still offline, removes its cached files and its record (R26.17)', async () => {
    await navigateInApp(page, '/caching');
    await page.getByTestId('caching-delete').click();
    await expect.poll(() => page.getByTestId('caching-area').count(), { timeout: 10_000 }).toBe(0);
    const left = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('havkart-area-')),
    );
    expect(left).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('havkart.caches'))).toBe('[]');
  });
});
