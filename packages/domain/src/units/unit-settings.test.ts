import { describe, expect, it } from 'vitest';
import { UNIT_SETTINGS, convertReading, isUnitOf } from './unit-settings.js';

describe('unit settings (spec 01 §9)', () => {
  it.each([
    ['depth', 'm', ['m', 'fathom']],
    ['temperature', 'celsius', ['celsius', 'fahrenheit']],
    ['vesselSpeed', 'knots', ['knots', 'km/h']],
    ['waveHeight', 'm', ['m', 'ft']],
    ['windSpeed', 'm/s', ['m/s', 'knots', 'mph', 'km/h', 'beaufort']],
    ['seaCurrent', 'knots', ['m/s', 'knots']],
    ['rain', 'mm', ['mm', 'in']],
  ] as const)('%s defaults to %s and offers %j', (quantity, defaultUnit, units) => {
    expect(UNIT_SETTINGS[quantity].defaultUnit).toBe(defaultUnit);
    expect(UNIT_SETTINGS[quantity].units).toEqual(units);
  });

  it('converts each reading from its source unit', () => {
    expect(convertReading('depth', 18.288, 'fathom')).toBeCloseTo(10, 9);
    expect(convertReading('depth', 18.288, 'm')).toBe(18.288);
    expect(convertReading('temperature', 20, 'fahrenheit')).toBeCloseTo(68, 9);
    expect(convertReading('vesselSpeed', 10, 'knots')).toBe(10);
    expect(convertReading('vesselSpeed', 10, 'km/h')).toBeCloseTo(18.52, 2);
    expect(convertReading('waveHeight', 2, 'ft')).toBeCloseTo(6.56168, 9);
    expect(convertReading('windSpeed', 10, 'knots')).toBeCloseTo(19.4384, 9);
    expect(convertReading('windSpeed', 10, 'mph')).toBeCloseTo(22.36936, 9);
    expect(convertReading('windSpeed', 10, 'km/h')).toBeCloseTo(36, 9);
    expect(convertReading('windSpeed', 10, 'beaufort')).toBe(5);
    expect(convertReading('seaCurrent', 1, 'knots')).toBeCloseTo(1.94384, 9);
    expect(convertReading('rain', 50.8, 'in')).toBeCloseTo(2, 9);
  });

  it('knows which stored units are valid', () => {
    expect(isUnitOf('windSpeed', 'beaufort')).toBe(true);
    expect(isUnitOf('vesselSpeed', 'mph')).toBe(false);
    expect(isUnitOf('rain', undefined)).toBe(false);
  });
});
