import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BASEMAP_COASTLINE_MIN_ZOOM,
  BASEMAP_SERVED_MAX_ZOOM,
  BASEMAP_REGION,
  basemapManifest,
} from './manifest.js';
import { openBasemapTiles } from './server/tiles.js';
import { decodeTile, tilePointOf } from './testing/vector-tile.js';

const dataDir = new URL('../data/', import.meta.url);

interface DataManifest {
  bbox: number[];
  minZoom: number;
  maxZoom: number;
  files: Record<string, { bytes: number; sha256: string }>;
  tiles: { total: number; distinct: number; byZoom: Record<string, number> };
}
const data = JSON.parse(readFileSync(new URL('manifest.json', dataDir), 'utf8')) as DataManifest;

const tiles = openBasemapTiles();
afterAll(() => tiles.close());

/** Coastline features in the stored tile holding lon/lat at zoom z; 0 for no tile. */
function coastlineFeatures(lon: number, lat: number, z: number): number {
  const p = tilePointOf(lon, lat, z);
  const tile = tiles.getTile(p.z, p.x, p.y);
  return tile ? (decodeTile(tile.data).layers.coastline?.length ?? 0) : 0;
}

describe('basemap manifest', () => {
  // Coastal places across the region, from Jan Mayen to the Russian border and north to
  // Svalbard: each must get the full-resolution coastline from its first zoom.
  it.each([
    ['Olonkinbyen, Jan Mayen', -8.72, 70.92],
    ['Longyearbyen, Svalbard', 15.63, 78.22],
    ['Lindesnes', 7.05, 57.98],
    ['Bergen', 5.32, 60.39],
    ['Nordkapp', 25.78, 71.17],
    ['Grense Jakobselv', 30.83, 69.79],
  ])('draws the coastline at %s from zoom 10, not before', (_name, lon, lat) => {
    expect(coastlineFeatures(lon, lat, BASEMAP_COASTLINE_MIN_ZOOM)).toBeGreaterThan(0);
    expect(coastlineFeatures(lon, lat, BASEMAP_COASTLINE_MIN_ZOOM - 1)).toBe(0);
  });

  it('has no full-resolution coastline outside its region (Reykjavík)', () => {
    expect(coastlineFeatures(-21.94, 64.15, BASEMAP_COASTLINE_MIN_ZOOM)).toBe(0);
  });

  it('offers the two variants, simple first', () => {
    const [first, second] = [...basemapManifest.variants].sort((a, b) => a.priority - b.priority);
    expect(first).toMatchObject({ id: 'simple', sourceMaxZoom: 12, maxZoom: 12 });
    // The standard source goes to 14 (spec 02 §9): the server cuts 13–14 from the z12 tiles.
    expect(second).toMatchObject({ id: 'standard', sourceMaxZoom: 14, maxZoom: 14 });
    for (const v of basemapManifest.variants)
      expect(v.sourceMaxZoom).toBeLessThanOrEqual(BASEMAP_SERVED_MAX_ZOOM);
    expect(basemapManifest.sourceLayers).toEqual({ land: 'land', coastline: 'coastline' });
  });

  it('agrees with the generated data manifest', () => {
    expect(data.bbox).toEqual([...BASEMAP_REGION]);
    expect(data.minZoom).toBe(basemapManifest.minZoom);
    expect(data.maxZoom).toBe(basemapManifest.maxZoom);
    const byZoom = Object.values(data.tiles.byZoom).reduce((a, b) => a + b, 0);
    expect(byZoom).toBe(data.tiles.total);
    // All-land squares and repeated edges are stored once.
    expect(data.tiles.distinct).toBeLessThan(data.tiles.total / 2);
  });

  it.each(Object.keys(data.files))('records the size and sha256 of the committed %s', (name) => {
    const bytes = readFileSync(new URL(name, dataDir));
    const entry = data.files[name];
    expect(bytes.length).toBe(entry?.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry?.sha256);
  });
});
