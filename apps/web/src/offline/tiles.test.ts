import { describe, expect, it } from 'vitest';
import { tileCount, tileUrl, tilesForBounds, type Bounds } from './tiles.js';

const WORLD: Bounds = [-180, -85.0511, 180, 85.0511];
/** Bergen's harbour: a few kilometres, inside one tile up to zoom 9 but for the edges. */
const BERGEN: Bounds = [5.28, 60.37, 5.36, 60.41];

describe('tiles for bounds', () => {
  it('the whole world at z0–9 is every tile: the sum of 4^z', () => {
    expect(tileCount(WORLD, 0, 9)).toBe(349_525);
    expect(tileCount(WORLD, 0, 0)).toBe(1);
    expect(tileCount(WORLD, 3, 3)).toBe(64);
  });

  it("Bergen's harbour is one tile per zoom up to 9, and the z9 tile is the known one", () => {
    const tiles = tilesForBounds(BERGEN, 0, 9);
    expect(tiles).toHaveLength(10);
    expect(tileCount(BERGEN, 0, 9)).toBe(10);
    // lon 5.32 → x = floor(185.32 / 360 · 512) = 263; lat 60.39 → y = floor(0.28832 · 512) = 147.
    expect(tiles.at(-1)).toEqual({ z: 9, x: 263, y: 147 });
    expect(tiles[0]).toEqual({ z: 0, x: 0, y: 0 });
  });

  it('one quadrant of the world at z1 is one tile, at z2 four', () => {
    const northEast: Bounds = [0.001, 0.001, 179.999, 85];
    expect(tilesForBounds(northEast, 1, 1)).toEqual([{ z: 1, x: 1, y: 0 }]);
    expect(tileCount(northEast, 2, 2)).toBe(4);
  });

  it('the count agrees with the list and the list has no duplicates', () => {
    const coast: Bounds = [4, 57.8, 31.5, 71.3];
    const tiles = tilesForBounds(coast, 0, 9);
    expect(tiles).toHaveLength(tileCount(coast, 0, 9));
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    expect(tiles.every((t) => t.z >= 0 && t.z <= 9)).toBe(true);
  });

  it('bounds that are empty, reversed or not numbers hold no tiles', () => {
    expect(tileCount([5, 60, 5, 60], 0, 9)).toBe(0);
    expect(tileCount([6, 60, 5, 61], 0, 9)).toBe(0);
    expect(tilesForBounds([Number.NaN, 60, 5, 61], 0, 9)).toEqual([]);
  });

  it('fills a tile template', () => {
    expect(tileUrl('http://h/tiles/basemap/{z}/{x}/{y}.pbf', { z: 9, x: 263, y: 147 })).toBe(
      'http://h/tiles/basemap/9/263/147.pbf',
    );
  });
});
