import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonLimitProblem, polygonVertexCount, POLYGON_LIMITS } from './polygon-limits.js';
import { outlineBox, polygonContainsNaive, preparePolygon } from './prepared-polygon.js';

type Ring = [number, number][];

/** A closed ring around a centre: `n` corners at radii from `radii`, in angle order. */
function starRing(cx: number, cy: number, radii: readonly number[], turn = 0): Ring {
  const n = radii.length;
  const ring: Ring = radii.map((r, i) => {
    const a = turn + (2 * Math.PI * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
  ring.push(ring[0]!);
  return ring;
}

/**
 * A coastline-like outline: `vertices` corners around a centre, the radius wandering in
 * small steps (a random walk held between 60 % and 140 % of its mean), as a simplified
 * stretch of coast does.
 */
function jaggedOutline(vertices: number): Ring {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let r = 2;
  const radii = Array.from({ length: vertices }, () => {
    r = Math.min(2.8, Math.max(1.2, r + (random() - 0.5) * 0.05));
    return r;
  });
  return starRing(10, 64, radii);
}

/**
 * Coordinates as clients send them (a few decimals). Doubles within rounding distance of an
 * edge, subnormals say, are left out: there plain ray casting's rounding can put a crossing a
 * hair outside the outline's box, where the box prefilter rightly answers outside.
 */
const coordinate = fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100_000);
/** Small integers make shared latitudes, vertices and edges hit exactly: the hard cases. */
const gridCoordinate = fc.integer({ min: -6, max: 6 });
const point = fc.oneof(fc.tuple(coordinate, coordinate), fc.tuple(gridCoordinate, gridCoordinate));
const ring = fc
  .array(point, { minLength: 3, maxLength: 40 })
  .map((corners) => [...corners, corners[0]!] as Ring);
const polygon = fc
  .tuple(ring, fc.array(ring, { maxLength: 4 }))
  .map(([outer, holes]) => [outer, ...holes]);

/** A 10-degree square with a 2-degree square hole in its middle. */
const SQUARE_WITH_HOLE: Ring[] = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
  [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ],
];

describe('prepared polygon', () => {
  it('answers exactly as ray casting over every edge, holes and self-crossing rings included', () => {
    fc.assert(
      fc.property(polygon, fc.array(point, { minLength: 1, maxLength: 30 }), (rings, points) => {
        const prepared = preparePolygon(rings);
        for (const [lon, lat] of [...points, ...rings.flat()]) {
          expect(prepared.contains(lon, lat)).toBe(polygonContainsNaive(rings, lon, lat));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('answers the same for rings left open and rings closed', () => {
    fc.assert(
      fc.property(polygon, fc.array(point, { minLength: 1, maxLength: 20 }), (rings, points) => {
        const open = rings.map((r) => r.slice(0, -1));
        const prepared = preparePolygon(open);
        for (const [lon, lat] of points) {
          expect(prepared.contains(lon, lat)).toBe(polygonContainsNaive(rings, lon, lat));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('puts a point in a hole outside, and one between hole and outline inside', () => {
    const prepared = preparePolygon(SQUARE_WITH_HOLE);
    expect(prepared.contains(5, 5)).toBe(false);
    expect(prepared.contains(2, 5)).toBe(true);
    expect(prepared.contains(11, 5)).toBe(false);
  });

  it('keeps holes apart beyond 31 rings', () => {
    const outer = starRing(0, 0, [100, 100, 100, 100], Math.PI / 4);
    const holes = Array.from({ length: 40 }, (_, i) => starRing(-60 + 3 * i, 0, [1, 1, 1, 1]));
    const rings = [outer, ...holes];
    const prepared = preparePolygon(rings);
    for (let lon = -62; lon < 62; lon += 0.37) {
      expect(prepared.contains(lon, 0.1)).toBe(polygonContainsNaive(rings, lon, 0.1));
    }
    expect(prepared.contains(-60, 0)).toBe(false);
    expect(prepared.contains(-58.5, 0)).toBe(true);
  });

  it('tests a bounded number of edges per lookup in a 10,000-vertex outline', () => {
    const outline = jaggedOutline(10_000);
    const prepared = preparePolygon([outline]);
    const box = outlineBox([outline]);
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let worst = 0;
    let total = 0;
    const lookups = 2000;
    for (let i = 0; i < lookups; i++) {
      const lon = box.west + random() * (box.east - box.west);
      const lat = box.south + random() * (box.north - box.south);
      const tests = prepared.edgeTests(lon, lat);
      worst = Math.max(worst, tests);
      total += tests;
    }
    // Plain ray casting tests all 10,000 edges for every point in the box; here a lookup
    // tests the edges near its latitude (about 16 on average when this was written).
    expect(total / lookups).toBeLessThan(32);
    expect(worst).toBeLessThan(200);
  });

  it('tells boxes wholly inside and wholly outside from boxes across the boundary', () => {
    const prepared = preparePolygon(SQUARE_WITH_HOLE);
    const box = (west: number, south: number, east: number, north: number) =>
      prepared.relateBox({ west, south, east, north });
    expect(box(1, 1, 3, 3)).toBe('inside');
    expect(box(4.5, 4.5, 5.5, 5.5)).toBe('outside');
    expect(box(20, 20, 30, 30)).toBe('outside');
    expect(box(3, 3, 5, 5)).toBe('crossing');
    expect(box(-1, 1, 2, 2)).toBe('crossing');
  });

  it('never calls a box inside or outside when a point in it says otherwise', () => {
    const box = fc
      .tuple(
        coordinate,
        coordinate,
        fc.integer({ min: 0, max: 400_000 }).map((n) => n / 100_000),
        fc.integer({ min: 0, max: 400_000 }).map((n) => n / 100_000),
      )
      .map(([west, south, w, h]) => ({ west, south, east: west + w, north: south + h }));
    fc.assert(
      fc.property(
        polygon,
        box,
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
          ),
          { maxLength: 20 },
        ),
        (rings, b, at) => {
          const relation = preparePolygon(rings).relateBox(b);
          if (relation === 'crossing') return;
          for (const [u, v] of at) {
            const lon = b.west + u * (b.east - b.west);
            const lat = b.south + v * (b.north - b.south);
            expect(polygonContainsNaive(rings, lon, lat)).toBe(relation === 'inside');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('polygon limits', () => {
  it('counts corners, not the closing repeat, over all rings', () => {
    const ring = starRing(0, 0, Array(POLYGON_LIMITS.maxVertices).fill(1));
    expect(ring).toHaveLength(POLYGON_LIMITS.maxVertices + 1);
    expect(polygonVertexCount([ring])).toBe(POLYGON_LIMITS.maxVertices);
    expect(polygonLimitProblem([ring])).toBeNull();
    expect(polygonVertexCount([ring.slice(0, -1)])).toBe(POLYGON_LIMITS.maxVertices);
  });

  it('refuses one corner too many, spread over holes too', () => {
    const outline = starRing(0, 0, Array(POLYGON_LIMITS.maxVertices - 3).fill(10));
    const hole = starRing(0, 0, [1, 1, 1, 1]);
    expect(polygonLimitProblem([outline, hole])).toMatch(/1001 vertices; at most 1000/);
  });

  it('refuses more rings than the limit', () => {
    const small = starRing(0, 0, [1, 1, 1]);
    const rings = Array(POLYGON_LIMITS.maxRings + 1).fill(small);
    expect(polygonLimitProblem(rings)).toMatch(/11 rings; at most 10/);
    expect(polygonLimitProblem(rings.slice(1))).toBeNull();
  });
});
