import { fromPolar, toPolar } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { polarPolygons } from './polar-land.js';

const square = (w: number, s: number, e: number, n: number) => [
  [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ],
];

describe('polar land', () => {
  it('moves every vertex to where the polar map draws it', () => {
    const [polygon] = polarPolygons([square(15, 78, 16, 78.5)]);
    for (const [x = 0, y = 0] of polygon?.[0] ?? []) {
      const [lon, lat] = fromPolar(x, y);
      expect(lon).toBeGreaterThanOrEqual(15 - 1e-6);
      expect(lon).toBeLessThanOrEqual(16 + 1e-6);
      expect(lat).toBeGreaterThanOrEqual(78 - 1e-6);
      expect(lat).toBeLessThanOrEqual(78.5 + 1e-6);
    }
    expect(polygon?.[0]?.[0]).toEqual(toPolar(15, 78));
  });

  it('bends a long edge along its parallel instead of cutting the corner', () => {
    const [polygon] = polarPolygons([square(-60, 70, 60, 75)]);
    // 120° along each parallel in steps of at most 0.5°.
    expect(polygon?.[0]?.length).toBeGreaterThan(480);
    for (const [x = 0, y = 0] of polygon?.[0] ?? []) {
      expect(fromPolar(x, y)[1]).toBeGreaterThanOrEqual(70 - 1e-6);
    }
  });

  it('keeps both halves of a polygon cut at 180° meeting on the one meridian', () => {
    // Wrangel Island as world-atlas holds it: two polygons either side of ±180°.
    const [east, west] = polarPolygons([
      square(178, 70.8, 180, 71.5),
      square(-180, 70.8, -177, 71.5),
    ]);
    const onMeridian = (ring: number[][] | undefined) =>
      (ring ?? []).filter(([x = 0, y = 0]) => Math.abs(Math.abs(fromPolar(x, y)[0]) - 180) < 1e-6);
    const eastEdge = onMeridian(east?.[0]);
    const westEdge = onMeridian(west?.[0]);
    expect(eastEdge.length).toBeGreaterThan(0);
    // The shared edge's ends are the same points on the polar map.
    for (const [x = 0, y = 0] of eastEdge) {
      expect(westEdge.some(([u = 0, v = 0]) => Math.hypot(u - x, v - y) < 1e-9)).toBe(true);
    }
  });

  it('leaves out land south of 10° N', () => {
    expect(polarPolygons([square(0, -10, 10, 5)])).toEqual([]);
    const [cut] = polarPolygons([square(0, -10, 10, 20)]);
    for (const [x = 0, y = 0] of cut?.[0] ?? []) {
      expect(fromPolar(x, y)[1]).toBeGreaterThanOrEqual(10 - 1e-6);
    }
  });
});
