import { describe, expect, it } from 'vitest';
import { ATON_TYPE_CATEGORIES, MAX_ATON_TYPE, atonTypeCategory } from './aton-category.js';

describe('atonTypeCategory from typeOfAidsToNavigation (spec 02 §3, checklist A31)', () => {
  it('maps every code 0–31 to one of the six categories', () => {
    for (let code = 0; code <= MAX_ATON_TYPE; code++) {
      expect(ATON_TYPE_CATEGORIES).toContain(atonTypeCategory(code));
    }
  });

  it.each([
    [0, 'other'],
    [1, 'other'],
    [2, 'other'],
    [3, 'fixed'],
    [4, 'other'],
    [5, 'fixed'],
    [8, 'fixed'],
    [9, 'cardinal'],
    [12, 'cardinal'],
    [13, 'lateral'],
    [16, 'lateral'],
    [17, 'special'],
    [19, 'special'],
    [20, 'cardinal'],
    [23, 'cardinal'],
    [24, 'lateral'],
    [27, 'lateral'],
    [28, 'special'],
    [30, 'special'],
    [31, 'floating'],
  ] as const)('code %i is %s', (code, category) => {
    expect(atonTypeCategory(code)).toBe(category);
  });

  it('a missing, fractional or out-of-range code is other, never undefined', () => {
    for (const code of [null, undefined, -1, 32, 99, 2.5, Number.NaN]) {
      expect(atonTypeCategory(code)).toBe('other');
    }
  });
});
