/**
 * The vessel search on every live base: it exists on each, and a query that is empty or over
 * 100 characters is 400 problem+json naming `querystring.query`. The app configuration tells
 * the web app which service answers place searches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { LIVE_BASES } from './bases.js';

let t: TestApp;

beforeAll(async () => {
  // Restricted bases open to anyone here, so validation is reached without a token.
  t = await startTestApp('sqlite', {
    LIVE_RESTRICTED_ACCESS: 'allow',
    PLACE_SEARCH_SOURCE: 'stedsnavn',
  });
}, 60_000);
afterAll(() => t?.cleanup());

describe('latest/search', () => {
  it.each(LIVE_BASES.map((base) => base.prefix))('%s answers a search', async (prefix) => {
    const response = await t.app.inject(`${prefix}/latest/search?query=NOSUCHVESSEL`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(
    LIVE_BASES.flatMap((base) => [
      [base.prefix, ''],
      [base.prefix, 'x'.repeat(101)],
    ]),
  )('%s refuses the query %j with problem+json naming querystring.query', async (prefix, q) => {
    const response = await t.app.inject(`${prefix}/latest/search?query=${q}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring.query']);
  });

  it('refuses a search without a query', async () => {
    const response = await t.app.inject('/live/v1/latest/search');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring.query']);
  });
});

describe('the place search source in the app configuration', () => {
  it('passes PLACE_SEARCH_SOURCE to the web app', async () => {
    const response = await t.app.inject('/api/v1/spadata/havkart?lang=nb-NO');
    expect(response.json<{ placeSearchSource: string }>().placeSearchSource).toBe('stedsnavn');
  });

  it('is the GeoNames index by default, and an unknown service stops start-up', () => {
    expect(loadConfig({}).placeSearchSource).toBe('geonames');
    expect(() => loadConfig({ PLACE_SEARCH_SOURCE: 'bing' })).toThrow(/PLACE_SEARCH_SOURCE/);
  });
});
