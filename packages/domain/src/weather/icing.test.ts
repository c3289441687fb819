import { describe, expect, it } from 'vitest';
import { icingBand } from './icing.js';

describe('icing bands from a rate in cm/h (R15.24–R15.26, A94)', () => {
  it.each([
    [0, 'none'],
    [0.049, 'none'],
    [0.05, 'light'],
    [0.3, 'light'],
    [0.5, 'light'],
    [0.51, 'moderate'],
    [1.34, 'moderate'],
    [1.35, 'heavy'],
    [5, 'heavy'],
    [Number.NaN, 'none'],
  ])('%s cm/h is %s', (rate, band) => {
    expect(icingBand(rate)).toBe(band);
  });
});
