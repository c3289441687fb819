import { mpsToKnots } from './conversions.js';

/**
 * Inclusive upper limits in knots of Beaufort forces 1 to 11 (spec 01 §9). Force 0 is any
 * speed under 1 knot; above 63 knots is force 12.
 */
export const BEAUFORT_UPPER_KNOTS = [3, 6, 10, 16, 21, 27, 33, 40, 47, 55, 63] as const;

/** Beaufort force 0–12 from a wind speed in knots; `undefined` for no usable reading. */
export function beaufortFromKnots(knots: number): number | undefined {
  if (!Number.isFinite(knots) || knots < 0) return undefined;
  if (knots < 1) return 0;
  const index = BEAUFORT_UPPER_KNOTS.findIndex((upper) => knots <= upper);
  return index === -1 ? 12 : index + 1;
}

/** Beaufort force from a wind speed in m/s, converted to knots with the spec's factor. */
export function beaufortFromMps(mps: number): number | undefined {
  return beaufortFromKnots(mpsToKnots(mps));
}
