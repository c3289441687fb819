import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';

describe('WAVE_FORECAST_URL', () => {
  it('defaults to the demo model', () => {
    expect(loadConfig({ AIS_SOURCES: '' }).forecast.waveForecastUrl).toBeUndefined();
  });

  it('takes an http(s) URL', () => {
    const url = 'https://api.met.no/weatherapi/oceanforecast/2.0/complete?lat=60.1&lon=4.5';
    expect(loadConfig({ AIS_SOURCES: '', WAVE_FORECAST_URL: url }).forecast.waveForecastUrl).toBe(
      url,
    );
  });

  it.each(['ftp://example.org/x', 'not a url'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ AIS_SOURCES: '', WAVE_FORECAST_URL: value })).toThrow(
      /Invalid WAVE_FORECAST_URL/,
    );
  });
});
