import { describe, expect, it } from 'vitest';
import { formatLatitude, formatLongitude } from './coordinate-format.js';

describe('coordinate format', () => {
  it.each([
    [60.391, '60° 23.460′ N'],
    [-33.5, '33° 30.000′ S'],
    [0, '00° 00.000′ N'],
    [59.99999999, '60° 00.000′ N'],
    [5.05, '05° 03.000′ N'],
  ])('latitude %s → %s', (input, expected) => {
    expect(formatLatitude(input)).toBe(expected);
  });

  it.each([
    [5.3221, '005° 19.326′ E'],
    [-12.9, '012° 54.000′ W'],
    [181, '179° 00.000′ W'],
    [50.7, '050° 42.000′ E'],
  ])('longitude %s → %s', (input, expected) => {
    expect(formatLongitude(input)).toBe(expected);
  });
});
