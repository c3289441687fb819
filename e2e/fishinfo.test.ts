// FiskInfo as a fisher with one bar of signal meets it, against the real server: a net
// deployed at /toolreport shows on the map and at /tools; reported lost while offline it is
// queued, survives a reload while the server answers 503, and "Send now" sends it once when
// the server answers again. A researcher deploys a sensor at a point clicked on the map; an
// anonymous visitor's gear popup names no vessel.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_COLOURS } from '@havkart/dataset-fishing-facilities/client';
import {
  browserAvailable,
  flyTo,
  launchBrowser,
  newContext,
  waitForMapIdle,
} from './support/browser.js';
import { screenPoint } from './support/map-view.js';
import { countColour } from './support/pixels.js';
import { startServerForBrowser, type RunningServer } from './support/server.js';
import { navigateInApp, SCREENSHOT_DIR, waitForView } from './support/web-shell.js';
import { startupPhase } from './support/web-startup.js';

const PASSWORD = 'e2e-demo-password';
/** Open water in Vestfjorden off Bodø, well away from the demo gear. */
const NET = { lat: 67.7, lon: 14.0 };
const QUEUE_KEY = 'havkart.offlineRequests';

async function signIn(page: Page, origin: string, user: string): Promise<void> {
  await page.goto(`${origin}/`);
  expect(await startupPhase(page)).toBe('ready');
  await page.locator('[data-testid="sign-in"]').click();
  await page.getByLabel('Brukernavn').fill(user);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await startupPhase(page)).toBe('ready');
  await page.locator('[data-testid="signed-in-as"]').waitFor();
}

type Stored = { completed: boolean; numberOfFails: number }[];
const queue = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Stored, QUEUE_KEY);

/** Net-coloured pixels in a square around the net's middle. */
async function netPixels(page: Page): Promise<number> {
  const at = await screenPoint(page, NET);
  const png = await page.screenshot({
    clip: { x: at.x - 60, y: at.y - 60, width: 120, height: 120 },
  });
  return countColour(png, TOOL_COLOURS.nets, 40);
}

describe.skipIf(!browserAvailable())('FiskInfo in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let toolId = '';
  // The fisher's page, kept from deploying the net to losing it.
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServerForBrowser({ DEMO_USER_PASSWORD: PASSWORD });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a fisher deploys a net and sees it on the map and at /tools', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signIn(page, server.origin, 'yrkesfisker');

    await navigateInApp(page, '/toolreport');
    await waitForView(page, 'toolreport');
    await page.getByLabel('Breddegrad 1').fill(String(NET.lat));
    await page.getByLabel('Lengdegrad 1').fill(String(NET.lon - 0.05));
    await page.getByRole('button', { name: 'Legg til posisjon' }).click();
    await page.getByLabel('Breddegrad 2').fill(String(NET.lat));
    await page.getByLabel('Lengdegrad 2').fill(String(NET.lon + 0.05));
    await page.getByLabel('Garnlengde (meter)').fill('4000');
    await page.getByTestId('report-send').click();
    await waitForView(page, 'tools');
    const tool = page.locator('[data-testid="tool"]');
    await tool.first().waitFor();
    toolId = (await tool.first().getAttribute('data-tool-id')) ?? '';
    expect(await tool.first().innerText()).toContain('4000 m');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fishinfo-tools.png') });

    // Sign-in came back to the start view: move to the net, then switch the gear on.
    await flyTo(page, 10, NET.lat, NET.lon);
    await page.getByTestId('toggle-fishingfacility').click();
    await waitForMapIdle(page);
    await expect.poll(() => netPixels(page), { timeout: 20_000 }).toBeGreaterThan(40);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fishinfo-net-on-map.png') });
  }, 60_000);

  it('an anonymous visitor’s gear popup names no vessel', async () => {
    expect(toolId).not.toBe('');
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`${server.origin}/#map=10/${NET.lat}/${NET.lon}`);
    expect(await startupPhase(page)).toBe('ready');
    await page.getByTestId('toggle-fishingfacility').click();
    await waitForMapIdle(page);
    await expect.poll(() => netPixels(page), { timeout: 20_000 }).toBeGreaterThan(40);
    const at = await screenPoint(page, NET);
    await page.mouse.click(at.x, at.y);
    const popup = page.getByTestId('fishingfacility-popup');
    await popup.waitFor({ timeout: 15_000 });
    const text = await popup.innerText();
    expect(text).toContain('Garn');
    expect(text).toMatch(/4\s?000 m/);
    expect(text).not.toContain('DEMO HAVFISK');
    expect(text).not.toContain('LDEM1');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fishinfo-anonymous-popup.png') });
    await visitor.close();
  }, 60_000);

  it('lost while offline, the report is queued, survives a reload and is sent once', async () => {
    await navigateInApp(page, '/tools');
    await waitForView(page, 'tools');
    // Offline: the report is queued with one failure.
    await context.setOffline(true);
    await page.getByTestId('tool-lost').first().click();
    await expect.poll(async () => (await queue(page))[0]?.numberOfFails).toBe(1);

    // Back online, but the server answers 503: after a reload the report is still queued.
    const lostPath = '**/fishingfacilitychange/lost';
    await page.route(lostPath, (route) => route.fulfill({ status: 503, body: '' }));
    await context.setOffline(false);
    await page.reload();
    expect(await startupPhase(page)).toBe('ready');
    await expect.poll(async () => (await queue(page))[0]?.numberOfFails ?? 0).toBeGreaterThan(1);
    expect((await queue(page))[0]?.completed).toBe(false);

    // The server answers again; "Send now" (a minute on, A76) sends it, once.
    await page.unroute(lostPath);
    const answered: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/fishingfacilitychange/lost')) answered.push(response);
    });
    await page.clock.setFixedTime(Date.now() + 61_000);
    await navigateInApp(page, '/toolhistory');
    await waitForView(page, 'toolhistory');
    await page.getByTestId('queue-send-now').click();
    await expect
      .poll(() => page.locator('[data-testid="queue-item"]').first().getAttribute('data-completed'))
      .toBe('true');
    expect(answered.map((r) => r.status())).toEqual([201]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fishinfo-queue-sent.png') });
    await context.close();
  }, 90_000);

  it('a researcher deploys a sensor', async () => {
    const researcher = await newContext(browser);
    const page = await researcher.newPage();
    await signIn(page, server.origin, 'havforsker');
    await navigateInApp(page, '/toolreport');
    await waitForView(page, 'toolreport');
    await page.getByLabel('Sensor-ID').fill('CTD-7');
    // The position comes from a click on the map beside the open form: it fills the row and
    // is drawn where it was clicked, and the click opens no popup.
    await flyTo(page, 8, 68.3, 15.0);
    // The middle of the map between the menu and the form, where a click reaches the canvas.
    const click = await page.evaluate(() => {
      const y = 300;
      const hits: number[] = [];
      for (let x = 0; x < window.innerWidth; x += 10) {
        if (document.elementFromPoint(x, y)?.classList.contains('maplibregl-canvas')) hits.push(x);
      }
      return { x: hits[Math.floor(hits.length / 2)] ?? 0, y };
    });
    await page.mouse.click(click.x, click.y);
    await expect.poll(() => page.getByLabel('Breddegrad 1').inputValue()).not.toBe('');
    const lat = Number(await page.getByLabel('Breddegrad 1').inputValue());
    const lon = Number(await page.getByLabel('Lengdegrad 1').inputValue());
    const at = await screenPoint(page, { lat, lon });
    expect(Math.hypot(at.x - click.x, at.y - click.y)).toBeLessThan(3);
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fishinfo-position-clicked.png') });
    await page.getByTestId('report-send').click();
    await waitForView(page, 'sensors');
    await expect
      .poll(() => page.locator('[data-testid="sensor"]').allInnerTexts())
      .toEqual([expect.stringContaining('CTD-7')]);
    await researcher.close();
  }, 60_000);
});
