import { describe, expect, it } from 'vitest';
import { buildDrawList, contains, grownBox, type MercatorBox } from './cull.js';
import { VesselBuffers, mercatorX, mercatorY } from './vessel-buffers.js';

const glyph = (longitude: number, latitude: number, old = false) => ({
  longitude,
  latitude,
  rotation: 0,
  icon: 0,
  old,
  vectorEnd: null,
});

/** A Mercator box of longitudes and latitudes. */
const box = (west: number, south: number, east: number, north: number): MercatorBox => ({
  minX: mercatorX(west),
  minY: mercatorY(north),
  maxX: mercatorX(east),
  maxY: mercatorY(south),
});

/** The slots a draw list draws, in drawing order (each quad's first vertex / 4). */
const drawn = (list: { indices: Uint32Array; old: number; fresh: number }) =>
  Array.from({ length: list.old + list.fresh }, (_, i) => list.indices[i * 6]! / 4);

describe('the drawn slots (culling to the view)', () => {
  it('draws only the vessels in the box, old positions before fresh ones', () => {
    const buffers = new VesselBuffers();
    buffers.write(1, glyph(5, 60)); // slot 0, in
    buffers.write(2, glyph(20, 70)); // slot 1, out
    buffers.write(3, glyph(5.5, 60.5, true)); // slot 2, in, old
    buffers.write(4, glyph(4.5, 59.5)); // slot 3, in
    const list = buildDrawList(buffers, box(4, 59, 6, 61));
    expect(list).toMatchObject({ old: 1, fresh: 2 });
    expect(drawn(list)).toEqual([2, 0, 3]);
    expect([...list.indices.subarray(0, 6)]).toEqual([8, 9, 10, 10, 9, 11]);
  });

  it('finds the same vessels through the grid (a small box) as by scanning (a large one)', () => {
    const buffers = new VesselBuffers();
    for (let i = 0; i < 2000; i++) buffers.write(i, glyph(-20 + (i % 50), 50 + i / 100));
    const small = box(4, 55, 6.2, 58);
    const viaGrid = drawn(buildDrawList(buffers, small));
    const expected = [...Array(2000).keys()].filter((i) => {
      const lon = -20 + (i % 50);
      const lat = 50 + i / 100;
      return lon >= 4 && lon <= 6.2 && lat >= 55 && lat <= 58;
    });
    expect(viaGrid).toEqual(expected);
    expect(drawn(buildDrawList(buffers, box(-180, -80, 180, 80)))).toHaveLength(2000);
  });

  it('leaves removed vessels out and reuses a large enough index array', () => {
    const buffers = new VesselBuffers();
    buffers.write(1, glyph(5, 60));
    buffers.write(2, glyph(5.1, 60.1));
    const first = buildDrawList(buffers, box(4, 59, 6, 61));
    buffers.remove(1);
    const second = buildDrawList(buffers, box(4, 59, 6, 61), first);
    expect(drawn(second)).toEqual([1]);
    expect(second.indices).toBe(first.indices);
  });

  it('grows the view by half its size each side, and knows when a view leaves it', () => {
    const view = { minX: 0.5, minY: 0.25, maxX: 0.6, maxY: 0.3 };
    const grown = grownBox(view, 0.5, 0);
    expect(grown.minX).toBeCloseTo(0.45);
    expect(grown.maxY).toBeCloseTo(0.325);
    expect(contains(grown, view)).toBe(true);
    expect(contains(grown, { ...view, minX: 0.44 })).toBe(false);
  });
});
