import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import {
  datasetServices,
  recordRequests,
  REQUIRED_PRELOADS,
  screenshotPath,
  startServerForBrowser,
  startupPhase,
} from './support/web-startup.js';
import { VIEWPORTS } from './support/web-shell.js';

describe.skipIf(!browserAvailable())('web start-up: preload, AIS token, offline banner', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerForBrowser();
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an anonymous start fetches the AIS token and sends it as bearer on the preload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const tokenCalls = recordRequests(page, '/auth/connect/token');
    const configCalls = recordRequests(page, '/api/v1/spadata/havkart');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.origin}/`);
    expect(await startupPhase(page)).toBe('ready');
    expect(await datasetServices(page)).toBe('created');
    expect(tokenCalls.map((request) => request.method())).toEqual(['POST']);
    expect(tokenCalls[0]?.postData()).toContain('grant_type=client_credentials');
    const bearer = configCalls[0]?.headers().authorization;
    expect(bearer).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(configCalls[0]?.url()).toContain('lang=nb-NO');
    expect(errors.filter((text) => text.includes('Loading failed'))).toEqual([]);
    await context.close();
  }, 60_000);

  // Each required preload fails at one of the five viewports in turn; the fifth viewport sees
  // two at once.
  const cases = VIEWPORTS.map((viewport, index) => ({
    viewport,
    failing:
      index < REQUIRED_PRELOADS.length
        ? [REQUIRED_PRELOADS[index]!]
        : [REQUIRED_PRELOADS[0]!, REQUIRED_PRELOADS[3]!],
  }));

  it.each(cases)(
    'at $viewport.viewportClass a failing required preload shows its catalogue text and creates no dataset services',
    async ({ viewport, failing }) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      for (const preload of failing) {
        await page.route(
          (url) => url.pathname.startsWith(preload.path),
          (route) => route.fulfill({ status: 503, body: 'down' }),
        );
      }
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(`${server.origin}/`);
      expect(await startupPhase(page)).toBe('failed');
      const error = page.locator('[data-testid="startup-error"]');
      for (const preload of failing) {
        await expect
          .poll(async () =>
            (await error.locator(`[data-preload="${preload.id}"]`).innerText()).replace(
              /\s+/g,
              ' ',
            ),
          )
          .toBe(`${preload.nb} 503 Service Unavailable`);
      }
      expect(await error.locator('li').count()).toBe(failing.length);
      expect(await datasetServices(page)).toBe('none');
      expect(logged.some((text) => text.startsWith('Loading failed'))).toBe(true);
      await page.screenshot({ path: screenshotPath(`failed-${viewport.viewportClass}`) });
      await context.close();
    },
    60_000,
  );

  it('the offline banner follows the connection test', async () => {
    const context = await newContext(browser, { width: 1024, height: 768 });
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    expect(await startupPhase(page)).toBe('ready');

    let testFileDown = true;
    const testCalls = recordRequests(page, '/assets/connectionTestFile.txt');
    await page.route('**/assets/connectionTestFile.txt*', (route) =>
      testFileDown ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const banner = page.locator('[data-testid="offline-banner"]');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.innerText()).toContain('Du ser ut til å være frakoblet');
    expect(await banner.innerText()).toContain(
      'Funksjonaliteten er begrenset til internett er tilgjengelig.',
    );
    await page.screenshot({ path: screenshotPath('offline-full') });
    await banner.getByRole('button').click();
    expect(await page.locator('[data-testid="offline-banner-compact"]').innerText()).toBe(
      'Frakoblet',
    );
    await page.screenshot({ path: screenshotPath('offline-compact') });
    // Two tests, each with its own random value, so no cache could answer the second.
    testFileDown = false;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await banner.waitFor({ state: 'detached' });
    const values = testCalls.map((request) => new URL(request.url()).searchParams.get('r'));
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(new Set(values).size).toBe(values.length);
    await context.close();
  }, 60_000);
});
