// Favourites and sharing as a new user meets them, against the real server: a point kept as a
// favourite, opened from the panel and removed; a share link opened in a second browser
// context with its layers, night mode and a locked map that a drag leaves still; a broken
// link; a shared position; and the embed snippet on a site the server allows.
import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox, parseMapHash } from './support/map-view.js';
import { freePort, type RunningServer } from './support/server.js';
import { waitForView } from './support/web-shell.js';
import { startServerForBrowser, startupPhase } from './support/web-startup.js';

/** A site that embeds the map: its one page holds the snippet the embed dialog gave. */
async function embeddingSite(port: number, snippet: string): Promise<http.Server> {
  const site = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Partner</title><body>${snippet}</body>`);
  });
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  return site;
}

describe.skipIf(!browserAvailable())('favourites and sharing', () => {
  let server: RunningServer;
  let browser: Browser;
  let sitePort: number;

  async function freshPage(address: string): Promise<Page> {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.origin}${address}`, { timeout: 120_000 });
    return page;
  }

  beforeAll(async () => {
    sitePort = await freePort();
    server = await startServerForBrowser({
      AIS_SOURCES: 'sim://?vessels=50&seed=5',
      EMBED_ORIGINS: `http://127.0.0.1:${sitePort}`,
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds a point to the favourites, opens it from the panel and removes it', async () => {
    const page = await freshPage('/point/5.3_60.4');
    await waitForView(page, 'point');
    await page.getByTestId('favourite-star').click();
    await expect
      .poll(() => page.getByTestId('favourite-star').getAttribute('aria-pressed'))
      .toBe('true');
    // Somewhere else, the panel opens the favourite again and counts the visit.
    await page.goto(`${server.origin}/`, { timeout: 120_000 });
    await page.getByTestId('control-favourites').click({ timeout: 120_000 });
    const panel = page.getByTestId('favourites-panel');
    await expect.poll(() => panel.getByRole('heading').allTextContents()).toEqual(['Posisjoner']);
    await panel.getByTestId('favourite-open').click();
    await waitForView(page, 'point');
    expect(new URL(page.url()).pathname).toBe('/point/5.3_60.4');
    // The map now shows the favourite in its middle; clicking it opens the favourite popup on
    // the map at the click, like any feature's popup (not a dialog in the middle of the page),
    // and does not also open the clicked point's details. A click a little off the middle
    // still hits the favourite but lies at other coordinates, which a details page would name.
    await waitForMapIdle(page, 150_000);
    const box = await mapCanvasBox(page);
    const click = { x: box.x + box.width / 2 + 3, y: box.y + box.height / 2 + 2 };
    // A mouse resting on it shows the pointer cursor and the favourite's hover popup first.
    await page.mouse.move(click.x, click.y);
    await page.getByTestId('map-popup-hovered').getByTestId('favourite-popup').waitFor();
    expect(await page.locator('.maplibregl-canvas').evaluate((canvas) => canvas.style.cursor)).toBe(
      'pointer',
    );
    await page.mouse.click(click.x, click.y);
    const popup = page.getByTestId('favourite-popup');
    await popup.getByTestId('favourite-open').waitFor({ timeout: 30_000 });
    // The card stands just above the click, like every map popup's.
    const card = page
      .getByTestId('map-popup-clicked')
      .filter({ has: popup })
      .locator('.map-popup-card');
    const anchored = await card.boundingBox({ timeout: 10_000 });
    expect(anchored).not.toBeNull();
    if (anchored) {
      const dx = Math.max(anchored.x - click.x, 0, click.x - (anchored.x + anchored.width));
      const dy = Math.max(anchored.y - click.y, 0, click.y - (anchored.y + anchored.height));
      expect(Math.hypot(dx, dy)).toBeLessThan(150);
      expect(anchored.y + anchored.height).toBeLessThanOrEqual(click.y);
    }
    expect(new URL(page.url()).pathname).toBe('/point/5.3_60.4');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/point/5.3_60.4');
    await page.getByTestId('control-favourites').click();
    await expect.poll(() => panel.getByTestId('favourite-open').textContent()).toContain('1 besøk');
    await panel.getByTestId('favourite-remove').click();
    await panel.getByText(/Du har ingen favoritter/).waitFor();
    await page.context().close();
  }, 240_000);

  it('opens a share link in another context with its layers, night mode and a locked map', async () => {
    const sharer = await freshPage('/');
    await startupPhase(sharer, 120_000);
    // The sharer has the fairways on, which a newcomer has off.
    await sharer.evaluate(() => {
      const key = 'havkart.datasets';
      const held = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      held.fairways = { id: 'fairways', enabled: true, collapsed: true, filters: [], options: {} };
      window.localStorage.setItem(key, JSON.stringify(held));
    });
    await sharer.reload({ timeout: 120_000 });
    await startupPhase(sharer, 120_000);
    await sharer.getByTestId('control-share').click({ timeout: 120_000 });
    await sharer.getByTestId('share-option-useNightMode').check();
    await sharer.getByTestId('share-option-nonInteractiveMap').check();
    const link = await sharer.getByTestId('share-link').inputValue();
    expect(link.length).toBeLessThan(2000);
    await sharer.context().close();

    const recipient = await freshPage(new URL(link).pathname + new URL(link).search);
    await startupPhase(recipient, 120_000);
    await expect
      .poll(() => recipient.evaluate(() => document.documentElement.dataset.theme))
      .toBe('night');
    await expect
      .poll(() =>
        recipient.evaluate(
          () =>
            (
              JSON.parse(window.localStorage.getItem('havkart.datasets') ?? '{}') as Record<
                string,
                { enabled?: boolean }
              >
            ).fairways?.enabled,
        ),
      )
      .toBe(true);
    expect(await recipient.evaluate(() => document.documentElement.dataset.mapLocked)).toBe('true');
    await waitForMapIdle(recipient, 150_000);
    expect(await recipient.locator('.maplibregl-ctrl-zoom-in').isVisible()).toBe(false);
    // A drag leaves the locked map where it is.
    await expect.poll(() => /#map=/.test(recipient.url()), { timeout: 60_000 }).toBe(true);
    const before = parseMapHash(recipient.url());
    const box = await mapCanvasBox(recipient);
    await recipient.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await recipient.mouse.down();
    await recipient.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 + 120, {
      steps: 8,
    });
    await recipient.mouse.up();
    await recipient.mouse.wheel(0, -600);
    await waitForMapIdle(recipient);
    expect(parseMapHash(recipient.url())).toEqual(before);
    await recipient.context().close();
  }, 360_000);

  it('opens as usual with a broken link, logging it, and names layers the visitor may not see', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${server.origin}/?%7B%22options%22%3A`, { timeout: 120_000 });
    expect(await startupPhase(page, 120_000)).toBe('ready');
    expect(warnings.some((text) => text.includes('Share link could not be read'))).toBe(true);
    // An old-style link naming a layer only AIS administrators see: the visitor gets the
    // rest, and is told, rather than finding a layer silently missing.
    await page.goto(`${server.origin}/?datasetIds=fairways,basestations`, { timeout: 120_000 });
    await page
      .getByText('Noen kartlag i lenken er ikke tilgjengelige for deg')
      .waitFor({ timeout: 120_000 });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const held = JSON.parse(
            window.localStorage.getItem('havkart.datasets') ?? '{}',
          ) as Record<string, { enabled?: boolean }>;
          return [held.fairways?.enabled, held.basestations?.enabled ?? false];
        }),
      )
      .toEqual([true, false]);
    await context.close();
  }, 180_000);

  it('marks a shared position, and says when the link’s position cannot be read', async () => {
    const page = await freshPage('/sharedposition/5.3_60.4_9');
    await waitForView(page, 'sharedposition');
    expect(await page.getByTestId('point-latitude').textContent()).toMatch(/^60° 24/);
    await page.getByTestId('favourite-star').waitFor();
    await page.goto(`${server.origin}/sharedposition/abc`, { timeout: 120_000 });
    await waitForView(page, 'sharedposition');
    expect(await page.getByTestId('shared-position-invalid').textContent()).toBe(
      'Posisjonen i lenken kan ikke leses',
    );
    await page.context().close();
  }, 180_000);

  it('gives an embed snippet that shows the map on a site the server allows', async () => {
    const page = await freshPage('/');
    await startupPhase(page, 120_000);
    await page.getByTestId('control-embed').click({ timeout: 120_000 });
    const snippet = await page.getByTestId('embed-snippet').inputValue();
    expect(snippet).toMatch(/^<iframe src="[^"]+\/embed\/\?%7B[^"]+&amp;lang=nb-NO" width="400"/);
    const site = await embeddingSite(sitePort, snippet);
    try {
      await page.goto(`http://127.0.0.1:${sitePort}/`, { timeout: 120_000 });
      const frame = page.frameLocator('iframe');
      await frame.getByTestId('map').waitFor({ timeout: 120_000 });
    } finally {
      site.close();
      await page.context().close();
    }
  }, 240_000);
});
