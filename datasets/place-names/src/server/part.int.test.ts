import { gunzipSync } from 'node:zlib';
import type { DatasetServerContext, DatasetServices } from '@havkart/datasets-core/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SEA_NAME_ZOOMS, seaNamesManifest, svalbardNamesManifest } from '../manifest.js';
import { seaNamesServerPart, svalbardNamesServerPart } from './index.js';

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

describe('place-name tiles (spec 02 §7, §9)', () => {
  it('sea names: Norskerenna with its type in tiles from zoom 7 up to the source max zoom 15', async () => {
    services = await seaNamesServerPart.start(context());
    expect(services.demoData).toBe(true);
    expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([
      SEA_NAME_ZOOMS.min,
      SEA_NAME_ZOOMS.sourceMax,
    ]);
    for (const z of [7, 10, 15]) {
      const text = await tileText(services, 4.6, 59.0, z);
      expect(text, `zoom ${z}`).toContain(seaNamesManifest.id);
      expect(text).toContain('Norskerenna');
      expect(text).toContain('havdyp');
    }
    expect(await tileText(services, 4.6, 59.0, 6)).toBeNull();
    expect(await tileText(services, 4.6, 59.0, 16)).toBeNull();
  });

  it('Svalbard names: Isfjorden with its terrain form in tiles from zoom 2 to 10', async () => {
    services = await svalbardNamesServerPart.start(context());
    expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([2, 10]);
    for (const z of [2, 6, 10]) {
      const text = await tileText(services, 14.5, 78.2, z);
      expect(text, `zoom ${z}`).toContain(svalbardNamesManifest.id);
      expect(text).toContain('Isfjorden');
      expect(text).toContain('fiord');
    }
    expect(await tileText(services, 14.5, 78.2, 1)).toBeNull();
    expect(await tileText(services, 14.5, 78.2, 11)).toBeNull();
  });
});
