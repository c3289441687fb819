import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import type { StoredAppConfig } from './app-config-schemas.js';

const PASSWORD = 'app-config-test-password';
const targets = await databaseTargets();

describe.each(targets)('app configuration on $target', ({ target, skip }) => {
  let testApp: TestApp;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    if (skip) return;
    testApp = await startTestApp(target, { DEMO_USER_PASSWORD: PASSWORD });
    const { app, config } = testApp;
    adminToken = (await signIn(app, config.publicUrl, 'admin', PASSWORD)).tokens.access_token;
    userToken = (await signIn(app, config.publicUrl, 'fritidsfisker', PASSWORD)).tokens
      .access_token;
  });
  afterAll(async () => {
    if (!skip) await testApp.cleanup();
  });

  const get = (url: string, token?: string) =>
    testApp.app.inject({
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const put = (url: string, payload: unknown, token?: string) =>
    testApp.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it.skipIf(skip).each([
    ['havkart', 'no', 'Velkommen til Havkart', 'Søk'],
    ['havkart', 'en', 'Welcome to Havkart', 'Search'],
    ['nais', 'no', 'Velkommen til NAIS', 'Søk'],
    ['nais', 'en', 'Welcome to NAIS', 'Search'],
  ])(
    'GET spadata/%s?lang=%s answers the seeded configuration',
    async (app, lang, headline, card) => {
      const response = await get(`/api/v1/spadata/${app}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.app).toBe(app);
      expect(body.language).toBe(lang === 'en' ? 'en-US' : 'nb-NO');
      expect(body.news[0]).toMatchObject({
        id: 'welcome',
        active: true,
        headline,
        loginRequired: false,
        showOnce: true,
      });
      expect(body.howtoCards.map((c: { title: string }) => c.title)).toContain(card);
      expect(body.deskNotification).toMatchObject({
        show: false,
        override: false,
        global: { show: false },
      });
    },
  );

  it.skipIf(skip)('answers Norwegian without lang and through /bwapi', async () => {
    const response = await get('/bwapi/v1/spadata/havkart');
    expect(response.json().language).toBe('nb-NO');
    // Full language tags work too.
    expect((await get('/api/v1/spadata/havkart?lang=en-GB')).json().language).toBe('en-US');
    expect((await get('/api/v1/spadata/havkart?lang=nb-NO')).json().language).toBe('nb-NO');
  });

  it.skipIf(skip)('tells the client where the map may be embedded (EMBED_ORIGINS)', async () => {
    // The test app lists no site: the embed dialog then says the operator must list one.
    const response = await get('/api/v1/spadata/havkart');
    expect(response.json().embedOrigins).toEqual(testApp.config.embedOrigins);
    expect(Array.isArray(response.json().embedOrigins)).toBe(true);
  });

  it.skipIf(skip)('refuses an unknown app variant and an unknown language', async () => {
    const unknown = await get('/api/v1/spadata/nosuchapp?lang=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unknown.json().detail).toContain('nosuchapp');
    for (const lang of ['de', 'en_GB']) {
      const badLanguage = await get(`/api/v1/spadata/havkart?lang=${lang}`);
      expect(badLanguage.statusCode).toBe(400);
      expect(Object.keys(badLanguage.json().errors)).toEqual(['querystring.lang']);
    }
  });

  function changedConfig(current: StoredAppConfig): StoredAppConfig {
    return {
      ...current,
      deskNotification: {
        show: true,
        type: 'warning',
        text: { 'nb-NO': 'Vedlikehold i kveld', 'en-US': 'Maintenance tonight' },
        override: true,
      },
      news: [
        ...current.news,
        {
          id: 'members',
          active: true,
          headline: { 'nb-NO': 'Nytt for medlemmer', 'en-US': 'New for members' },
          leadText: { 'nb-NO': 'Ingress', 'en-US': 'Lead' },
          bodyText: { 'nb-NO': 'Brødtekst', 'en-US': 'Body' },
          image: '/assets/news.png',
          link: 'https://havkart.example/news',
          linkText: { 'nb-NO': 'Les mer', 'en-US': 'Read more' },
          loginRequired: true,
          showOnce: false,
        },
      ],
    };
  }

  it.skipIf(skip)('lets an administrator change one variant and leaves the others', async () => {
    const current = await get('/api/v1/admin/spadata/havkart', adminToken);
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('no-store');
    const changed = await put(
      '/api/v1/admin/spadata/havkart',
      changedConfig(current.json().config),
      adminToken,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().updatedBy).toBeTruthy();

    const english = (await get('/api/v1/spadata/havkart?lang=en')).json();
    expect(english.deskNotification).toMatchObject({
      show: true,
      type: 'warning',
      text: 'Maintenance tonight',
      override: true,
    });
    expect(english.news[1]).toMatchObject({
      headline: 'New for members',
      loginRequired: true,
      link: 'https://havkart.example/news',
    });
    const norwegian = (await get('/api/v1/spadata/havkart?lang=no')).json();
    expect(norwegian.news[1].linkText).toBe('Les mer');
    const nais = (await get('/api/v1/spadata/nais?lang=en')).json();
    expect(nais.deskNotification.show).toBe(false);
    expect(nais.news).toHaveLength(1);
  });

  it.skipIf(skip)('shows the global desk notification in every variant', async () => {
    const response = await put(
      '/api/v1/admin/desknotification',
      { show: true, type: 'info', text: { 'nb-NO': 'Ny versjon', 'en-US': 'New version' } },
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    for (const app of ['havkart', 'nais']) {
      const body = (await get(`/api/v1/spadata/${app}?lang=en`)).json();
      expect(body.deskNotification.global).toEqual({
        show: true,
        type: 'info',
        text: 'New version',
      });
    }
    const norwegian = (await get('/api/v1/admin/desknotification', adminToken)).json();
    expect(norwegian.deskNotification.text['nb-NO']).toBe('Ny versjon');
  });

  it.skipIf(skip)('refuses changes from anyone but an administrator', async () => {
    const body = (await get('/api/v1/admin/spadata/nais', adminToken)).json().config;
    const anonymous = await put('/api/v1/admin/spadata/nais', body);
    expect(anonymous.statusCode).toBe(401);
    const user = await put('/api/v1/admin/spadata/nais', body, userToken);
    expect(user.statusCode).toBe(403);
    expect(user.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await get('/api/v1/admin/spadata/nais', userToken)).statusCode).toBe(403);
    const global = await put('/api/v1/admin/desknotification', { show: false }, userToken);
    expect(global.statusCode).toBe(403);
  });

  it.skipIf(skip)(
    'refuses a body with an unsafe link, a missing text or repeated ids',
    async () => {
      const current: StoredAppConfig = (await get('/api/v1/admin/spadata/nais', adminToken)).json()
        .config;
      const [welcome] = current.news;
      const unsafe = await put(
        '/api/v1/admin/spadata/nais',
        { ...current, news: [{ ...welcome, link: 'javascript:alert(1)' }] },
        adminToken,
      );
      expect(unsafe.statusCode).toBe(400);
      expect(Object.keys(unsafe.json().errors)).toContain('body.news.0.link');

      const missing = await put(
        '/api/v1/admin/spadata/nais',
        { ...current, howtoCards: [{ id: 'x', title: { 'nb-NO': 'Hei' }, body: {}, image: null }] },
        adminToken,
      );
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors)).toContain('body.howtoCards.0.title.en-US');

      const repeated = await put(
        '/api/v1/admin/spadata/nais',
        { ...current, news: [welcome, welcome] },
        adminToken,
      );
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().errors).toEqual({ 'body.news.1.id': ['must be unique in the list'] });
      const unknown = await put('/api/v1/admin/spadata/nosuchapp', current, adminToken);
      expect(unknown.statusCode).toBe(404);
    },
  );

  it.skipIf(skip)(
    'keeps an administrator’s change across a restart (the seed never overwrites)',
    async () => {
      const before = (await get('/api/v1/spadata/havkart?lang=en')).json();
      const restarted = await startTestApp(target, {
        DATA_DIR: testApp.config.dataDir,
        // No sign-in needed here; skipping the demo users' password hashing saves seconds.
        DEMO_USERS: 'false',
        ...(testApp.config.databaseSchema
          ? { DATABASE_SCHEMA: testApp.config.databaseSchema }
          : {}),
      });
      try {
        const after = (await restarted.app.inject('/api/v1/spadata/havkart?lang=en')).json();
        expect(after.deskNotification.text).toBe('Maintenance tonight');
        expect(after).toEqual(before);
      } finally {
        await restarted.app.close();
      }
    },
  );
});
