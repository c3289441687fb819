import { describe, expect, it } from 'vitest';
import { geoFilterTest } from './geo-filter.js';

const square = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

describe('geoFilterTest', () => {
  it('has no limit without a geoFilter', () => {
    expect(geoFilterTest(null)).toBeNull();
  });

  it('lets through points inside a polygon and not inside its hole', () => {
    const test = geoFilterTest({
      type: 'Polygon',
      coordinates: [square(12, 67.5, 16.5, 68.8), square(14, 68, 15, 68.5)],
    })!;
    expect.soft(test(13, 68)).toBe(true);
    expect.soft(test(14.5, 68.2)).toBe(false);
    expect.soft(test(10, 68)).toBe(false);
    expect.soft(test(13, 70)).toBe(false);
  });

  it('lets through points inside any part of a multipolygon', () => {
    const test = geoFilterTest({
      type: 'MultiPolygon',
      coordinates: [[square(4, 58, 6, 60)], [square(20, 69, 25, 71)]],
    })!;
    expect(test(5, 59)).toBe(true);
    expect(test(22, 70)).toBe(true);
    expect(test(10, 64)).toBe(false);
  });

  it('lets nothing through when the filter is broken', () => {
    for (const broken of [
      { type: 'Polygon' as const, coordinates: [] },
      { type: 'Polygon' as const, coordinates: [[[1, 2]]] },
      { type: 'MultiPolygon' as const, coordinates: 'x' },
      { type: 'MultiPolygon' as const, coordinates: [[square(4, 58, 6, 60)], 'bad'] },
    ]) {
      expect(geoFilterTest(broken)!(5, 59)).toBe(false);
    }
  });
});
