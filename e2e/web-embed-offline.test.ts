import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, newContext } from './support/browser.js';
import { startupPhase } from './support/web-startup.js';
import { browserSuite } from './support/browser-suite.js';

async function openSettings(page: Page): Promise<void> {
  if (!(await page.locator('[data-testid="menu"]').isVisible())) {
    await page.locator('[data-testid="menu-toggle"]').click();
  }
  await page.locator('[data-testid="tab-settings"]').click();
}

describe.skipIf(!browserAvailable())('manual offline mode from the settings screen', () => {
  const suite = browserSuite();

  it('the switch shows the manual offline banner, keeps it after a reload and takes it away', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/?lang=en-US`);
    expect(await startupPhase(page)).toBe('ready');
    const banner = page.locator('[data-testid="offline-banner"]');
    expect(await banner.count()).toBe(0);

    await openSettings(page);
    await page.locator('[data-testid="manual-offline"]').click();
    await expect.poll(() => banner.count()).toBe(1);
    await expect
      .poll(() => banner.innerText())
      .toContain('The application is in manual offline mode');
    expect(await banner.innerText()).toContain(
      'Functionality will be limited until offline mode is turned off',
    );

    await page.reload();
    expect(await startupPhase(page)).toBe('ready');
    await expect.poll(() => banner.count()).toBe(1);

    await openSettings(page);
    expect(await page.locator('[data-testid="manual-offline"] input').isChecked()).toBe(true);
    await page.locator('[data-testid="manual-offline"]').click();
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });
});
