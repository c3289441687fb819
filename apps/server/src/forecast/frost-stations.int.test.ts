/**
 * MET Frost's coastal stations on the weather-station layer (FROST_CLIENT_ID, FROST_URL),
 * through the real server against a local stand-in answering in Frost's shape: the coastal
 * stations are served beside the AIS ones, keyed by their SN id, and the inland one is not.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const fixture = (name: string) =>
  fs.readFileSync(
    new URL(`../../../../datasets/weather/src/server/frost/fixtures/${name}`, import.meta.url),
    'utf8',
  );
const authorizations = new Set<string | undefined>();
const upstream = http.createServer((request, response) => {
  authorizations.add(request.headers.authorization);
  const url = new URL(request.url ?? '/', 'http://x');
  const body = url.pathname.startsWith('/sources')
    ? fixture('frost-sources.json')
    : fixture('frost-observations.json');
  response.writeHead(200, { 'content-type': 'application/ld+json' }).end(body);
});
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  t = await startTestApp('sqlite', {
    DEMO_USERS: 'false',
    MET_CONTACT: 'ops@example.org',
    FROST_CLIENT_ID: 'havkart-test',
    FROST_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`,
  });
}, 60_000);
afterAll(async () => {
  await t?.cleanup();
  upstream.close();
});

describe('Frost stations', () => {
  it('are served on the layer beside the AIS stations, coastal ones only', async () => {
    type Answer = { features: { properties: Record<string, unknown> }[] };
    let features: Answer['features'] = [];
    await expect
      .poll(
        async () => {
          const answer = await t.app.inject('/api/v1/datasets/weatherstations/geojson');
          features = answer.json<Answer>().features;
          return features.map((f) => f.properties['sourceId']);
        },
        { timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining(['SN47300', 'SN76920']));
    expect(features.map((f) => f.properties['sourceId'])).not.toContain('SN18700');
    const utsira = features.find((f) => f.properties['sourceId'] === 'SN47300')!.properties;
    expect(utsira).toMatchObject({ name: 'UTSIRA FYR', avgWindSpeed: 14.2, source: 'frost' });
    expect(authorizations).toEqual(
      new Set([`Basic ${Buffer.from('havkart-test:').toString('base64')}`]),
    );
    // Found by name in the search, too.
    const found = await t.app.inject('/api/v1/weatherstations?query=utsira fyr');
    expect(found.json()).toEqual([
      {
        name: 'UTSIRA FYR',
        sourceId: 'SN47300',
        geom: { type: 'Point', coordinates: [4.8722, 59.3065] },
      },
    ]);
  });
});
