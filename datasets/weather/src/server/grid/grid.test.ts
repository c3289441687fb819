import { describe, expect, it } from 'vitest';
import { buildWaveGrid, sampleBilinear, sampleDirection, type GridLayout } from './grid.js';

const layout: GridLayout = { west: 0, south: 60, dLon: 1, dLat: 0.5, cols: 3, rows: 3 };

describe('forecast grid', () => {
  const grid = buildWaveGrid(layout, 0, (lat, lon) =>
    lon === 2 && lat === 61 ? null : { height: lon + (lat - 60) * 10, from: lon === 0 ? 350 : 10 },
  );

  it('holds one Float32Array per quantity, node by node from the south-west', () => {
    expect(grid.height).toBeInstanceOf(Float32Array);
    expect(grid.height).toHaveLength(9);
    expect(grid.height[1]).toBe(1);
    expect(grid.height[3]).toBe(5);
    expect(Number.isNaN(grid.height[8])).toBe(true);
  });

  it('interpolates bilinearly between nodes', () => {
    expect(sampleBilinear(layout, grid.height, 60, 0.5)).toBeCloseTo(0.5);
    expect(sampleBilinear(layout, grid.height, 60.25, 0.5)).toBeCloseTo(3);
    expect(sampleBilinear(layout, grid.height, 60.5, 1)).toBeCloseTo(6);
  });

  it('leaves out nodes without a value instead of pulling towards zero', () => {
    // Between (60.5, 1)=6, (60.5, 2)=7, (61, 1)=11 and the missing (61, 2).
    const value = sampleBilinear(layout, grid.height, 60.75, 1.5)!;
    expect(value).toBeCloseTo((6 + 7 + 11) / 3);
  });

  it('answers null outside the grid', () => {
    expect(sampleBilinear(layout, grid.height, 59.9, 1)).toBeNull();
    expect(sampleBilinear(layout, grid.height, 60.5, 2.1)).toBeNull();
  });

  it('interpolates directions across north: 350° and 10° give 0°', () => {
    const direction = sampleDirection(layout, grid.fromDirection, 60, 0.5)!;
    expect(Math.min(direction, 360 - direction)).toBeLessThan(1e-6);
  });
});
