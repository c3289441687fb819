import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import {
  createGeoJsonTiles,
  type DatasetServerContext,
  type DatasetServices,
} from '@havkart/datasets-core/server';
import Pbf from 'pbf';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { serverPart } from './index.js';

function context(settings: Record<string, string>, fetcher?: typeof fetch): DatasetServerContext {
  return {
    settings,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    tileCacheBytes: 8_000_000,
    fetch: fetcher ?? (() => Promise.reject(new Error('no network in this test'))),
  };
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

async function kinds(services: DatasetServices, lon: number, lat: number, z: number) {
  const tile = await services.tiles!.getTile(...tileOf(lon, lat, z));
  if (!tile) return new Map<string, number>();
  const layer = new VectorTile(new Pbf(gunzipSync(tile.data))).layers[manifest.id];
  const counts = new Map<string, number>();
  for (let i = 0; i < (layer?.length ?? 0); i++) {
    const kind = String(layer!.feature(i).properties['kind']);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('depth tiles', () => {
  it('serve the demo areas, curves and soundings over Bergen from zoom 6, as demo data', async () => {
    services = await serverPart.start(context({}));
    expect(services.demoData).toBe(true);
    expect(services.tiles?.minZoom).toBe(6);
    const z10 = await kinds(services, 5.1, 60.35, 10);
    expect(z10.get('area')).toBeGreaterThan(0);
    expect(z10.get('curve')).toBeGreaterThan(0);
    expect(z10.get('sounding')).toBeGreaterThan(10);
    expect((await kinds(services, 5.1, 60.35, 6)).get('curve')).toBeGreaterThan(0);
    expect(await services.tiles!.getTile(...tileOf(5.1, 60.35, 5))).toBeNull();
    // Open sea far from the demo stretches has no depth data: no tile.
    expect(await services.tiles!.getTile(...tileOf(2, 57, 10))).toBeNull();
  });

  it('pass on the vector tiles of DATASET_DEPTH_URL as they are', async () => {
    // A site's tile server, stood in for by one tile cut with our own tiler.
    const site = createGeoJsonTiles({ layer: 'depth', minZoom: 0, maxZoom: 14, cacheBytes: 0 });
    site.setData({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { kind: 'sounding', depth: 42 },
          geometry: { type: 'Point', coordinates: [5.1, 60.35] },
        },
      ],
    });
    const tile = site.getTile(...tileOf(5.1, 60.35, 10)) as { data: Buffer };
    const requested: string[] = [];
    const fetcher = ((url: string) => {
      requested.push(url);
      return Promise.resolve(new Response(tile.data));
    }) as typeof fetch;
    services = await serverPart.start(
      context({ URL: 'https://tiles.example/depth/{z}/{x}/{y}.pbf' }, fetcher),
    );
    expect(services.demoData).toBe(false);
    expect((await kinds(services, 5.1, 60.35, 10)).get('sounding')).toBe(1);
    expect(requested).toEqual([
      `https://tiles.example/depth/${tileOf(5.1, 60.35, 10).join('/')}.pbf`,
    ]);
  });
});
