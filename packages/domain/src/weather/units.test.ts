import { describe, expect, it } from 'vitest';
import { formatWeatherReading } from './units.js';

describe('weather readings in the chosen unit (R15.29)', () => {
  it('wind in m/s, knots, km/h, mph and Beaufort', () => {
    expect(formatWeatherReading('windSpeed', 10, 'm/s', 'en-US')).toBe('10.0 m/s');
    expect(formatWeatherReading('windSpeed', 10, 'knots', 'en-US')).toBe('19.4 kn');
    expect(formatWeatherReading('windSpeed', 10, 'knots', 'nb-NO')).toBe('19,4 knop');
    expect(formatWeatherReading('windSpeed', 10, 'km/h', 'nb-NO')).toBe('36 km/t');
    expect(formatWeatherReading('windSpeed', 10, 'mph', 'en-US')).toBe('22 mph');
    expect(formatWeatherReading('windSpeed', 10, 'beaufort', 'en-US')).toBe('5 Beaufort');
  });

  it('wave height, current, rain and temperature', () => {
    expect(formatWeatherReading('waveHeight', 2, 'ft', 'en-US')).toBe('6.6 ft');
    expect(formatWeatherReading('seaCurrent', 1, 'knots', 'en-US')).toBe('1.9 kn');
    expect(formatWeatherReading('rain', 25.4, 'in', 'en-US')).toBe('1.00 in');
    expect(formatWeatherReading('temperature', 10, 'fahrenheit', 'en-US')).toBe('50.0 °F');
    expect(formatWeatherReading('temperature', -2.5, 'celsius', 'nb-NO')).toBe('−2,5 °C');
  });

  it('a missing reading is no text', () => {
    expect(formatWeatherReading('windSpeed', null, 'm/s', 'en-US')).toBeNull();
    expect(formatWeatherReading('windSpeed', Number.NaN, 'beaufort', 'en-US')).toBeNull();
  });
});
