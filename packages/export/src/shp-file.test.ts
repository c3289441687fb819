import { describe, expect, it } from 'vitest';
import { SHAPE_TYPES, writeShp } from './shp-file.js';

describe('shapefile geometry writer', () => {
  const lines = [
    [
      [
        [5, 60],
        [6, 61],
      ],
    ],
    [
      [
        [7, 62],
        [8, 63],
        [9, 62],
      ],
      [
        [1, 1],
        [2, 2],
      ],
    ],
  ] as const;
  const { shp, shx } = writeShp(SHAPE_TYPES.polyline, lines);
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);

  it('writes the header: file code, length in 16-bit words, version, type, bounding box', () => {
    expect(shpView.getInt32(0)).toBe(9994);
    expect(shpView.getInt32(24) * 2).toBe(shp.length);
    expect(shxView.getInt32(24) * 2).toBe(shx.length);
    expect(shpView.getInt32(28, true)).toBe(1000);
    expect(shpView.getInt32(32, true)).toBe(3);
    expect([36, 44, 52, 60].map((at) => shpView.getFloat64(at, true))).toEqual([1, 1, 9, 63]);
  });

  it('indexes each record in the .shx at its offset, numbered from 1', () => {
    expect(shx.length).toBe(100 + 8 * lines.length);
    let offset = 100;
    lines.forEach((parts, index) => {
      const points = parts.reduce((sum, part) => sum + part.length, 0);
      const words = (44 + 4 * parts.length + 16 * points) / 2;
      expect(shxView.getInt32(100 + 8 * index) * 2).toBe(offset);
      expect(shxView.getInt32(104 + 8 * index)).toBe(words);
      expect(shpView.getInt32(offset)).toBe(index + 1);
      expect(shpView.getInt32(offset + 4)).toBe(words);
      offset += 8 + words * 2;
    });
    expect(offset).toBe(shp.length);
  });

  it('writes parts with their start indexes and points as x, y', () => {
    const second = 100 + 8 + 44 + 4 + 32; // after the first record
    const content = second + 8;
    expect(shpView.getInt32(content + 36, true)).toBe(2); // parts
    expect(shpView.getInt32(content + 40, true)).toBe(5); // points
    expect(shpView.getInt32(content + 44, true)).toBe(0);
    expect(shpView.getInt32(content + 48, true)).toBe(3);
    const points = content + 52;
    expect([0, 8, 16, 24].map((d) => shpView.getFloat64(points + d, true))).toEqual([7, 62, 8, 63]);
  });

  it('writes a point record as type, x, y', () => {
    const points = writeShp(SHAPE_TYPES.point, [[11.5, 67.25]]);
    const view = new DataView(points.shp.buffer);
    expect(points.shp.length).toBe(100 + 8 + 20);
    expect(view.getInt32(108, true)).toBe(1);
    expect([view.getFloat64(112, true), view.getFloat64(120, true)]).toEqual([11.5, 67.25]);
  });
});
