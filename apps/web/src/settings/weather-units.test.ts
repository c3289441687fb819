import { DEFAULT_WEATHER_UNITS } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { weatherUnitsOf } from './weather-units.js';

describe('weather units from the saved settings (R15.29)', () => {
  it('reads each chosen unit, and the default for a missing or unknown one', () => {
    expect(weatherUnitsOf({})).toEqual(DEFAULT_WEATHER_UNITS);
    expect(
      weatherUnitsOf({ windSpeedUnit: 'knots', waveHeightUnit: 'ft', rainUnit: 'litres' }),
    ).toEqual({ ...DEFAULT_WEATHER_UNITS, windSpeed: 'knots', waveHeight: 'ft' });
  });
});
