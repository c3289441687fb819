import { readFileSync } from 'node:fs';
import type { DatasetServices } from '@havkart/datasets-core/server';
import {
  testServerContext,
  tileLayerFeatures,
  type LoggedLine,
} from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { serverPart } from './index.js';

const fixture = readFileSync(new URL('fixtures/coastal.json', import.meta.url), 'utf8');

function context(settings: Record<string, string>, fetcher?: typeof fetch) {
  const logged: LoggedLine[] = [];
  const ctx = testServerContext({ settings, logged, ...(fetcher ? { fetch: fetcher } : {}) });
  return { ctx, logged };
}

async function tileIds(services: DatasetServices, lon: number, lat: number, z: number) {
  const features = await tileLayerFeatures(services, manifest.id, lon, lat, z);
  return features.map((feature) => feature.properties['eventId']);
}

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('coastal warnings server part', () => {
  it('serves the demo warnings as GeoJSON and tiles, marked as demo data', async () => {
    const { ctx, logged } = context({});
    services = await serverPart.start(ctx);
    expect(services.demoData).toBe(true);
    const data = services.geojson!();
    expect(data.features.length).toBe(8);
    expect(await tileIds(services, 5.12, 60.15, 10)).toEqual(['demo-1002']);
    expect(logged).toEqual([]);
  });

  it('reads the feed named by DATASET_COASTALWARNINGS_URL and logs what it skipped', async () => {
    const requested: string[] = [];
    const fetcher = ((url: string) => {
      requested.push(url);
      return Promise.resolve(
        new Response(fixture, { headers: { 'content-type': 'application/json' } }),
      );
    }) as typeof fetch;
    const url = 'https://api.kystverket.no/data/navigationwarnings/coastal/';
    const { ctx, logged } = context({ URL: url }, fetcher);
    services = await serverPart.start(ctx);
    expect(requested).toEqual([url]);
    expect(services.demoData).toBe(false);
    expect(services.geojson!().features.map((f) => f.properties?.['eventId'])).toEqual([
      '301122',
      '301140',
      '301151',
      '301163',
      '301170',
    ]);
    expect(logged).toEqual([
      {
        level: 'warn',
        message: expect.stringMatching(/^Dataset coastalwarnings: skipped 4 of 9 warnings: #5/),
      },
    ]);
    expect(await tileIds(services, 14.6486, 68.1542, 8)).toEqual(['301122']);
  });

  it('refuses a feed answer that is not JSON as a whole, logging why, and serves nothing from it', async () => {
    let body = fixture;
    const fetcher = (() => Promise.resolve(new Response(body))) as unknown as typeof fetch;
    const { ctx, logged } = context(
      { URL: 'https://feed.example/coastal/', REFRESH_S: '3600' },
      fetcher,
    );
    services = await serverPart.start(ctx);
    expect(services.geojson!().features).toHaveLength(5);
    body = '<html>Bad gateway</html>';
    // A server started while the feed answers an error page has no warnings to show.
    const again = await serverPart.start(ctx);
    expect(again.geojson!().features).toHaveLength(0);
    await again.close?.();
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      message: expect.stringContaining('the warnings feed did not answer JSON'),
    });
  });
});
