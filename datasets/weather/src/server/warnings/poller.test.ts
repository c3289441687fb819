// The MetAlerts poller against a local stand-in for api.met.no: what it sends, 304 kept,
// a 500 logged with the last good warnings kept.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testServerContext, type LoggedLine } from '@havkart/datasets-core/server/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetAlertsPoller, metAlertsUrl } from './poller.js';
import { weatherWarningsServerPart } from './index.js';

const fixture = readFileSync(
  new URL('../../../fixtures/metalerts/current-no.json', import.meta.url),
  'utf8',
);
const LAST_MODIFIED = 'Thu, 26 Nov 2026 09:15:12 GMT';

interface Seen {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

let server: Server;
let base: string;
let seen: Seen[];
/** What the stand-in answers next: 200 with the fixture, 304 when revalidated, or 500. */
let mode: 'ok' | 'fail';

beforeEach(async () => {
  seen = [];
  mode = 'ok';
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (mode === 'fail') {
      response.writeHead(500).end('upstream down');
    } else if (request.headers['if-modified-since'] === LAST_MODIFIED) {
      response.writeHead(304).end();
    } else {
      response
        .writeHead(200, { 'content-type': 'application/json', 'last-modified': LAST_MODIFIED })
        .end(fixture);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/weatherapi/metalerts/2.0/current.json`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function poller(logged: LoggedLine[]) {
  const { logger } = testServerContext({ logged });
  return createMetAlertsPoller({
    url: base,
    lang: 'en',
    userAgent: 'Havkart/25.10.57 ops@example.no',
    refreshMs: 0,
    fetch,
    logger,
  });
}

describe('MetAlerts poller', () => {
  it('asks with lang and an identifying User-Agent, then revalidates with If-Modified-Since', async () => {
    const logged: LoggedLine[] = [];
    const alerts = poller(logged);
    expect(await alerts.refresh()).toBe(true);
    expect(seen[0]!.url).toBe('/weatherapi/metalerts/2.0/current.json?lang=en');
    expect(seen[0]!.headers['user-agent']).toBe('Havkart/25.10.57 ops@example.no');
    expect(seen[0]!.headers['if-modified-since']).toBeUndefined();
    expect(alerts.current()?.features).toHaveLength(2);

    // 304: nothing new, the warnings stay.
    expect(await alerts.refresh()).toBe(false);
    expect(seen[1]!.headers['if-modified-since']).toBe(LAST_MODIFIED);
    expect(alerts.current()?.features).toHaveLength(2);
    expect(logged).toEqual([]);
  });

  it('keeps the last good warnings when MetAlerts answers 500, and logs it', async () => {
    const logged: LoggedLine[] = [];
    const alerts = poller(logged);
    await alerts.refresh();
    mode = 'fail';
    expect(await alerts.refresh()).toBe(false);
    expect(alerts.current()?.features).toHaveLength(2);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toMatch(/HTTP 500.*keeping the last warnings/);
  });

  it('has no warnings and says so when the first fetch fails', async () => {
    mode = 'fail';
    const logged: LoggedLine[] = [];
    const alerts = poller(logged);
    expect(await alerts.refresh()).toBe(false);
    expect(alerts.current()).toBeNull();
    expect(logged[0]!.message).toMatch(/no warnings yet/);
  });

  it('sets lang on a URL that already has a query', () => {
    expect(
      metAlertsUrl('https://api.met.no/x/current.json?geographicDomain=marine&lang=no', 'en'),
    ).toBe('https://api.met.no/x/current.json?geographicDomain=marine&lang=en');
  });
});

describe('weather warnings server part', () => {
  it('serves each language from MetAlerts when the URL is set, falling back to Norwegian', async () => {
    const ctx = testServerContext({ settings: { URL: base, CONTACT: 'ops@example.no' }, fetch });
    const services = await weatherWarningsServerPart.start(ctx);
    try {
      expect(services.demoData).toBe(false);
      expect(seen.map((s) => s.url).sort()).toEqual([
        '/weatherapi/metalerts/2.0/current.json?lang=en',
        '/weatherapi/metalerts/2.0/current.json?lang=no',
      ]);
      expect(services.geojson!({ lang: 'en' }).features).toHaveLength(2);
    } finally {
      await services.close?.();
    }
  });

  it('refuses to start with a MetAlerts URL but no MET_CONTACT', async () => {
    await expect(
      weatherWarningsServerPart.start(testServerContext({ settings: { URL: base }, fetch })),
    ).rejects.toThrow(/MET_CONTACT/);
    expect(seen).toEqual([]);
  });

  it('serves the demo warnings by default, marked as demo data', async () => {
    const services = await weatherWarningsServerPart.start(testServerContext({}));
    expect(services.demoData).toBe(true);
    const en = services.geojson!({ lang: 'en' }).features;
    expect(en.length).toBeGreaterThan(0);
    expect(String(en[0]!.properties?.['headLine'])).toMatch(/^Demo: Gale/);
    expect(String(services.geojson!().features[0]!.properties?.['headLine'])).toMatch(
      /^Demo: Kuling/,
    );
  });
});
