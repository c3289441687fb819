import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatBearing,
  formatDistance,
  formatDistanceAndBearing,
  formatMeasuredLength,
  formatNauticalMiles,
} from './distance-format.js';

// Intl writes Norwegian thousands with a no-break space.
const nbsp = '\u00a0';

describe('general distance (spec 01 §5): metres under 1 km, else km with one decimal', () => {
  it.each([
    [0, '0 m', '0 m'],
    [999, '999 m', '999 m'],
    [999.4, '999 m', '999 m'],
    [999.6, '1.0 km', '1,0 km'],
    [1000, '1.0 km', '1,0 km'],
    [12_345, '12.3 km', '12,3 km'],
    [1_234_567, '1,234.6 km', `1${nbsp}234,6 km`],
  ])('%s m → %s / %s', (metres, english, norwegian) => {
    expect(formatDistance(metres, 'en-US')).toBe(english);
    expect(formatDistance(metres, 'nb-NO')).toBe(norwegian);
  });

  it('adds nautical miles with two decimals', () => {
    expect(formatNauticalMiles(1852, 'en-US')).toBe('1.00 NM');
    expect(formatNauticalMiles(12_345, 'en-US')).toBe('6.67 NM');
    expect(formatNauticalMiles(12_345, 'nb-NO')).toBe('6,67 nm');
  });

  it('reads together with the bearing', () => {
    expect(formatDistanceAndBearing(12_345, 45, 'en-US')).toBe('12.3 km (6.67 NM) 045°');
    expect(formatDistanceAndBearing(500, 270.2, 'nb-NO')).toBe('500 m (0,27 nm) 270°');
  });

  it('shows a dash for a value that is not a number', () => {
    expect(formatDistance(Number.NaN, 'en-US')).toBe('–');
  });
});

describe('bearing: three digits and a degree sign', () => {
  it.each([
    [0, '000°'],
    [5, '005°'],
    [45, '045°'],
    [45.4, '045°'],
    [180, '180°'],
    [359.4, '359°'],
    [359.5, '000°'],
    [360, '000°'],
    [-90, '270°'],
    [725, '005°'],
  ])('%s → %s', (degrees, expected) => {
    expect(formatBearing(degrees)).toBe(expected);
  });
});

describe('measured length (spec 01 §5)', () => {
  it.each([
    [0.46, '0.5 m', '0,5 m'],
    [0.04, '0.0 m', '0,0 m'],
    [1, '1 m', '1 m'],
    [12.6, '13 m', '13 m'],
    [1000, '1000 m', '1000 m'],
    [1000.1, '1.00 km', '1,00 km'],
    [15_432, '15.43 km', '15,43 km'],
  ])('%s m → %s / %s', (metres, english, norwegian) => {
    expect(formatMeasuredLength(metres, 'en-US')).toBe(english);
    expect(formatMeasuredLength(metres, 'nb-NO')).toBe(norwegian);
  });
});

describe('area (spec 01 §5): km² above 100,000 m²', () => {
  it.each([
    [0, '0 m²', '0 m²'],
    [950.4, '950 m²', '950 m²'],
    [100_000, '100,000 m²', `100${nbsp}000 m²`],
    [100_001, '0.10 km²', '0,10 km²'],
    [2_500_000, '2.50 km²', '2,50 km²'],
  ])('%s m² → %s / %s', (area, english, norwegian) => {
    expect(formatArea(area, 'en-US')).toBe(english);
    expect(formatArea(area, 'nb-NO')).toBe(norwegian);
  });
});
