import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Flags for Debian's Chromium as root in a container, with WebGL on a software rasteriser. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];

/** Whether browser tests can run; under CI=true a missing browser is a failure, not a skip. */
export function browserAvailable(): boolean {
  const present = fs.existsSync(CHROMIUM);
  if (!present && process.env.CI === 'true') {
    throw new Error(`${CHROMIUM} is missing; CI requires it (apt-get install chromium)`);
  }
  return present;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export async function newContext(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  // Service workers bypass request interception and caching rules under test.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', locale: 'nb-NO' });
  // A returning visitor: the seeded welcome news (show once) was seen on an earlier visit, so
  // it does not lie over the map and its controls in tests about something else.
  await context.addInitScript(() => {
    // The app variant's storage prefix is the page's first path segment for variants (/nais/…).
    const app = window.location.pathname.startsWith('/nais') ? 'nais' : 'havkart';
    if (window.localStorage.getItem(`${app}.news`) === null) {
      window.localStorage.setItem(`${app}.news`, JSON.stringify(['welcome']));
    }
  });
  return context;
}

/** Waits until the map has drawn everything it asked for. */
export async function waitForMapIdle(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="map"]')?.getAttribute('data-map-state') === 'idle',
    undefined,
    { timeout },
  );
}

/** Moves the map the way a shared link would, without reloading the page. */
export async function flyTo(page: Page, zoom: number, lat: number, lon: number): Promise<void> {
  await page.evaluate(
    ([z, la, lo]) => {
      const map = document.querySelector('[data-testid="map"]');
      map?.setAttribute('data-map-state', 'loading');
      window.location.hash = `map=${z}/${la}/${lo}`;
    },
    [zoom, lat, lon] as const,
  );
  // The map reports idle once the new view's tiles are drawn.
  await page.waitForTimeout(100);
  await waitForMapIdle(page);
}
