import { DEFAULT_WEATHER_UNITS, type WeatherUnits } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import type { ForecastStep, PointForecast } from './forecast.api.js';
import { compassPoint, forecastColumns, hasNoWaves, inUnit, shownSteps } from './forecast.rules.js';

function step(hour: number, overrides: Partial<ForecastStep> = {}): ForecastStep {
  return {
    time: new Date(Date.UTC(2026, 10, 27, hour)).toISOString(),
    waves: { height: 2, direction: 200, period: 8 },
    wind: { speed: 10, gust: 15, direction: 190 },
    current: { speed: 0.5, direction: 30 },
    precipitation: 1.2,
    airTemperature: 5,
    ...overrides,
  };
}

const forecast = (series: ForecastStep[]): PointForecast => ({
  lat: 60,
  lon: 4,
  source: 'demo',
  updatedAt: '2026-11-27T06:00:00Z',
  series,
});

describe('the forecast page rules', () => {
  it('starts at the hour nearest now and shows 66 hours on', () => {
    const series = Array.from({ length: 80 }, (_, h) => step(h));
    const steps = shownSteps(forecast(series), Date.UTC(2026, 10, 27, 3, 20));
    expect(steps[0]!.time).toBe(series[3]!.time);
    expect(steps).toHaveLength(67);
    expect(steps.at(-1)!.time).toBe(series[69]!.time);
  });

  it('knows a point without any wave forecast (on land)', () => {
    expect(hasNoWaves([step(0, { waves: null }), step(1, { waves: null })])).toBe(true);
    expect(hasNoWaves([step(0, { waves: null }), step(1)])).toBe(false);
  });

  it('gives the columns in the user units, gaps as null', () => {
    const units: WeatherUnits = {
      ...DEFAULT_WEATHER_UNITS,
      windSpeed: 'knots',
      waveHeight: 'ft',
      temperature: 'fahrenheit',
    };
    const columns = forecastColumns([step(0), step(1, { wind: null, waves: null })], units);
    expect(columns.time).toEqual([
      Date.UTC(2026, 10, 27, 0) / 1000,
      Date.UTC(2026, 10, 27, 1) / 1000,
    ]);
    expect(columns.windSpeed[0]).toBeCloseTo(19.438, 2);
    expect(columns.windGust).toEqual([expect.closeTo(29.158, 2), null]);
    expect(columns.waveHeight[0]).toBeCloseTo(6.562, 2);
    expect(columns.wavePeriod).toEqual([8, null]);
    expect(columns.temperature[0]).toBeCloseTo(41, 5);
    expect(columns.rain).toEqual([1.2, 1.2]);
  });

  it('writes Beaufort forces as whole numbers of the scale', () => {
    const units: WeatherUnits = { ...DEFAULT_WEATHER_UNITS, windSpeed: 'beaufort' };
    expect(inUnit('windSpeed', 10, units)).toBe(5);
    expect(inUnit('windSpeed', null, units)).toBeNull();
  });

  it('names directions on an eight-point compass in the language', () => {
    expect(compassPoint(0, 'nb-NO')).toBe('N');
    expect(compassPoint(225, 'nb-NO')).toBe('SV');
    expect(compassPoint(225, 'en-US')).toBe('SW');
    expect(compassPoint(359, 'en-US')).toBe('N');
    expect(compassPoint(-90, 'en-US')).toBe('W');
  });
});
