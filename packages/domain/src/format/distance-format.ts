import type { Language } from '../i18n/languages.js';
import { metresToNauticalMiles } from '../units/conversions.js';
import { formatFixed, NAUTICAL_MILE_SYMBOL } from './number-format.js';

/** Shown for a value that is not a number, in every language. */
export const NO_VALUE = '–';

/**
 * A distance for reading (spec 01 §5): under 1 km in whole metres, from 1 km in km with one
 * decimal. "999 m", "1.0 km", "12.3 km" (Norwegian "12,3 km").
 */
export function formatDistance(metres: number, language: Language): string {
  if (!Number.isFinite(metres)) return NO_VALUE;
  // Switch on the rounded value so 999.6 m reads "1.0 km", never "1000 m".
  if (Math.round(Math.abs(metres)) < 1000)
    return `${formatFixed(Math.round(metres), language, 0)} m`;
  return `${formatFixed(metres / 1000, language, 1)} km`;
}

/** A distance in nautical miles with two decimals: "6.67 NM" (Norwegian "6,67 nm"). */
export function formatNauticalMiles(metres: number, language: Language): string {
  if (!Number.isFinite(metres)) return NO_VALUE;
  return `${formatFixed(metresToNauticalMiles(metres), language, 2)} ${NAUTICAL_MILE_SYMBOL[language]}`;
}

/**
 * A true bearing as three digits and a degree sign, "045°"; any angle is first brought into
 * 0–359 and 359.5° and up reads "000°".
 */
export function formatBearing(degrees: number): string {
  if (!Number.isFinite(degrees)) return NO_VALUE;
  const whole = Math.round(((degrees % 360) + 360) % 360) % 360;
  return `${String(whole).padStart(3, '0')}°`;
}

/**
 * Distance, nautical miles and bearing together, as a point's details show them from a
 * reference position: "12.3 km (6.67 NM) 045°".
 */
export function formatDistanceAndBearing(
  metres: number,
  bearingDegrees: number,
  language: Language,
): string {
  return `${formatDistance(metres, language)} (${formatNauticalMiles(metres, language)}) ${formatBearing(bearingDegrees)}`;
}

/**
 * A measured length on the map (spec 01 §5): one decimal under 1 m, whole metres from 1 m to
 * 1000 m, above 1000 m in km with two decimals.
 */
export function formatMeasuredLength(metres: number, language: Language): string {
  if (!Number.isFinite(metres)) return NO_VALUE;
  const size = Math.abs(metres);
  if (size < 1) return `${formatFixed(metres, language, 1, false)} m`;
  if (size <= 1000) return `${formatFixed(metres, language, 0, false)} m`;
  return `${formatFixed(metres / 1000, language, 2)} km`;
}

/** Square metres per square kilometre. */
const M2_PER_KM2 = 1_000_000;

/**
 * A measured area (spec 01 §5): whole m² up to 100,000 m², above that km² with two decimals.
 */
export function formatArea(squareMetres: number, language: Language): string {
  if (!Number.isFinite(squareMetres)) return NO_VALUE;
  if (Math.abs(squareMetres) <= 100_000) return `${formatFixed(squareMetres, language, 0)} m²`;
  return `${formatFixed(squareMetres / M2_PER_KM2, language, 2)} km²`;
}
