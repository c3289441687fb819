import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import type { DatasetServerContext, DatasetServices } from '@havkart/datasets-core/server';
import Pbf from 'pbf';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { serverPart } from './index.js';

const fixture = readFileSync(new URL('fixtures/coastal.json', import.meta.url), 'utf8');

interface Logged {
  level: 'info' | 'warn' | 'error';
  message: string;
}

function context(settings: Record<string, string>, fetcher?: typeof fetch) {
  const logged: Logged[] = [];
  const ctx: DatasetServerContext = {
    settings,
    logger: {
      info: (message) => logged.push({ level: 'info', message }),
      warn: (message) => logged.push({ level: 'warn', message }),
      error: (message) => logged.push({ level: 'error', message }),
    },
    tileCacheBytes: 1_000_000,
    fetch: fetcher ?? (() => Promise.reject(new Error('no network in this test'))),
  };
  return { ctx, logged };
}

/** XYZ tile holding lon/lat at zoom z. */
function tileOf(lon: number, lat: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    z,
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

async function tileIds(services: DatasetServices, lon: number, lat: number, z: number) {
  const tile = await services.tiles!.getTile(...tileOf(lon, lat, z));
  if (!tile) return [];
  const layer = new VectorTile(new Pbf(gunzipSync(tile.data))).layers[manifest.id];
  return layer
    ? Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties['eventId'])
    : [];
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
