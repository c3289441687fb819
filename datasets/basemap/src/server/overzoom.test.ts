import { afterAll, describe, expect, it } from 'vitest';
import { decodeTile, layerContains, tilePointOf, type TilePoint } from '../testing/vector-tile.js';
import { clipLine, clipRing, OVERZOOM_BUFFER } from './overzoom.js';
import { openBasemapTiles } from './tiles.js';

const tiles = openBasemapTiles(undefined, { overzoomTo: 14 });
afterAll(() => tiles.close());

function landAt(p: TilePoint): boolean {
  const tile = tiles.getTile(p.z, p.x, p.y);
  return tile ? layerContains(decodeTile(tile.data), 'land', p) : false;
}

describe('server over-zoom of the base map (z13–14 from z12)', () => {
  it('serves real tiles to z14 and none beyond', () => {
    expect(tiles.metadata.maxZoom).toBe(12);
    expect(tiles.servedMaxZoom).toBe(14);
    const bergen = tilePointOf(5.32, 60.39, 14);
    expect(tiles.getTile(14, bergen.x, bergen.y)).not.toBeNull();
    const deeper = tilePointOf(5.32, 60.39, 15);
    expect(tiles.getTile(15, deeper.x, deeper.y)).toBeNull();
  });

  it('keeps land land and sea sea: a grid over a coastal z12 tile agrees at z13 and z14', () => {
    // Around Bergen: islands, sounds and fjord arms in one tile.
    const parent = tilePointOf(5.2, 60.4, 12);
    let land = 0;
    for (let i = 0; i < 24; i++) {
      for (let j = 0; j < 24; j++) {
        const fx = (i + 0.37) / 24;
        const fy = (j + 0.61) / 24;
        const at12: TilePoint = { ...parent, fx, fy };
        const expected = landAt(at12);
        if (expected) land++;
        for (const dz of [1, 2]) {
          const size = 2 ** dz;
          const gx = (parent.x + fx) * size;
          const gy = (parent.y + fy) * size;
          const x = Math.floor(gx);
          const y = Math.floor(gy);
          const child: TilePoint = { z: 12 + dz, x, y, fx: gx - x, fy: gy - y };
          expect(landAt(child), `${fx},${fy} at z${12 + dz}`).toBe(expected);
        }
      }
    }
    // The grid saw both land and sea, so the comparison says something.
    expect(land).toBeGreaterThan(20);
    expect(land).toBeLessThan(24 * 24 - 20);
  });

  it('carries the coastline with its properties into the child tiles', () => {
    const p = tilePointOf(5.32, 60.39, 14);
    const layer = decodeTile(tiles.getTile(14, p.x, p.y)!.data).layers['coastline'];
    expect(layer?.length).toBeGreaterThan(0);
    expect(layer?.feature(0).properties['kind']).toMatch(/^(sea|lake)$/);
    // Every vertex lies inside the child's square and its buffer.
    const extent = layer!.extent;
    for (let i = 0; i < layer!.length; i++) {
      for (const line of layer!.feature(i).loadGeometry()) {
        for (const point of line) {
          expect(point.x).toBeGreaterThanOrEqual(-OVERZOOM_BUFFER);
          expect(point.x).toBeLessThanOrEqual(extent + OVERZOOM_BUFFER);
          expect(point.y).toBeGreaterThanOrEqual(-OVERZOOM_BUFFER);
          expect(point.y).toBeLessThanOrEqual(extent + OVERZOOM_BUFFER);
        }
      }
    }
  });

  it('answers no tile under open sea, as at z12', () => {
    const sea = tilePointOf(3, 66, 14);
    expect(tiles.getTile(14, sea.x, sea.y)).toBeNull();
  });

  it('gives the same tile and ETag on the next request (cached)', () => {
    const p = tilePointOf(5.32, 60.39, 13);
    expect(tiles.getTile(13, p.x, p.y)).toBe(tiles.getTile(13, p.x, p.y));
  });
});

describe('clipping', () => {
  const box = { min: 0, max: 10 };

  it('a ring covering the box becomes the box, closed', () => {
    const ring = clipRing(
      [
        [-5, -5],
        [15, -5],
        [15, 15],
        [-5, 15],
        [-5, -5],
      ],
      box,
    );
    expect(ring).toHaveLength(5);
    expect(ring?.[0]).toEqual(ring?.at(-1));
    expect(new Set(ring?.map((p) => p.join(',')))).toEqual(
      new Set(['0,0', '10,0', '10,10', '0,10']),
    );
  });

  it('a ring outside the box is gone', () => {
    const outside: [number, number][] = [
      [20, 20],
      [30, 20],
      [30, 30],
      [20, 20],
    ];
    expect(clipRing(outside, box)).toBeNull();
  });

  it('a line leaving and re-entering the box becomes two pieces', () => {
    const pieces = clipLine(
      [
        [2, 5],
        [20, 5],
        [20, 8],
        [2, 8],
      ],
      box,
    );
    expect(pieces).toEqual([
      [
        [2, 5],
        [10, 5],
      ],
      [
        [10, 8],
        [2, 8],
      ],
    ]);
  });
});
