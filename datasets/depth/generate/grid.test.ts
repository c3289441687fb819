import { describe, expect, it } from 'vitest';
import { burnRings, distanceFromLand, gridOver, syntheticDepth, valueNoise } from './grid.js';
import { simplifyLine, splitAtBorder } from './lines.js';

describe('the depth generator grid', () => {
  const grid = gridOver({ west: 0, south: 0, east: 0.01, north: 0.01 }, 111.32);

  it('covers the box with cells of the size asked for', () => {
    expect(grid.rows).toBe(10);
    expect(grid.cols).toBe(10);
  });

  it('burns the cells whose centres lie inside a ring', () => {
    // A square over the western half: columns 0–4 are land.
    const land = burnRings(grid, [
      [
        [-0.001, -0.001],
        [0.005, -0.001],
        [0.005, 0.011],
        [-0.001, 0.011],
        [-0.001, -0.001],
      ],
    ]);
    const row = Array.from(land.subarray(30, 40));
    expect(row).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    const distance = distanceFromLand(grid, land, 100);
    expect(Array.from(distance.subarray(30, 40))).toEqual([0, 0, 0, 0, 0, 100, 200, 300, 400, 500]);
  });

  it('deepens away from land, within ±35 % of the base curve', () => {
    expect(syntheticDepth(0, 0.5)).toBe(0);
    expect(syntheticDepth(5000, 0.5)).toBeGreaterThan(syntheticDepth(500, 0.5));
    const noise = valueNoise(12.3, 45.6, 10, 1);
    expect(noise).toBeGreaterThanOrEqual(0);
    expect(noise).toBeLessThan(1);
    expect(valueNoise(12.3, 45.6, 10, 1)).toBe(noise);
  });
});

describe('depth curve lines', () => {
  it('leave out the stretches along the grid border', () => {
    const ring = [
      [0, 2],
      [2, 2],
      [3, 3],
      [2, 4],
      [0, 4],
      [0, 2],
    ];
    expect(splitAtBorder(ring, 10, 10)).toEqual([
      [
        [2, 2],
        [3, 3],
        [2, 4],
      ],
    ]);
    const inner = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 1],
    ];
    expect(splitAtBorder(inner, 10, 10)).toEqual([inner]);
  });

  it('are simplified within the tolerance, ends kept', () => {
    const line = [
      [0, 0],
      [1, 0.01],
      [2, 0],
      [3, 1],
    ];
    expect(simplifyLine(line, 0.1)).toEqual([
      [0, 0],
      [2, 0],
      [3, 1],
    ]);
  });
});
