import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { recordRequests, startServerForBrowser, startupPhase } from './support/web-startup.js';

describe.skipIf(!browserAvailable())('app variant from the path', () => {
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

  it('/nais/embed starts the nais variant: its {app} paths, header, storage keys and banner', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const appConfig = recordRequests(page, '/api/v1/spadata/');
    const groups = recordRequests(page, '/api/v1/spadataset/groups/');
    await page.goto(`${server.origin}/nais/embed`);
    expect(await startupPhase(page)).toBe('ready');

    expect(appConfig.map((request) => new URL(request.url()).pathname)).toEqual([
      '/api/v1/spadata/nais',
    ]);
    expect(groups.map((request) => new URL(request.url()).pathname)).toEqual([
      '/api/v1/spadataset/groups/nais',
    ]);
    expect(await appConfig[0]!.headerValue('x-spa-name')).toBe('nais');
    expect(await page.locator('[data-testid="embed-banner"]').innerText()).toContain('NAIS');
    expect(await page.locator('[data-testid="menu"]').count()).toBe(0);

    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('nais.'))).toBe(true);
    await context.close();
  });

  it('the default app still asks for its own name', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const appConfig = recordRequests(page, '/api/v1/spadata/');
    await page.goto(server.origin);
    expect(await startupPhase(page)).toBe('ready');
    expect(appConfig.map((request) => new URL(request.url()).pathname)).toEqual([
      '/api/v1/spadata/havkart',
    ]);
    await context.close();
  });
});
