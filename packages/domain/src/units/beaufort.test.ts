import { describe, expect, it } from 'vitest';
import { beaufortFromKnots, beaufortFromMps } from './beaufort.js';

describe('Beaufort from knots (spec 01 §9; upper limits inclusive)', () => {
  it.each([
    [0, 0],
    [0.99, 0],
    [1, 1],
    [3, 1],
    [3.01, 2],
    [6, 2],
    [6.01, 3],
    [10, 3],
    [10.5, 4],
    [16, 4],
    [17, 5],
    [21, 5],
    [22, 6],
    [27, 6],
    [28, 7],
    [33, 7],
    [34, 8],
    [40, 8],
    [41, 9],
    [47, 9],
    [48, 10],
    [55, 10],
    [56, 11],
    [63, 11],
    [63.01, 12],
    [120, 12],
  ])('%s kn → force %s', (knots, force) => {
    expect(beaufortFromKnots(knots)).toBe(force);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('has no force for %s', (knots) => {
    expect(beaufortFromKnots(knots)).toBeUndefined();
  });

  it('converts m/s with ×1.94384 first', () => {
    // 0.51 m/s is 0.991 kn (force 0); 0.52 m/s is 1.011 kn (force 1).
    expect(beaufortFromMps(0.51)).toBe(0);
    expect(beaufortFromMps(0.52)).toBe(1);
    // 32.4 m/s is 62.98 kn (11); 32.42 m/s is 63.02 kn (12).
    expect(beaufortFromMps(32.4)).toBe(11);
    expect(beaufortFromMps(32.42)).toBe(12);
  });
});
