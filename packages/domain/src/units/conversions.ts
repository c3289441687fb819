// Conversion factors of spec 01 §9. The data arrives in SI units (m/s, metres, millimetres,
// degrees Celsius) or, for vessel speed over ground, in knots as AIS sends it.

/** Knots per metre per second. */
export const KNOTS_PER_MPS = 1.94384;

/** Miles per hour per metre per second. */
export const MPH_PER_MPS = 2.236936;

/** Kilometres per hour per metre per second. */
export const KMH_PER_MPS = 3.6;

/** Feet per metre. */
export const FEET_PER_METRE = 3.28084;

/** Millimetres per inch. */
export const MM_PER_INCH = 25.4;

/** Metres per fathom. */
export const METRES_PER_FATHOM = 1.8288;

/** Metres per international nautical mile; the one value used for every NM figure. */
export const METRES_PER_NAUTICAL_MILE = 1852;

/** m/s → knots. */
export function mpsToKnots(mps: number): number {
  return mps * KNOTS_PER_MPS;
}

/** knots → m/s, the inverse of {@link mpsToKnots} (custom-route speeds are typed in knots). */
export function knotsToMps(knots: number): number {
  return knots / KNOTS_PER_MPS;
}

/** m/s → miles per hour. */
export function mpsToMph(mps: number): number {
  return mps * MPH_PER_MPS;
}

/** m/s → km/h. */
export function mpsToKmh(mps: number): number {
  return mps * KMH_PER_MPS;
}

/** knots → km/h, through m/s so both factors are the spec's. */
export function knotsToKmh(knots: number): number {
  return mpsToKmh(knotsToMps(knots));
}

/** metres → feet. */
export function metresToFeet(metres: number): number {
  return metres * FEET_PER_METRE;
}

/** millimetres → inches. */
export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

/** °C → °F. */
export function celsiusToFahrenheit(celsius: number): number {
  return celsius * 1.8 + 32;
}

/** metres → fathoms. */
export function metresToFathoms(metres: number): number {
  return metres / METRES_PER_FATHOM;
}

/** metres → nautical miles. */
export function metresToNauticalMiles(metres: number): number {
  return metres / METRES_PER_NAUTICAL_MILE;
}

/** nautical miles → metres. */
export function nauticalMilesToMetres(nauticalMiles: number): number {
  return nauticalMiles * METRES_PER_NAUTICAL_MILE;
}
