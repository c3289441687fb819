import { describe, expect, it } from 'vitest';
import { isAxisAlignedRectangle, polygonContains, type Polygon } from './geometry.js';

const poly = (ring: number[][], ...holes: number[][][]): Polygon => ({
  type: 'Polygon',
  coordinates: [ring, ...holes],
});

describe('polygon geometry', () => {
  it('tells a map-view rectangle from a triangle with its corners on the box', () => {
    expect(
      isAxisAlignedRectangle(
        poly([
          [4, 58],
          [12, 58],
          [12, 64],
          [4, 64],
          [4, 58],
        ]),
      ),
    ).toBe(true);
    expect(
      isAxisAlignedRectangle(
        poly([
          [4, 58],
          [12, 58],
          [4, 64],
          [4, 58],
        ]),
      ),
    ).toBe(false);
    expect(
      isAxisAlignedRectangle(
        poly([
          [4, 58],
          [12, 59],
          [12, 64],
          [4, 64],
          [4, 58],
        ]),
      ),
    ).toBe(false);
  });

  it('finds points inside the outer ring and outside holes', () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    const hole = [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ];
    expect(polygonContains(poly(square), 5, 5)).toBe(true);
    expect(polygonContains(poly(square, hole), 5, 5)).toBe(false);
    expect(polygonContains(poly(square, hole), 2, 2)).toBe(true);
    expect(polygonContains(poly(square), 11, 5)).toBe(false);
    expect(
      polygonContains(
        poly([
          [0, 0],
          [8, 0],
          [0, 6],
          [0, 0],
        ]),
        5,
        3,
      ),
    ).toBe(false);
    expect(
      polygonContains(
        poly([
          [0, 0],
          [8, 0],
          [0, 6],
          [0, 0],
        ]),
        3,
        2,
      ),
    ).toBe(true);
  });
});
