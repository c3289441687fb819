import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminTab, shot, startAdminServer } from './support/admin.js';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import type { RunningServer } from './support/server.js';

describe.skipIf(!browserAvailable())('the administrator edits news and notifications', () => {
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

  it('edits a news item with a live preview, survives a failed save, and users see it', async () => {
    const admin = await openAdminTab(browser, server.origin, 'Innhold');
    const editor = admin.getByTestId('admin-content');
    const preview = admin.getByTestId('content-preview');
    // The seeded welcome item is what a new visitor would see.
    await expect.poll(() => preview.getByTestId('news').textContent()).toContain('Velkommen til');

    await editor.getByRole('button', { name: 'Legg til nyhet' }).click();
    const item = editor.getByTestId('content-news-item').nth(1);
    await item.getByLabel('Id', { exact: true }).fill('stormvarsel');
    await item.getByText('Aktiv', { exact: true }).click();
    expect(await item.getByRole('checkbox', { name: 'Aktiv' }).isChecked()).toBe(true);
    await item.getByLabel('Overskrift (norsk)').fill('Storm i Nordsjøen');
    await item.getByLabel('Ingress (norsk)').fill('Kulingvarsel for hele kysten.');
    await item.getByLabel('Brødtekst (norsk)').fill('Følg med på varslene.');
    await item.getByLabel('Ingress (engelsk)').fill('Gale warning for the whole coast.');
    await item.getByRole('button', { name: 'Flytt opp' }).click();
    const first = editor.getByTestId('content-news-item').first();
    await expect
      .poll(() => first.getByLabel('Id', { exact: true }).inputValue())
      .toBe('stormvarsel');

    // The preview follows every keystroke and uses the app's news card.
    await expect
      .poll(() => preview.getByTestId('news').textContent())
      .toContain('Storm i Nordsjøen');
    expect(await preview.getByTestId('news').getAttribute('class')).toContain('announcement');

    // Image and link show as on the app's card; a javascript: link is never rendered.
    await first.getByLabel('Bilde (adresse)', { exact: true }).fill('/logo-nais.svg');
    const link = first.getByLabel('Lenke (adresse)', { exact: true });
    await link.fill('javascript:alert(1)');
    await first.getByLabel('Lenketekst (norsk)').fill('Les varselet');
    await first.getByLabel('Lenketekst (engelsk)').fill('Read the warning');
    const image = preview.getByTestId('news-image');
    await expect.poll(() => image.getAttribute('src')).toBe(`${server.origin}/logo-nais.svg`);
    expect(await preview.getByTestId('news-link').count()).toBe(0);
    expect(await preview.locator('a[href^="javascript"]').count()).toBe(0);
    await link.fill('https://www.met.no/');
    await expect
      .poll(() => preview.getByTestId('news-link').getAttribute('href'))
      .toBe('https://www.met.no/');
    expect(await preview.getByTestId('news-link').textContent()).toBe('Les varselet');
    await preview.getByTestId('news').scrollIntoViewIfNeeded();
    await shot(admin, 'admin-content-news-preview-1440');

    // An active item needs its English headline: the field says so and nothing is sent.
    let puts = 0;
    admin.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/admin/spadata/')) puts += 1;
    });
    await editor.getByRole('button', { name: 'Lagre endringene' }).click();
    await admin.getByText('Rett feltene som er merket (1), og lagre igjen.').waitFor();
    const english = first.getByLabel('Overskrift (engelsk)');
    expect(await english.getAttribute('aria-invalid')).toBe('true');
    expect(await first.getByText('Må fylles ut').count()).toBe(1);
    expect(puts).toBe(0);
    await english.fill('Storm in the North Sea');
    await preview.getByLabel('Språk').selectOption('en-US');
    await expect
      .poll(() => preview.getByTestId('news').textContent())
      .toContain('Storm in the North Sea');

    // A failed save keeps every edit, so saving again is enough.
    await admin.route('**/v1/admin/spadata/**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              type: 'about:blank',
              title: 'Service Unavailable',
              status: 503,
            }),
          })
        : route.continue(),
    );
    await editor.getByRole('button', { name: 'Lagre endringene' }).click();
    await admin.getByText('Lagring feilet. Endringene dine er beholdt').waitFor();
    expect(await first.getByLabel('Overskrift (norsk)').inputValue()).toBe('Storm i Nordsjøen');
    expect(await english.inputValue()).toBe('Storm in the North Sea');
    await shot(admin, 'admin-content-failed-save-1440');
    await admin.unroute('**/v1/admin/spadata/**');
    await editor.getByRole('button', { name: 'Lagre endringene' }).click();
    await admin.getByText('Endringene er lagret.').first().waitFor();
    // Clicking the checkboxes far down the pane scrolled only the pane, never the page.
    expect(await admin.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    await shot(admin, 'admin-content-saved-1440');

    // A visitor opening the app sees the new item, in their language.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${server.origin}/`);
    const news = visitor.getByTestId('news');
    await news.waitFor({ timeout: 20_000 });
    expect(await news.textContent()).toContain('Storm i Nordsjøen');
    expect(await news.textContent()).toContain('Kulingvarsel for hele kysten.');
    expect(await news.getByTestId('news-image').getAttribute('src')).toBe(
      `${server.origin}/logo-nais.svg`,
    );
    expect(await news.getByTestId('news-link').getAttribute('href')).toBe('https://www.met.no/');
    await shot(visitor, 'admin-content-news-in-app-1440');
    await visitor.context().close();
    await admin.context().close();
  });

  it('shows this app’s desk notification in the preview and then in the app', async () => {
    const admin = await openAdminTab(browser, server.origin, 'Innhold');
    const desk = admin.getByTestId('content-deskNotification');
    const preview = admin.getByTestId('content-preview');
    await desk.getByText('Vis meldingen', { exact: true }).click();
    expect(await desk.getByRole('checkbox', { name: 'Vis meldingen' }).isChecked()).toBe(true);
    await desk.getByLabel('Type').selectOption('warning');
    await desk.getByLabel('Tekst (norsk)').fill('Vedlikehold i kveld kl. 22–23.');
    await desk.getByLabel('Tekst (engelsk)').fill('Maintenance tonight 22–23.');
    const banner = preview.getByTestId('desk-banner');
    await expect.poll(() => banner.textContent()).toBe('Vedlikehold i kveld kl. 22–23.');
    expect(await banner.getAttribute('class')).toContain('tone-warning');
    await admin
      .getByTestId('admin-content')
      .getByRole('button', { name: 'Lagre endringene' })
      .click();
    await admin.getByText('Endringene er lagret.').first().waitFor();
    await admin.setViewportSize({ width: 375, height: 667 });
    // On a phone the details start collapsed; the administrator opens them to the preview.
    await admin.getByRole('button', { name: 'Vis hele detaljpanelet' }).click();
    await preview.evaluate((element) => element.scrollIntoView());
    await expect
      .poll(() => preview.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(200);
    // The cards sit inside their stages: nothing spills out of the preview.
    await expect
      .poll(() => preview.evaluate((element) => element.scrollHeight - element.clientHeight))
      .toBeLessThanOrEqual(1);
    await shot(admin, 'admin-content-preview-375');

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${server.origin}/?lang=en`);
    const shown = visitor.getByTestId('desk-banner');
    await shown.waitFor({ timeout: 20_000 });
    expect(await shown.textContent()).toBe('Maintenance tonight 22–23.');
    await shot(visitor, 'admin-content-desk-in-app-1440');
    await visitor.context().close();
    await admin.context().close();
  });
});
