import { describe, expect, it } from 'vitest';
import { browserAvailable, newContext } from './support/browser.js';
import { recordRequests, screenshotPath, startupPhase } from './support/web-startup.js';
import { browserSuite } from './support/browser-suite.js';

describe.skipIf(!browserAvailable())('app variant from the path', () => {
  const suite = browserSuite();

  it('/nais/embed starts the nais variant: its {app} paths, header, storage keys and banner', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const appConfig = recordRequests(page, '/api/v1/spadata/');
    const groups = recordRequests(page, '/api/v1/spadataset/groups/');
    await page.goto(`${suite.server.origin}/nais/embed`);
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
    // Its own title and mark in the tab and the banner, served as real images.
    expect(await page.title()).toMatch(/^NAIS – /);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/logo-nais.svg');
    const logo = await page.request.get(`${suite.server.origin}${icon}`);
    expect(logo.ok()).toBe(true);
    expect(logo.headers()['content-type']).toContain('image/svg+xml');
    expect(await page.locator('[data-testid="embed-banner"] img').getAttribute('src')).toBe(icon);

    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('nais.'))).toBe(true);
    await context.close();
  });

  it('the default app still asks for its own name', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const appConfig = recordRequests(page, '/api/v1/spadata/');
    await page.goto(suite.server.origin);
    expect(await startupPhase(page)).toBe('ready');
    expect(appConfig.map((request) => new URL(request.url()).pathname)).toEqual([
      '/api/v1/spadata/havkart',
    ]);
    await context.close();
  });

  it('an embed address of a variant that may not be embedded opens that variant in full', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/arcticinfo/embed/ais/257123456`);
    await page.waitForURL((url) => url.pathname === '/arcticinfo/ais/257123456');
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.locator('[data-testid="embed-banner"]').count()).toBe(0);
    expect(await page.title()).toMatch(/^Arctic Info – /);
    await context.close();
  });

  it('the fish-health embed shows the week slider: week from the address, else this week', async () => {
    const context = await newContext(suite.browser, { width: 844, height: 390 });
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/fiskehelse/embed/?year=2025&week=10`);
    expect(await startupPhase(page)).toBe('ready');
    const output = page.locator('[data-testid="week-slider-output"]');
    expect(await output.innerText()).toBe('Uke 10, 2025');
    await page.locator('[data-testid="week-slider"] input[type="range"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('week')).toBe('11');
    await expect.poll(() => output.innerText()).toBe('Uke 11, 2025');
    await page.getByRole('button', { name: 'Samme uke året etter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('year')).toBe('2026');
    await page.screenshot({ path: screenshotPath('embed-week-slider') });

    // Without a week in the address (or with one that does not exist) it opens on this week.
    const thisWeek = await page.evaluate(() => {
      const now = new Date();
      const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const thursday = new Date(day + (4 - (new Date(day).getUTCDay() || 7)) * 86_400_000);
      const year = thursday.getUTCFullYear();
      return `${Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1}, ${year}`;
    });
    await page.goto(`${suite.server.origin}/fiskehelse/embed/?year=2025&week=60`);
    expect(await startupPhase(page)).toBe('ready');
    expect(await output.innerText()).toBe(`Uke ${thisWeek}`);

    await page.goto(`${suite.server.origin}/nais/embed/`);
    expect(await startupPhase(page)).toBe('ready');
    expect(await page.locator('[data-testid="week-slider"]').count()).toBe(0);
    await context.close();
  });
});
