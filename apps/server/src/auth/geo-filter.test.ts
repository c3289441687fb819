import { POLYGON_LIMITS, polygonContainsNaive } from '@havkart/domain';
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

  /** A closed star-shaped ring around (lon, lat) with `corners` corners, jagged so most points test near an edge. */
  const star = (lon: number, lat: number, corners: number, radius = 1) => {
    const ring: number[][] = [];
    for (let i = 0; i < corners; i++) {
      const angle = (i / corners) * 2 * Math.PI;
      const r = radius * (i % 2 === 0 ? 1 : 0.6);
      ring.push([lon + r * Math.cos(angle), lat + (r / 2) * Math.sin(angle)]);
    }
    ring.push(ring[0]!);
    return ring;
  };

  it('gives the same answers as testing every edge, for an area at the vertex limit', () => {
    const rings = [star(14, 68, POLYGON_LIMITS.maxVertices - 10), star(14, 68, 10, 0.3)];
    const test = geoFilterTest({ type: 'Polygon', coordinates: rings })!;
    let seed = 3;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let inside = 0;
    for (let i = 0; i < 5000; i++) {
      const lon = 12.5 + rand() * 3;
      const lat = 67 + rand() * 2;
      const expected = polygonContainsNaive(rings, lon, lat);
      if (expected) inside++;
      expect(test(lon, lat)).toBe(expected);
    }
    // Both sides are exercised, not just the box prefilter.
    expect(inside).toBeGreaterThan(500);
    expect(inside).toBeLessThan(4500);
  });

  it('lets nothing through when the area is over the vertex or ring limit', () => {
    const atLimit = star(14, 68, POLYGON_LIMITS.maxVertices);
    expect(geoFilterTest({ type: 'Polygon', coordinates: [atLimit] })!(14, 68)).toBe(true);
    const over = star(14, 68, POLYGON_LIMITS.maxVertices + 1);
    expect(geoFilterTest({ type: 'Polygon', coordinates: [over] })!(14, 68)).toBe(false);
    const holes = Array.from({ length: POLYGON_LIMITS.maxRings }, (_, i) =>
      square(12.1 + i * 0.2, 67.6, 12.2 + i * 0.2, 67.7),
    );
    const tooManyRings = {
      type: 'Polygon' as const,
      coordinates: [square(12, 67.5, 16.5, 68.8), ...holes],
    };
    expect(geoFilterTest(tooManyRings)!(16, 68.5)).toBe(false);
  });

  it('counts the corners of every part of a multipolygon against the limit', () => {
    const half = POLYGON_LIMITS.maxVertices / 2;
    const within = [[star(5, 59, half)], [star(22, 70, half)]];
    expect(geoFilterTest({ type: 'MultiPolygon', coordinates: within })!(22, 70)).toBe(true);
    const over = [[star(5, 59, half)], [star(22, 70, half + 1)]];
    expect(geoFilterTest({ type: 'MultiPolygon', coordinates: over })!(22, 70)).toBe(false);
  });
});
