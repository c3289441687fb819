import { describe, expect, it } from 'vitest';
import { visibleInOpenTier } from './open-tier.js';

const vessel = (shipType: number | null, a: number | null, b: number | null) => ({
  mmsi: 257123456,
  shipType,
  dimensionA: a,
  dimensionB: b,
});

describe('open tier visibility', () => {
  it.each([
    ['fishing 14 m', vessel(30, 10, 4), false],
    ['fishing 15 m', vessel(30, 10, 5), true],
    ['fishing, no length', vessel(30, 0, 0), false],
    ['pleasure craft 44 m', vessel(37, 40, 4), false],
    ['pleasure craft 45 m', vessel(37, 40, 5), true],
    ['sailing vessel 12 m', vessel(36, 8, 4), false],
    ['sailing vessel 50 m', vessel(36, 40, 10), true],
    ['cargo 10 m', vessel(70, 6, 4), true],
    ['no static data', vessel(null, null, null), true],
  ])('%s → %s', (_label, v, visible) => {
    expect(visibleInOpenTier(v)).toBe(visible);
  });
});
