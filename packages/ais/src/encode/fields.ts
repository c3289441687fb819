/**
 * Quantisation of decoded values into the raw integers of ITU-R M.1371-5, with `null`
 * (or an absent field) mapped to each field's "not available" value.
 */

const clamp = (value: number, min: number, max: number): number =>
  value < min ? min : value > max ? max : value;

/** Longitude, degrees → 1/10 000 minute (type 1 etc.); 181° when not available. */
export function rawLongitude(lon: number | null | undefined, perDegree = 600_000): number {
  if (lon == null || !Number.isFinite(lon)) return 181 * perDegree;
  return Math.round(clamp(lon, -180, 180) * perDegree);
}

/** Latitude, degrees → 1/10 000 minute (type 1 etc.); 91° when not available. */
export function rawLatitude(lat: number | null | undefined, perDegree = 600_000): number {
  if (lat == null || !Number.isFinite(lat)) return 91 * perDegree;
  return Math.round(clamp(lat, -90, 90) * perDegree);
}

/** Speed over ground, knots → 0.1 kn, 1022 = 102.2 kn or more, 1023 when not available. */
export function rawSpeedTenths(knots: number | null | undefined): number {
  if (knots == null || !Number.isFinite(knots)) return 1023;
  return clamp(Math.round(knots * 10), 0, 1022);
}

/** Course over ground, degrees → 0.1°, wrapped into 0–3599; 3600 when not available. */
export function rawCourseTenths(degrees: number | null | undefined): number {
  if (degrees == null || !Number.isFinite(degrees)) return 3600;
  const tenths = Math.round(degrees * 10) % 3600;
  return tenths < 0 ? tenths + 3600 : tenths;
}

/** Whole degrees wrapped into 0–359; `notAvailable` for null. */
export function rawDegrees(degrees: number | null | undefined, notAvailable: number): number {
  if (degrees == null || !Number.isFinite(degrees)) return notAvailable;
  const whole = Math.round(degrees) % 360;
  return whole < 0 ? whole + 360 : whole;
}

/** Non-negative integer clamped to `max`; `notAvailable` for null. */
export function rawUint(
  value: number | null | undefined,
  max: number,
  notAvailable: number,
  scale = 1,
  offset = 0,
): number {
  if (value == null || !Number.isFinite(value)) return notAvailable;
  return clamp(Math.round((value + offset) * scale), 0, max);
}

/** Signed integer `value × scale` clamped to `min`…`max`; `notAvailable` for null. */
export function rawInt(
  value: number | null | undefined,
  min: number,
  max: number,
  notAvailable: number,
  scale = 1,
): number {
  if (value == null || !Number.isFinite(value)) return notAvailable;
  return clamp(Math.round(value * scale), min, max);
}

/** UTC second of a report 0–59 (61–63 special); 60 when not available. */
export function rawTimeStamp(second: number | null | undefined): number {
  return rawUint(second, 63, 60);
}

/** Type-of-EPFD code 1–15; 0 when not available. */
export function rawEpfd(code: number | null | undefined): number {
  return rawUint(code, 15, 0);
}

/** Hull dimension, metres, clamped to the field's maximum (which means "that or more"). */
export function rawDimension(metres: number | null | undefined, bits: number): number {
  return rawUint(metres, (1 << bits) - 1, 0);
}
