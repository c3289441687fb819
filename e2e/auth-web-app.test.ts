/**
 * Sign-in as the web app does it, in Chromium against the real server and its built-in
 * provider (spec 01 §2, §4, §6, §8): an anonymous start with no silent sign-in frame,
 * vessels with the AIS token on a server that requires one, nothing saved to the server while
 * anonymous, a sign-in from a vessel's page that comes back to it, and a callback with a
 * tampered state that is refused.
 */
import dgram from 'node:dgram';
import path from 'node:path';
import { AisEncoder } from '@havkart/ais';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { freeUdpPort, type RunningServer } from './support/server.js';
import { navigateInApp, SCREENSHOT_DIR, waitForView } from './support/web-shell.js';
import { startServerForBrowser, startupPhase } from './support/web-startup.js';

const PASSWORD = 'e2e-demo-password';
/** Open sea west of Bergen; the vessel sits in the middle of the first view. */
const SEA = { lat: 59.2, lon: 3.4 };
const MMSI = 257990101;

/** What the page logged to the console, as text. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/** Opens the menu when a start on a details route left it behind its toggle. */
async function openMenu(page: Page): Promise<void> {
  if ((await page.getByTestId('menu').count()) === 0) await page.getByTestId('menu-toggle').click();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `auth-web-app-${name}.png`) });

describe.skipIf(!browserAvailable())('sign-in in the web app', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let logged: string[];
  /** Console errors and every URL the page and its frames asked for. */
  const errors: string[] = [];
  const requested: string[] = [];
  /** Every request of the anonymous page that would save or delete user data on the server. */
  const userDataWrites: Request[] = [];
  const udp = dgram.createSocket('udp4');

  beforeAll(async () => {
    const udpPort = await freeUdpPort();
    server = await startServerForBrowser({
      DEMO_USER_PASSWORD: PASSWORD,
      // Open AIS only with a token: vessels on the map prove the anonymous token works.
      AIS_OPEN_REQUIRES_TOKEN: 'true',
      AIS_SOURCES: `udp://127.0.0.1:${udpPort}`,
    });
    const encoder = new AisEncoder({ talker: 'AI' });
    const lines = encoder.encode(
      {
        messageType: 1,
        mmsi: MMSI,
        longitude: SEA.lon,
        latitude: SEA.lat,
        speedOverGround: 8,
        courseOverGround: 90,
        trueHeading: 90,
        navigationalStatus: 0,
        timeStamp: 10,
      },
      { time: Math.floor(Date.now() / 1000) },
    );
    for (const line of lines) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    logged = consoleOf(page);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => requested.push(request.url()));
    page.on('request', (request) => {
      if (request.url().includes('/spausersetting/') && request.method() !== 'GET') {
        userDataWrites.push(request);
      }
    });
  }, 60_000);

  afterAll(async () => {
    udp.close();
    await browser?.close();
    await server?.stop();
  });

  it('anonymous: one app load, no silent sign-in frame, no console error; vessels come with the AIS token', async () => {
    const token = page.waitForResponse((r) => r.url().endsWith('/auth/connect/token'));
    const vessels = page.waitForResponse(
      (r) =>
        r.url().endsWith('/live/v1/latest/combined') &&
        r.request().method() === 'POST' &&
        r.status() === 200,
      { timeout: 30_000 },
    );
    await page.goto(`${server.origin}/#map=10/${SEA.lat}/${SEA.lon}`);
    expect(await startupPhase(page)).toBe('ready');
    await page.getByTestId('sign-in').waitFor();
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);

    const aisToken = ((await (await token).json()) as { access_token: string }).access_token;
    const answer = await vessels;
    expect(answer.request().headers().authorization).toBe(`Bearer ${aisToken}`);
    expect(((await answer.json()) as { mmsi: number }[]).map((v) => v.mmsi)).toContain(MMSI);

    // The vessel is on the map: a click on it, in the middle of the view, opens its popup.
    await waitForMapIdle(page);
    const box = await mapCanvasBox(page);
    await expect
      .poll(
        async () => {
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          return page.getByTestId('vessel-popup').getAttribute('data-mmsi', { timeout: 1_000 });
        },
        { timeout: 20_000 },
      )
      .toBe(String(MMSI));
    await shot(page, 'anonymous-vessel');
    // The map's other top-right controls are drawn by now; "Tegn rute" is not among them.
    await page.getByTestId('control-measure').waitFor();
    expect(await page.getByTestId('control-draw-route').count()).toBe(0);

    // One load of the app: no silent sign-in frame without a sign-in to renew, so no script
    // is fetched twice and nothing is logged as an error.
    expect(requested.filter((url) => url.includes('/oidc_silent_redirect_uri'))).toEqual([]);
    const scripts = requested.filter((url) => new URL(url).pathname.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('anonymous: a changed setting and map view stay in local storage, nothing is sent to the server', async () => {
    if (!(await page.getByTestId('menu').isVisible()))
      await page.getByTestId('menu-toggle').click();
    await page.getByTestId('tab-settings').click();
    await page.getByTestId('setting-utcTime').click();
    await page.evaluate(() => (window.location.hash = 'map=9.5/59.3/3.5'));
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('havkart.settings')))
      .toContain('"utcTime":true');
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('havkart.mapState')))
      .toContain('59.3');
    // Local and server saves start together (the server one only when signed in), so by
    // now a save to the server would have been sent; the signed-in test below shows one is.
    expect(userDataWrites.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
    await page.getByTestId('setting-utcTime').click();
    await page.getByTestId('tab-datasets').click();
  });

  it('a callback with a tampered state is refused: logged, back to / and not signed in', async () => {
    // The sign-in request leaves with a state the web app never stored; the provider sends
    // it back unchanged, as it would an attacker's.
    const tamper = (url: URL) => url.pathname === '/auth/auth' && url.searchParams.has('state');
    await page.route(tamper, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('state', 'tampered');
      await route.continue({ url: url.href });
    });
    const loggedBefore = logged.length;
    const callback = page.waitForRequest((r) => r.url().includes('/oidc_redirect_uri?'));
    await page.getByTestId('sign-in').click();
    await page.getByLabel('Brukernavn').fill('yrkesfisker');
    await page.getByLabel('Passord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    const sent = new URL((await callback).url());
    await page.unroute(tamper);
    expect(sent.searchParams.get('state')).toBe('tampered');
    expect(sent.searchParams.get('code')).toBeTruthy();
    await page.waitForFunction(() => window.location.pathname === '/', undefined, {
      timeout: 30_000,
    });
    expect(await startupPhase(page)).toBe('ready');
    expect(logged.slice(loggedBefore).some((line) => line.includes('OIDC redirect URI'))).toBe(
      true,
    );
    await page.getByTestId('sign-in').waitFor();
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);
    // The provider's session lives on: without its cookies the next sign-in asks again.
    await context.clearCookies();
  });

  it('a sign-in started on a vessel page comes back to that page, signed in', async () => {
    await navigateInApp(page, `/ais/${MMSI}`);
    await waitForView(page, 'dataset');
    await page.getByTestId('sign-in').click();
    await page.getByLabel('Brukernavn').fill('yrkesfisker');
    await page.getByLabel('Passord').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/ais/${MMSI}`, { timeout: 30_000 }),
      page.getByRole('button', { name: 'Logg inn' }).click(),
    ]);
    expect(await startupPhase(page)).toBe('ready');
    // Back on a vessel's page the details are the one panel; the menu is behind its toggle.
    await openMenu(page);
    await page.getByTestId('signed-in-as').waitFor();
    expect(await page.getByTestId('signed-in-as').textContent()).toContain('Demo Yrkesfisker');
    await waitForView(page, 'dataset');
    expect(new URL(page.url()).pathname).toBe(`/ais/${MMSI}`);
    // Signed in, "Tegn rute" joins the top-right controls (R01.21); anonymous it was absent.
    await page.getByTestId('control-draw-route').waitFor({ timeout: 30_000 });
    await shot(page, 'signed-in-back-on-vessel');
    // Signed in, the same change is saved to the server.
    await page.getByTestId('tab-settings').click();
    await page.getByTestId('setting-utcTime').click();
    await expect.poll(() => userDataWrites.map((r) => r.method())).toContain('POST');
  });

  it('a signed-in reload signs in silently through the small callback page, not a second app', async () => {
    // Without the stored sign-in only the provider's session (its httpOnly cookie) is left:
    // the hint the sign-in left lets the app ask for it in the hidden frame.
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (key.startsWith('havkart.oidc.')) window.localStorage.removeItem(key);
      }
    });
    expect(await page.evaluate(() => window.localStorage.getItem('havkart.signInSession'))).toBe(
      'true',
    );
    requested.length = 0;
    errors.length = 0;
    const silent = page.waitForResponse((r) => r.url().includes('/oidc_silent_redirect_uri?'));
    await page.reload();
    expect((await silent).headers()['content-type']).toContain('text/html');
    expect(await startupPhase(page)).toBe('ready');
    await openMenu(page);
    await page.getByTestId('signed-in-as').waitFor();
    // The frame fetched the callback page's own scripts: no React, no map, no app entry.
    const entries = requested.filter((url) => /\/assets\/(index|maplibre|react)-/.test(url));
    expect(entries.filter((url, index) => entries.indexOf(url) !== index)).toEqual([]);
    // Nothing about the sign-in is logged as an error. (The vessel page's track may ask
    // before the AIS token has come after a reload; that is the track's own matter.)
    expect(errors.filter((line) => /OIDC|sign-?in/i.test(line))).toEqual([]);
  });
});
