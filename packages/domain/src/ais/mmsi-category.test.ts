import { describe, expect, it } from 'vitest';
import { mmsiCategory } from './mmsi-category.js';

describe('MMSI category (spec 02 §3)', () => {
  it.each([
    [257123456, 'official'],
    [200000000 + 1_000_000 * 57 + 1, 'official'], // 257000001
    [775999999, 'official'],
    [111257100, 'other'],
    [111200000 + 57_000, 'other'],
    [982571234, 'other'],
    [992571234, 'other'], // an aid to navigation with a country
    [123, 'unofficial'],
    [200000000, 'unofficial'], // in range but MID 200 has no country
    [799999999, 'unofficial'], // MID 799 has no country
    [970123456, 'unofficial'],
    [2571234567, 'unofficial'],
  ] as const)('%s → %s', (mmsi, category) => {
    expect(mmsiCategory(mmsi)).toBe(category);
  });
});
