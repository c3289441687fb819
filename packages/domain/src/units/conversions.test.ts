import { describe, expect, it } from 'vitest';
import {
  celsiusToFahrenheit,
  knotsToKmh,
  knotsToMps,
  metresToFathoms,
  metresToFeet,
  metresToNauticalMiles,
  mmToInches,
  mpsToKmh,
  mpsToKnots,
  mpsToMph,
  nauticalMilesToMetres,
} from './conversions.js';

describe('unit conversions (spec 01 §9)', () => {
  it.each([
    ['m/s → knots ×1.94384', mpsToKnots, 10, 19.4384],
    ['m/s → mph ×2.236936', mpsToMph, 10, 22.36936],
    ['m/s → km/h ×3.6', mpsToKmh, 10, 36],
    ['m → ft ×3.28084', metresToFeet, 10, 32.8084],
    ['mm → in ÷25.4', mmToInches, 25.4, 1],
    ['mm → in ÷25.4', mmToInches, 10, 0.393700787],
    ['°C → °F ×1.8+32', celsiusToFahrenheit, 0, 32],
    ['°C → °F ×1.8+32', celsiusToFahrenheit, -40, -40],
    ['°C → °F ×1.8+32', celsiusToFahrenheit, 100, 212],
    ['°C → °F ×1.8+32', celsiusToFahrenheit, 12.5, 54.5],
    ['m → fathoms ÷1.8288', metresToFathoms, 1.8288, 1],
    ['m → fathoms ÷1.8288', metresToFathoms, 100, 54.68066492],
    ['m → NM ÷1852', metresToNauticalMiles, 1852, 1],
    ['NM → m ×1852', nauticalMilesToMetres, 2.5, 4630],
    ['knots → m/s ÷1.94384', knotsToMps, 19.4384, 10],
    ['knots → km/h via m/s', knotsToKmh, 19.4384, 36],
  ] as const)('%s: %s → %s', (_name, convert, input, expected) => {
    expect(convert(input)).toBeCloseTo(expected, 6);
  });
});
