// The search box as a new user tries it, against the real server and its traffic simulator:
// find "Bodø" and a vessel by its MMSI, leave vessels out of the search on the settings
// screen (no vessel search is sent after that), reload and see the recent searches; a site
// that chose Kartverket's place names is asked through the proxy. A researcher with a
// restricted AIS profile is searched on the restricted base too (R18.07), and the recent
// searches of a signed-in user follow them to another browser.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import { ADMIN_PASSWORD } from './support/admin.js';
import { latestVessels } from './support/live-latest.js';
import { signInOnLoginPage } from './support/registration.js';
import { repoRoot, type RunningServer } from './support/server.js';
import { SCREENSHOT_DIR } from './support/web-shell.js';
import { startServerForBrowser, startupPhase } from './support/web-startup.js';

const NAVN_LISTA: unknown = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'datasets/place-names/fixtures/navn-lista.json'), 'utf8'),
);

interface Vessel {
  mmsi: number;
  name: string | null;
  latitude: number | null;
}

/** A simulated vessel with a name and a position, once the simulator has sent both. */
async function namedVessel(origin: string): Promise<Vessel & { name: string }> {
  for (let tries = 0; tries < 60; tries++) {
    const vessel = (await latestVessels<Vessel>(origin)).find(
      (v): v is Vessel & { name: string } => !!v.name && v.latitude !== null,
    );
    if (vessel) return vessel;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no simulated vessel with a name and a position');
}

describe.skipIf(!browserAvailable())('search box', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServerForBrowser({
      AIS_SOURCES: 'sim://?vessels=100&seed=3',
      DEMO_USER_PASSWORD: ADMIN_PASSWORD,
    });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const searchBox = (page: Page) =>
    page.getByTestId('place-search').getByRole('combobox', { name: 'Søk etter sted' });

  it('finds Bodø and an MMSI, leaves vessels out when excluded, and lists recent searches after a reload', async () => {
    const vessel = await namedVessel(server.origin);
    const page = await (await newContext(browser)).newPage();
    const vesselSearches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/latest/search')) vesselSearches.push(request.url());
    });
    await page.goto(`${server.origin}/`);
    const search = page.getByTestId('place-search');
    const box = searchBox(page);

    // A place: headed "Steder", the spelling containing the query first; it opens on the map.
    await box.fill('Bodø');
    const place = search.getByTestId('place-search-result').first();
    await place.waitFor({ timeout: 60_000 });
    expect(await place.textContent()).toContain('Bodø');
    expect(await search.getByRole('group', { name: 'Steder' }).isVisible()).toBe(true);
    await place.click();
    await page.waitForURL(/\/point\/14\.\d+_67\.\d+/);

    // A vessel by its MMSI, listed first under "Fartøy", opened on its page.
    await box.fill(String(vessel.mmsi));
    const hit = search.getByTestId('vessel-search-result').first();
    await hit.waitFor({ timeout: 30_000 });
    expect(await hit.textContent()).toContain(vessel.name);
    expect(await search.getByRole('group').first().getAttribute('aria-labelledby')).toBeTruthy();
    expect(await search.getByRole('group').first().textContent()).toContain('Fartøy');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'search-mmsi.png') });
    // By keyboard: the first option, then Enter.
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/ais/${vessel.mmsi}`));
    expect(vesselSearches.length).toBeGreaterThan(0);

    // "Søk i": vessels off. Searching again sends no vessel search and lists no vessel.
    if (!(await page.getByTestId('menu').isVisible()))
      await page.getByTestId('menu-toggle').click();
    await page.getByTestId('tab-settings').click();
    const searchIn = page.locator('section[aria-labelledby="settings-search-in"]');
    expect(await searchIn.textContent()).toMatch(/Søk i.*Fartøy.*Værstasjoner.*Steder/);
    await page.getByTestId('setting-search-in-vessels').click();
    vesselSearches.length = 0;
    await box.fill(vessel.name);
    await expect
      .poll(async () => (await search.textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/Fant ingenting|Demodata/);
    await box.fill('Bodø');
    const again = search.getByTestId('place-search-result').first();
    await again.waitFor({ timeout: 30_000 });
    expect(await search.getByTestId('vessel-search-result').count()).toBe(0);
    expect(vesselSearches).toEqual([]);
    // Bodø chosen a second time moves first instead of being listed twice.
    await again.click();
    await page.waitForURL(/\/point\/14\.\d+_67\.\d+/);

    // After a reload the empty, focused box lists the recent searches, newest first.
    await page.reload();
    await searchBox(page).click();
    const recent = search.getByTestId('recent-search');
    await recent.first().waitFor();
    expect(await search.getByRole('group').first().textContent()).toContain('Siste søk');
    const labels = await recent.allTextContents();
    expect(labels).toHaveLength(2);
    expect(labels[0]).toContain('Bodø');
    expect(labels[1]).toContain(vessel.name);
    expect(vesselSearches).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'search-recent.png') });
    await page.context().close();
  }, 180_000);

  it('asks Kartverket through the proxy when the app configuration says stedsnavn', async () => {
    const page = await (await newContext(browser)).newPage();
    // The site's choice as the server would send it; the upstream answers from its fixture,
    // since this machine cannot reach Kartverket.
    await page.route('**/api/v1/spadata/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), placeSearchSource: 'stedsnavn' },
      });
    });
    const proxied: string[] = [];
    await page.route('**/api/v1/proxy?**', (route) => {
      proxied.push(route.request().url());
      return route.fulfill({ json: NAVN_LISTA });
    });
    await page.goto(`${server.origin}/`);
    expect(await startupPhase(page, 60_000)).toBe('ready');
    const search = page.getByTestId('place-search');
    await searchBox(page).fill('Lista fyr');
    const first = search.getByTestId('place-search-result').first();
    await first.waitFor({ timeout: 30_000 });
    expect(await first.textContent()).toContain('Lista fyr');
    expect(await search.textContent()).not.toContain('Listagården');
    expect(await search.textContent()).not.toContain('Demodata');
    const target = new URL(proxied.at(-1)!).searchParams.get('url')!;
    expect(target).toMatch(
      /^https:\/\/ws\.geonorge\.no\/stedsnavn\/v1\/navn\?sok=Lista\+fyr&fuzzy=true&treffPerSide=20/,
    );
    await page.context().close();
  }, 120_000);

  it('searches the restricted base for a researcher and keeps recent searches across browsers', async () => {
    const vessel = await namedVessel(server.origin);
    /** A new browser profile (another device), signed in as the researcher. */
    const signedIn = async () => {
      const page = await (await newContext(browser)).newPage();
      const searched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/latest/search')) searched.push(url.pathname);
      });
      await page.goto(`${server.origin}/`);
      expect(await startupPhase(page, 60_000)).toBe('ready');
      await page.getByTestId('sign-in').click();
      await signInOnLoginPage(page, 'havforsker', ADMIN_PASSWORD, '/');
      expect(await startupPhase(page, 60_000)).toBe('ready');
      return { page, searched };
    };

    const first = await signedIn();
    await searchBox(first.page).fill(String(vessel.mmsi));
    const hit = first.page.getByTestId('place-search').getByTestId('vessel-search-result').first();
    await hit.waitFor({ timeout: 30_000 });
    expect(new Set(first.searched)).toEqual(
      new Set(['/live/v1/latest/search', '/live/restricted/v1/latest/search']),
    );
    await hit.click();
    await first.page.waitForURL(new RegExp(`/ais/${vessel.mmsi}`));

    // Another browser, the same user: the choice is among the recent searches there too.
    // Saving the user data is debounced, so the second browser may start before it lands;
    // each try signs in afresh, as the user would open the app again.
    await expect
      .poll(
        async () => {
          const second = await signedIn();
          await searchBox(second.page).click();
          const recent = second.page.getByTestId('recent-search');
          await recent
            .first()
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);
          const labels = await recent.allTextContents();
          await second.page.context().close();
          return labels;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual([expect.stringContaining(vessel.name)]);
    await first.page.context().close();
  }, 180_000);
});
