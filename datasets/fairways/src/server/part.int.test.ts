import { gunzipSync } from 'node:zlib';
import type { DatasetServerContext, DatasetServices } from '@havkart/datasets-core/server';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { serverPart } from './index.js';

function context(): DatasetServerContext {
  return {
    settings: {},
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    tileCacheBytes: 1_000_000,
    fetch: () => Promise.reject(new Error('no network in this test')),
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

/**
 * The tile's bytes as text: a vector tile keeps its layer name and string values as UTF-8, so
 * they can be looked for without decoding the geometry.
 */
async function tileText(services: DatasetServices, lon: number, lat: number, z: number) {
  const tile = await services.tiles!.getTile(...tileOf(lon, lat, z));
  return tile ? gunzipSync(tile.data).toString('utf8') : null;
}

let services: DatasetServices | undefined;
afterEach(async () => {
  await services?.close?.();
  services = undefined;
});

describe('fairway tiles (spec 02 §7)', () => {
  it('serve the Korsfjorden main lead with its id, type and place name from zoom 5 to 14', async () => {
    services = await serverPart.start(context());
    expect(services.demoData).toBe(true);
    expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([5, 14]);
    for (const z of [5, 11, 14]) {
      const text = await tileText(services, 5.1, 60.1625, z);
      expect(text, `zoom ${z}`).toContain(manifest.id);
      expect(text).toContain('demo-korsfjorden');
      expect(text).toContain('Hovedled');
      expect(text).toContain('Korsfjorden');
    }
    expect(await tileText(services, 5.1, 60.1625, 4)).toBeNull();
    expect(await tileText(services, 5.1, 60.1625, 15)).toBeNull();
  });

  it('serve no tile over open ocean far from any fairway', async () => {
    services = await serverPart.start(context());
    const text = await tileText(services, -20, 50, 9);
    expect(text === null || !text.includes('demo-')).toBe(true);
  });
});
