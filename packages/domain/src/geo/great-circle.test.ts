import { describe, expect, it } from 'vitest';
import { greatCircleDistance, initialBearing } from './great-circle.js';

describe('great circle', () => {
  it('measures one minute of latitude as about one nautical mile', () => {
    expect(greatCircleDistance([5, 60], [5, 60 + 1 / 60])).toBeCloseTo(1853.3, 0);
  });

  it('measures Bergen to Oslo as about 305 km', () => {
    const bergen = [5.3221, 60.3913] as const;
    const oslo = [10.7522, 59.9139] as const;
    expect(greatCircleDistance(bergen, oslo) / 1000).toBeCloseTo(305, -1);
  });

  it('is zero from a point to itself', () => {
    expect(greatCircleDistance([10, 60], [10, 60])).toBe(0);
  });

  it.each([
    [[0, 0], [0, 1], 0],
    [[0, 0], [1, 0], 90],
    [[0, 1], [0, 0], 180],
    [[1, 0], [0, 0], 270],
  ] as const)('bearing %j → %j is %s°', (from, to, expected) => {
    expect(initialBearing(from, to)).toBeCloseTo(expected, 9);
  });
});
