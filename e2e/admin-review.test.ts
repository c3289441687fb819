import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsSignedIn, openAdminTab, shot, startAdminServer } from './support/admin.js';
import { browserAvailable, launchBrowser } from './support/browser.js';
import { countColour } from './support/pixels.js';
import { parseMapHash } from './support/map-view.js';
import type { RunningServer } from './support/server.js';

/** Vestfjorden: what the administrator's own application asks for. */
const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [13, 67.5],
      [15.5, 67.5],
      [15.5, 68.4],
      [13, 68.4],
      [13, 67.5],
    ],
  ],
};

/** The day theme's selection colour, which draws the reviewed area (theme map-theme.ts). */
const SELECTION = '#d9480f';

describe.skipIf(!browserAvailable())('the administrator reviews applications and the log', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('names the applicant and draws the applied-for area on the map', async () => {
    const admin = await openAdminTab(browser, server.origin, 'Brukere');
    const applied = await callAsSignedIn(admin, 'POST', '/api/v1/applications/ais', {
      areaOfInterest: AREA,
      companyName: 'Kystverket Vest',
      dataPurposeDescription: 'Trafikkbilde for Vestfjorden',
      email: 'admin@example.no',
      firstName: 'Demo',
      lastName: 'Administrator',
      phone: '22334455',
    });
    expect(applied.status).toBe(201);
    await admin.getByRole('tab', { name: 'Søknader' }).click();
    const entry = admin.getByTestId('admin-application').filter({ hasText: 'Kystverket Vest' });
    await entry.waitFor({ timeout: 20_000 });
    expect(await entry.textContent()).toContain('Søker: Demo Administrator (admin)');

    const map = admin.locator('[data-testid="map"] canvas').first();
    const before = countColour(await map.screenshot(), SELECTION, 20);
    await entry.getByRole('button', { name: 'Vis området på kartet' }).click();
    await expect
      .poll(() => {
        const view = parseMapHash(admin.url());
        return view.lat > 67.5 && view.lat < 68.4 && view.lon > 13 && view.lon < 15.5;
      })
      .toBe(true);
    await expect
      .poll(async () => countColour(await map.screenshot(), SELECTION, 20), { timeout: 20_000 })
      .toBeGreaterThan(before + 500);
    await shot(admin, 'admin-review-area-1440');
    await entry.getByRole('button', { name: 'Skjul området på kartet' }).click();
    await expect
      .poll(async () => countColour(await map.screenshot(), SELECTION, 20), { timeout: 20_000 })
      .toBeLessThan(before + 100);
    await admin.context().close();
  });

  it('pages the audit log forward and back', async () => {
    const admin = await openAdminTab(browser, server.origin, 'Brukere');
    // Each saved configuration is one audit entry: 30 give two pages of 25.
    const stored = await callAsSignedIn(admin, 'GET', '/api/v1/admin/spadata/havkart');
    const { config } = stored.body as { config: unknown };
    for (let i = 0; i < 30; i += 1) {
      const saved = await callAsSignedIn(admin, 'PUT', '/api/v1/admin/spadata/havkart', config);
      expect(saved.status).toBe(200);
    }
    await admin.getByRole('tab', { name: 'Logg' }).click();
    const audit = admin.getByTestId('admin-audit');
    const entries = audit.getByTestId('audit-entry');
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(25);
    expect(await audit.getByTestId('audit-page').textContent()).toBe('Side 1');
    const newer = audit.getByRole('button', { name: 'Nyere' });
    const older = audit.getByRole('button', { name: 'Eldre' });
    expect(await newer.isDisabled()).toBe(true);
    const firstOnPageOne = await entries.first().textContent();

    await older.click();
    await expect.poll(() => audit.getByTestId('audit-page').textContent()).toBe('Side 2');
    // The 30 saves are all there is (applying is not an administrator's action).
    await expect.poll(() => entries.count()).toBe(5);
    expect(await older.isDisabled()).toBe(true);
    expect(await newer.isDisabled()).toBe(false);
    await shot(admin, 'admin-audit-page-2-1440');

    await newer.click();
    await expect.poll(() => audit.getByTestId('audit-page').textContent()).toBe('Side 1');
    await expect.poll(() => entries.first().textContent()).toBe(firstOnPageOne);
    await admin.context().close();
  });
});
