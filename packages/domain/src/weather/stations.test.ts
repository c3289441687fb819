import { describe, expect, it } from 'vitest';
import {
  isDrawableStation,
  stationSymbol,
  WEATHER_NAME_MIN_ZOOM,
  windArrowRotation,
  windClass,
} from './stations.js';

describe('wind classes by maximum speed (R15.10, maxima inclusive per A54)', () => {
  it.each([
    [0, 'calm'],
    [0.3, 'calm'],
    [0.31, 'light_air'],
    [1.6, 'light_air'],
    [1.61, 'light_breeze'],
    [3.4, 'light_breeze'],
    [5.5, 'gentle_breeze'],
    [8, 'moderate_breeze'],
    [8.01, 'fresh_breeze'],
    [10.8, 'fresh_breeze'],
    [13.9, 'strong_breeze'],
    [17.2, 'high_wind'],
    [20.8, 'gale'],
    [24.5, 'strong_gale'],
    [28.5, 'storm'],
    [32.7, 'violent_storm'],
    [32.71, 'hurricane'],
    [60, 'hurricane'],
  ])('%s m/s is %s (R15.11)', (speed, expected) => {
    expect(windClass(speed)).toBe(expected);
  });
});

describe('station symbol (R15.07–R15.09, A53)', () => {
  it('a buoy has no wind at all but a wave height and direction', () => {
    expect(stationSymbol({ waveHeight: 1.2, waveDirection: 200 })).toBe('buoy');
    expect(
      stationSymbol({ windSpeed: null, windDirection: null, waveHeight: 1.2, waveDirection: 200 }),
    ).toBe('buoy');
  });

  it('plain wind when exactly one of speed and direction is missing', () => {
    expect(stationSymbol({ windSpeed: 7, windDirection: null })).toBe('wind');
    expect(stationSymbol({ windSpeed: null, windDirection: 90, waveHeight: 1 })).toBe('wind');
  });

  it('the class of the speed when both are present', () => {
    expect(stationSymbol({ windSpeed: 21, windDirection: 10 })).toBe('strong_gale');
    expect(stationSymbol({ windSpeed: 0.3, windDirection: 10, waveHeight: 2 })).toBe('calm');
  });

  it('nothing to draw without wind and without a full wave reading', () => {
    expect(stationSymbol({ waveHeight: 1.2 })).toBeNull();
    expect(stationSymbol({})).toBeNull();
  });
});

describe('wind arrow (R15.12)', () => {
  it.each([
    [270, 90],
    [90, 270],
    [0, 180],
    [180, 0],
    [359, 179],
  ])('wind from %s° draws an arrow to %s°', (from, rotation) => {
    expect(windArrowRotation(from)).toBe(rotation);
  });
});

describe('names and skipped stations', () => {
  it('names show from zoom 9 (R15.16)', () => {
    expect(WEATHER_NAME_MIN_ZOOM).toBe(9);
  });

  const point = { type: 'Point', coordinates: [5, 60] };
  it('skips a station without a Point geometry or without observations (R15.15)', () => {
    expect(isDrawableStation({ geometry: point, observations: { windSpeed: 3 } })).toBe(true);
    expect(isDrawableStation({ geometry: null, observations: { windSpeed: 3 } })).toBe(false);
    expect(
      isDrawableStation({
        geometry: { type: 'LineString', coordinates: [[5, 60]] },
        observations: { windSpeed: 3 },
      }),
    ).toBe(false);
    expect(isDrawableStation({ geometry: point, observations: null })).toBe(false);
    expect(
      isDrawableStation({ geometry: point, observations: { windSpeed: null, waveHeight: null } }),
    ).toBe(false);
  });
});
