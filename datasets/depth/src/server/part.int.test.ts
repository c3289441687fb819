import { createGeoJsonTiles, type DatasetServices } from '@havkart/datasets-core/server';
import {
  testServerContext,
  tileAt,
  tileLayerFeatures,
} from '@havkart/datasets-core/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { serverPart } from './index.js';

function context(settings: Record<string, string>, fetcher?: typeof fetch) {
  return testServerContext({
    settings,
    tileCacheBytes: 8_000_000,
    ...(fetcher ? { fetch: fetcher } : {}),
  });
}

async function kinds(services: DatasetServices, lon: number, lat: number, z: number) {
  const counts = new Map<string, number>();
  for (const feature of await tileLayerFeatures(services, manifest.id, lon, lat, z)) {
    const kind = String(feature.properties['kind']);
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
    expect(await services.tiles!.getTile(...tileAt(5.1, 60.35, 5))).toBeNull();
    // Open sea far from the demo stretches has no depth data: no tile.
    expect(await services.tiles!.getTile(...tileAt(2, 57, 10))).toBeNull();
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
    const tile = site.getTile(...tileAt(5.1, 60.35, 10)) as { data: Buffer };
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
      `https://tiles.example/depth/${tileAt(5.1, 60.35, 10).join('/')}.pbf`,
    ]);
  });
});
