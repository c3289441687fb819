import { afterAll, describe, expect, it } from 'vitest';
import { decodeTile, layerContains, tilePointOf } from '../testing/vector-tile.js';
import { BASEMAP_REGION } from '../manifest.js';
import { openBasemapTiles } from './tiles.js';

const tiles = openBasemapTiles();
afterAll(() => tiles.close());

/** Whether lon/lat (degrees) is inside a `land` polygon of its tile at zoom z. */
function isLand(lon: number, lat: number, z: number): boolean {
  const p = tilePointOf(lon, lat, z);
  const tile = tiles.getTile(p.z, p.x, p.y);
  // A missing tile inside the region is open sea.
  return tile ? layerContains(decodeTile(tile.data), 'land', p) : false;
}

// Points checked against the source data to lie at least ~1.5 km from any shore.
const dryLand: [string, number, number][] = [
  ['Hardangervidda', 7.5, 60.1],
  ['inland of Bodø (Saltfjellet)', 15.8, 67.15],
  ['central Sweden', 15, 62.5],
  ['Svalbard near Longyearbyen', 15.6, 78.2],
  ['Jan Mayen', -8.3, 71.0],
];
const openWater: [string, number, number][] = [
  ['Norwegian Sea', 5, 66],
  ['North Sea', 3, 58.5],
  ['Barents Sea', 30, 72],
  ['Sognefjorden off Vik (1.5 km from either shore)', 6.5, 61.105],
];

describe('openBasemapTiles', () => {
  it('reads the metadata', () => {
    expect(tiles.metadata.format).toBe('pbf');
    expect(tiles.metadata.minZoom).toBe(0);
    expect(tiles.metadata.maxZoom).toBe(12);
    expect(tiles.metadata.bounds).toEqual([...BASEMAP_REGION]);
    expect(tiles.metadata.vectorLayers.map((l) => l.id)).toEqual(['land', 'coastline']);
  });

  it.each(dryLand)('%s is land at z10–12', (_name, lon, lat) => {
    for (const z of [10, 11, 12]) expect(isLand(lon, lat, z), `z${z}`).toBe(true);
  });

  it.each(openWater)('%s is water at z6–12', (_name, lon, lat) => {
    for (const z of [6, 8, 10, 11, 12]) expect(isLand(lon, lat, z), `z${z}`).toBe(false);
  });

  it('has land everywhere at low zoom (Natural Earth)', () => {
    expect(isLand(7.5, 60.1, 3)).toBe(true);
    expect(isLand(-100, 40, 5)).toBe(true);
    expect(isLand(-30, 40, 5)).toBe(false);
  });

  it('keeps Natural Earth land just outside the region at z6+', () => {
    // Northern Jutland, just south of 56.6 N, in tiles that straddle the region's edge.
    expect(isLand(9.3, 56.45, 6)).toBe(true);
    expect(isLand(9.3, 56.57, 8)).toBe(true);
  });

  it('carries the coastline layer from z10 only', () => {
    const coastal = (z: number) => {
      const p = tilePointOf(5.32, 60.39, z); // Bergen
      const tile = tiles.getTile(p.z, p.x, p.y);
      expect(tile).not.toBeNull();
      return decodeTile(tile!.data).layers;
    };
    for (const z of [6, 8, 9]) expect(coastal(z)['coastline'], `z${z}`).toBeUndefined();
    for (const z of [10, 11, 12]) {
      const layer = coastal(z)['coastline'];
      expect(layer?.length, `z${z}`).toBeGreaterThan(0);
      expect(layer?.feature(0).properties['kind']).toMatch(/^(sea|lake)$/);
    }
  });

  it('stores identical tiles once and gives them the same ETag', () => {
    const a = tilePointOf(7.5, 60.1, 12);
    const b = tilePointOf(15.8, 67.15, 12);
    const ta = tiles.getTile(a.z, a.x, a.y);
    const tb = tiles.getTile(b.z, b.x, b.y);
    expect(ta?.etag).toMatch(/^"[\w-]+"$/);
    expect(ta?.etag).toBe(tb?.etag);
    expect(ta?.data.equals(tb!.data)).toBe(true);
  });

  it('returns the cached tile with the same ETag', () => {
    const p = tilePointOf(5.32, 60.39, 11);
    const first = tiles.getTile(p.z, p.x, p.y);
    const second = tiles.getTile(p.z, p.x, p.y);
    expect(second).toBe(first);
    const uncached = openBasemapTiles(undefined, { cacheBytes: 0 });
    try {
      expect(uncached.getTile(p.z, p.x, p.y)?.etag).toBe(first?.etag);
    } finally {
      uncached.close();
    }
  });

  it('returns null out of range and where no tile exists', () => {
    expect(tiles.getTile(-1, 0, 0)).toBeNull();
    expect(tiles.getTile(13, 0, 0)).toBeNull();
    expect(tiles.getTile(3, 8, 0)).toBeNull();
    expect(tiles.getTile(3, 0, -1)).toBeNull();
    expect(tiles.getTile(2.5, 0, 0)).toBeNull();
    expect(tiles.getTile(Number.NaN, 0, 0)).toBeNull();
    const sea = tilePointOf(5, 66, 10);
    expect(tiles.getTile(sea.z, sea.x, sea.y)).toBeNull();
  });
});
