import { describe, expect, it } from 'vitest';
import { formatPointCoordinate, parsePointCoordinate } from './point-coordinate.js';

describe('point coordinate: longitude and latitude joined by an underscore', () => {
  it('writes longitude first', () => {
    expect(formatPointCoordinate([10.75, 59.91])).toBe('10.75_59.91');
    expect(formatPointCoordinate([-12.123456789, 71.9])).toBe('-12.123457_71.9');
  });

  it.each([
    ['10.75_59.91', [10.75, 59.91]],
    ['-12.9_56.6', [-12.9, 56.6]],
    ['5_60', [5, 60]],
  ] as const)('reads %s', (text, expected) => {
    expect(parsePointCoordinate(text)).toEqual(expected);
  });

  it.each(['', '10.75', '10.75,59.91', 'a_b', '181_10', '10_91', '10.75_59.91_3', undefined])(
    'refuses %s',
    (text) => {
      expect(parsePointCoordinate(text)).toBeUndefined();
    },
  );

  it('round-trips', () => {
    expect(parsePointCoordinate(formatPointCoordinate([17.123456, 68.5]))).toEqual([
      17.123456, 68.5,
    ]);
  });
});
