import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '@havkart/theme';
import { lightPalette } from '@havkart/dataset-navigation-installations/client';
import {
  ADMIN_PASSWORD,
  callAsSignedIn,
  openAdminTab,
  shot,
  startAdminServer,
} from './support/admin.js';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { mapCanvasBox } from './support/map-view.js';
import { countColour } from './support/pixels.js';
import { signInOnLoginPage } from './support/registration.js';
import type { RunningServer } from './support/server.js';
import { startupPhase } from './support/web-startup.js';
import { navigateInApp, waitForView } from './support/web-shell.js';

const localized = (nb: string, en: string) => ({ 'nb-NO': nb, 'en-US': en });

/** Members only: shown to signed-in users, every time, with a link to another site. */
const MEMBERS_NEWS = {
  id: 'medlem',
  active: true,
  headline: localized('Nytt for innloggede', 'New for signed-in users'),
  leadText: localized('Fartøyprofilen er på plass.', 'The vessel profile is here.'),
  bodyText: localized('Se den under Mitt fartøy.', 'See it under My vessel.'),
  image: null,
  link: 'https://www.kystverket.no/',
  linkText: localized('Les mer hos Kystverket', 'Read more'),
  loginRequired: true,
  showOnce: false,
};

/** For everyone, once, with an image and a link on our own server. */
const STORM_NEWS = {
  id: 'storm',
  active: true,
  headline: localized('Storm i Nordsjøen', 'Storm in the North Sea'),
  leadText: localized('Kulingvarsel for hele kysten.', 'Gale warning for the whole coast.'),
  bodyText: localized('Følg med på farevarslene.', 'Keep an eye on the warnings.'),
  image: '/favicon.svg',
  link: '/navigationalwarnings',
  linkText: localized('Se navigasjonsvarslene', 'See the navigational warnings'),
  loginRequired: false,
  showOnce: true,
};

/** The app configuration the app preloads (any language). */
const SPADATA = /\/api\/v1\/spadata\/havkart\?/;

/** The day and night warning tokens (`@havkart/theme`), as computed colours. */
const WARNING_DAY = 'rgb(138, 90, 0)';
const WARNING_NIGHT = 'rgb(227, 183, 92)';

async function localSections(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const sections: Record<string, unknown> = {};
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i) ?? '';
      // The sign-in library keeps its session under its own names.
      if (key.startsWith('oidc.')) continue;
      sections[key] = JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
    }
    return sections;
  });
}

/** Marstein lighthouse at zoom 11: its light sectors fill the middle of the map. */
const MARSTEIN = { center: [5.0119, 60.1283], zoom: 11 };
const SECTOR_RED = lightPalette(themes.day)[2];

/** Pixels of a colour in the middle of the map, clear of the side panels and the news. */
async function middlePixels(page: Page, colour: string): Promise<number> {
  const box = await mapCanvasBox(page);
  const image = await page.screenshot({
    clip: {
      x: box.x + box.width * 0.25,
      y: box.y + box.height * 0.25,
      width: box.width * 0.5,
      height: box.height * 0.5,
    },
  });
  return countColour(image, colour, 30);
}

const bannerBar = (page: Page) =>
  page
    .getByTestId('desk-banner')
    .evaluate((element) => getComputedStyle(element).borderInlineStartColor);

describe.skipIf(!browserAvailable())('news, getting-started cards and the desk banner', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('what the administrator writes reaches the app; enabled datasets, the saved view and the own vessel come back on the next load', async () => {
    // The administrator rewrites a how-to card in the editor …
    const admin = await openAdminTab(browser, server.origin, 'Innhold');
    const card = admin.getByTestId('content-howto-card').first();
    await card.getByLabel('Tittel (norsk)').fill('Følg et fartøy');
    await card.getByLabel('Tekst (norsk)').fill('Klikk på et skip for å se fart og kurs.');
    await admin
      .getByTestId('admin-content')
      .getByRole('button', { name: 'Lagre endringene' })
      .click();
    await admin.getByText('Endringene er lagret.').first().waitFor();
    // … and puts two news items first and a warning banner up.
    const stored = await callAsSignedIn(admin, 'GET', '/api/v1/admin/spadata/havkart');
    const { config } = stored.body as { config: { news: unknown[] } };
    const saved = await callAsSignedIn(admin, 'PUT', '/api/v1/admin/spadata/havkart', {
      ...config,
      news: [MEMBERS_NEWS, STORM_NEWS, ...config.news],
      deskNotification: {
        show: true,
        type: 'warning',
        text: localized('Vedlikehold i kveld kl. 22–23.', 'Maintenance tonight 22–23.'),
        override: false,
      },
    });
    expect(saved.status).toBe(200);
    await admin.context().close();

    // First load, anonymous: the edited card in the getting-started panel, the storm item
    // with its image and link (the members' item is skipped), the banner in its tone.
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.origin}/#map=6/65/12`);
    expect(await startupPhase(page)).toBe('ready');
    // The home view, with the cards, waits behind the details toggle beside the menu.
    await page.getByTestId('details-toggle').click();
    const cards = page.getByTestId('getting-started');
    await expect
      .poll(() => cards.getByTestId('howto-card').first().innerText())
      .toContain('Følg et fartøy');
    expect(await cards.getByTestId('howto-card').count()).toBe(3);
    const news = page.getByTestId('news');
    const newsText = await news.innerText();
    expect(newsText).toContain('Storm i Nordsjøen');
    expect(newsText).toContain('Kulingvarsel for hele kysten.');
    expect(newsText).toContain('Følg med på farevarslene.');
    expect(newsText).not.toContain('Nytt for innloggede');
    const image = news.getByTestId('news-image');
    expect(await image.getAttribute('src')).toBe(`${server.origin}/favicon.svg`);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const ownLink = news.getByRole('link', { name: 'Se navigasjonsvarslene' });
    expect(await ownLink.getAttribute('href')).toBe(`${server.origin}/navigationalwarnings`);
    expect(await ownLink.getAttribute('target')).toBeNull();
    const banner = page.getByTestId('desk-banner');
    expect(await banner.innerText()).toBe('Vedlikehold i kveld kl. 22–23.');
    expect(await banner.getAttribute('data-tone')).toBe('warning');
    expect(await bannerBar(page)).toBe(WARNING_DAY);
    // The banner sits above the layout: the menu's header (and its sign-in) stays clear.
    const bannerBox = (await banner.boundingBox())!;
    const menuBox = (await page.getByTestId('menu').boundingBox())!;
    expect(menuBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    await shot(page, 'announcements-news-cards-1440-day');

    // A dataset switched on, and a moved map: both kept under keys with the app's name.
    await page.getByTestId('toggle-navigationinstallations').click();
    await page.evaluate(
      ({ center, zoom }) => (window.location.hash = `map=${zoom}/${center[1]}/${center[0]}`),
      MARSTEIN,
    );
    await expect
      .poll(async () => (await localSections(page))['havkart.mapState'])
      .toEqual(MARSTEIN);
    const sections = await localSections(page);
    expect(sections['havkart.news']).toEqual(['welcome', 'storm']);
    expect(sections['havkart.featureFlags']).toEqual({ serverFlags: [], userFlags: [] });
    expect(sections['havkart.datasets']).toMatchObject({
      navigationinstallations: { enabled: true },
    });
    expect(Object.keys(sections).every((key) => key.startsWith('havkart.'))).toBe(true);

    // The same on a phone, day: the banner and the news fit, the cards are in the details.
    await page.setViewportSize({ width: 375, height: 667 });
    await expect.poll(() => page.getAttribute('.shell', 'data-viewport')).toBe('mobile');
    await shot(page, 'announcements-news-375-day');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Second load, anonymous, no view in the address: the saved view comes back with the
    // lights drawn, the storm item is not shown again, and a link that is not a web address
    // never reaches the page (the configuration is changed on its way, as another server
    // might send it).
    await page.route(SPADATA, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { news: Record<string, unknown>[] };
      body.news.push({
        ...body.news[1],
        id: 'hostile',
        showOnce: false,
        headline: 'Klikk her',
        image: 'javascript:alert(1)',
        link: 'javascript:alert(document.cookie)',
        linkText: 'Vinn en premie',
      });
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${server.origin}/`);
    expect(await startupPhase(page)).toBe('ready');
    await expect.poll(() => page.url()).toMatch(/#map=11\/60\.1283\/5\.0119$/);
    await expect.poll(() => news.innerText()).toContain('Klikk her');
    expect(await news.innerText()).not.toContain('Storm i Nordsjøen');
    expect(await news.innerText()).not.toContain('Vinn en premie');
    expect(await page.locator('a[href^="javascript"], img[src^="javascript"]').count()).toBe(0);
    expect(await news.getByRole('link').count()).toBe(0);
    await page.unroute(SPADATA);
    // Closing the item takes it off the map.
    await news.getByTestId('news-close').click();
    await expect.poll(() => news.count()).toBe(0);
    await waitForMapIdle(page);
    expect(await middlePixels(page, SECTOR_RED)).toBeGreaterThan(40);

    // The own vessel asks an anonymous user to sign in; signed in, the professional fisher
    // sees the vessel, both actions, and the members' news with its link to another site.
    await navigateInApp(page, '/myvessel');
    await waitForView(page, 'myvessel');
    await page.getByTestId('my-vessel-sign-in').waitFor();
    await page.getByTestId('sign-in').click();
    await signInOnLoginPage(page, 'yrkesfisker', ADMIN_PASSWORD, '/myvessel');
    expect(await startupPhase(page)).toBe('ready');
    await expect.poll(() => news.innerText()).toContain('Nytt for innloggede');
    const external = news.getByRole('link', { name: /Les mer hos Kystverket/ });
    expect(await external.getAttribute('href')).toBe('https://www.kystverket.no/');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    await news.getByTestId('news-close').click();
    const profile = page.getByTestId('my-vessel-profile');
    await expect.poll(() => profile.innerText()).toContain('DEMO HAVFISK');
    expect(await profile.innerText()).toContain('LDEM1');
    expect(await profile.innerText()).toContain('257990001');
    const actions = page.getByTestId('my-vessel-actions');
    expect(await actions.getByRole('link', { name: 'Bytt fartøy' }).getAttribute('href')).toBe(
      '/applications',
    );
    await actions.getByRole('button', { name: 'Oppdater kontaktinformasjon' }).click();
    await page.getByLabel('Telefon').fill('+47 900 00 000');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Kontaktinformasjonen er lagret.').waitFor();
    expect(await profile.innerText()).toContain('+47 900 00 000');
    await shot(page, 'announcements-myvessel-1440-day');
    await context.close();
  }, 120_000);

  it('night on a phone: banner, news and cards keep their tone; embedded, a failing AIS token stops the start', async () => {
    const context = await newContext(browser, { width: 375, height: 667 });
    await context.addInitScript(() => {
      window.localStorage.setItem(
        'havkart.appearance',
        JSON.stringify({ menuSide: 'left', theme: 'night', nightOverlayOpacity: 0 }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    expect(await startupPhase(page)).toBe('ready');
    const news = page.getByTestId('news');
    // On a phone the news sits at the top of the home view in the details, not on the map.
    await page.getByRole('button', { name: 'Vis hele detaljpanelet' }).click();
    await expect.poll(() => news.innerText()).toContain('Storm i Nordsjøen');
    expect(await bannerBar(page)).toBe(WARNING_NIGHT);
    const box = (await news.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await shot(page, 'announcements-news-375-night');
    await news.getByTestId('news-close').click();
    const cards = page.getByTestId('getting-started');
    await cards.waitFor();
    expect(await cards.getByTestId('howto-card').count()).toBe(3);
    await shot(page, 'announcements-cards-375-night');

    // Embedded, the AIS token is a required preload: its catalogue text when it fails.
    await page.route('**/auth/connect/token', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    );
    await page.goto(`${server.origin}/embed/`);
    expect(await startupPhase(page)).toBe('failed');
    const failure = page.getByTestId('startup-error').locator('[data-preload="aisToken"]');
    expect(await failure.innerText()).toContain('AIS-token ikke tilgjengelig');
    expect(await failure.innerText()).toContain('503');
    expect(await page.getByTestId('startup-error').locator('li').count()).toBe(1);
    await shot(page, 'announcements-embed-token-failed-375-night');
    await context.close();
  }, 90_000);
});
