import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointInPolygon, type Ring } from './area.js';

const square: Ring = [
  [5, 60],
  [6, 60],
  [6, 61],
  [5, 61],
  [5, 60],
];
const hole: Ring = [
  [5.4, 60.4],
  [5.6, 60.4],
  [5.6, 60.6],
  [5.4, 60.6],
  [5.4, 60.4],
];

describe('point in polygon', () => {
  it('agrees with turf on random points and random star-shaped polygons with a hole', () => {
    const star = fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), {
      minLength: 3,
      maxLength: 30,
    });
    fc.assert(
      fc.property(
        star,
        fc.double({ min: 3, max: 8, noNaN: true }),
        fc.double({ min: 58, max: 63, noNaN: true }),
        (radii, lon, lat) => {
          const outline: number[][] = radii.map((r, i) => {
            const a = (2 * Math.PI * i) / radii.length;
            return [5.5 + r * Math.cos(a), 60.5 + r * Math.sin(a)];
          });
          outline.push(outline[0]!);
          const rings = [
            outline,
            hole.map((c) => [5.5 + (c[0]! - 5.5) / 10, 60.5 + (c[1]! - 60.5) / 10]),
          ];
          const turf = booleanPointInPolygon([lon, lat], { type: 'Polygon', coordinates: rings });
          expect(pointInPolygon(rings, lon, lat)).toBe(turf);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves out points in a hole', () => {
    expect(pointInPolygon([square], 5.5, 60.5)).toBe(true);
    expect(pointInPolygon([square, hole], 5.5, 60.5)).toBe(false);
    expect(pointInPolygon([square, hole], 5.2, 60.5)).toBe(true);
  });
});
