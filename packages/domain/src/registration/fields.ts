import { MID_COUNTRIES } from '../ais/mid-table.js';
import { midOfMmsi } from '../ais/country.js';
import { areaWithinLimits } from '../geo/polygon-limits.js';
import type { GeoJsonGeometry } from '../permissions/profile.js';
import { LENGTH_BOUNDS, type LengthBound, type ValidationMessage } from './messages.js';

/**
 * One field's rules: each validator takes the raw value a form or a request body holds and
 * answers the first message it breaks, or null. Pure, so the form and the server share them.
 */
export type FieldRule = (value: unknown) => ValidationMessage | null;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required text within its length bounds (counted after trimming). */
export function textRule(bound: LengthBound, required = true): FieldRule {
  const { min, max } = LENGTH_BOUNDS[bound];
  return (value) => {
    if (isBlank(value)) return required ? 'Required field' : null;
    if (typeof value !== 'string') return 'Invalid value';
    const length = [...value.trim()].length;
    if (length < min) return 'Too few characters';
    if (length > max) return 'Too many characters';
    return null;
  };
}

/** One @, no spaces, a dot in the domain, nothing around the dots empty. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailRule: FieldRule = (value) => {
  const length = textRule('email')(value);
  if (length === 'Required field' || length === 'Invalid value') return length;
  const address = (value as string).trim();
  if (!EMAIL.test(address) || address.includes('..')) return 'Invalid email address';
  return length;
};

/**
 * Passwords: 8–128 characters with at least one letter and one digit, and no spaces at
 * either end (they are easy to type by mistake and invisible in the field).
 */
export const passwordRule: FieldRule = (value) => {
  if (isBlank(value)) return 'Required field';
  if (typeof value !== 'string') return 'Invalid value';
  const { min, max } = LENGTH_BOUNDS.password;
  const length = [...value].length;
  if (length < min) return 'Too few characters';
  if (length > max) return 'Too many characters';
  if (value !== value.trim() || !/\p{L}/u.test(value) || !/\p{N}/u.test(value)) {
    return 'Invalid password';
  }
  return null;
};

/** The confirmation must repeat the password exactly. */
export function passwordConfirmationRule(passwordValue: unknown): FieldRule {
  return (value) => {
    if (isBlank(value)) return 'Required field';
    return value === passwordValue ? null : 'The passwords you entered did not match';
  };
}

/** Norway's calling code, written +47 or 0047 (checklist A45). */
export const countryCodeRule: FieldRule = (value) => {
  if (isBlank(value)) return 'Required field';
  if (typeof value !== 'string') return 'Invalid value';
  return ['+47', '0047'].includes(value.replace(/\s/g, '')) ? null : 'Not a Norwegian country code';
};

/**
 * A Norwegian phone number: eight digits once spaces are removed (A45); a mobile number
 * also starts with 4 or 9.
 */
export function phoneRule(mobile: boolean): FieldRule {
  return (value) => {
    if (isBlank(value)) return 'Required field';
    if (typeof value !== 'string' && typeof value !== 'number') return 'Invalid value';
    const digits = String(value).replace(/\s/g, '');
    if (!/^\d+$/.test(digits)) return 'Not a number';
    if (digits.length !== 8) return 'Not eight digit phone number';
    if (mobile && !/^[49]/.test(digits)) return 'Not a mobile phone number';
    return null;
  };
}

export const termsRule: FieldRule = (value) =>
  value === true ? null : 'Terms and conditions must be accepted';

/**
 * A ship's MMSI: a number, whole, nine digits, and a ship station (first digit 2–7) whose
 * MID is in the ITU table.
 */
export const shipMmsiRule: FieldRule = (value) => {
  if (isBlank(value)) return 'Required field';
  if (typeof value !== 'string' && typeof value !== 'number') return 'Invalid value';
  const raw = String(value).trim();
  const number = Number(raw);
  if (raw === '' || !Number.isFinite(number) || !/^[0-9.eE+-]+$/.test(raw)) return 'Not a number';
  if (!Number.isInteger(number)) return 'Integer required';
  if (!/^\d{9}$/.test(raw)) return 'Invalid value';
  const match = midOfMmsi(raw);
  if (!match || match.pattern !== 'ship' || !MID_COUNTRIES.has(match.mid)) {
    return 'MMSI not found in the ITU register';
  }
  return null;
};

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/** A ring with at least three distinct corners; it may be left open (it is closed for use). */
function isRing(value: unknown): boolean {
  if (!Array.isArray(value) || !value.every(isPosition)) return false;
  const keys = new Set(value.map((position: [number, number]) => `${position[0]},${position[1]}`));
  return keys.size >= 3;
}

const isPolygonCoordinates = (value: unknown) =>
  Array.isArray(value) && value.length >= 1 && value.every(isRing);

/** The geometry of a GeoJSON Polygon or MultiPolygon, given bare or as a Feature. */
export function areaGeometry(value: unknown): GeoJsonGeometry | null {
  if (!value || typeof value !== 'object') return null;
  const object = value as { type?: unknown; geometry?: unknown; coordinates?: unknown };
  if (object.type === 'Feature') return areaGeometry(object.geometry);
  if (object.type === 'Polygon' && isPolygonCoordinates(object.coordinates)) {
    return { type: 'Polygon', coordinates: closeRings(object.coordinates as number[][][]) };
  }
  if (
    object.type === 'MultiPolygon' &&
    Array.isArray(object.coordinates) &&
    object.coordinates.length >= 1 &&
    object.coordinates.every(isPolygonCoordinates)
  ) {
    return {
      type: 'MultiPolygon',
      coordinates: (object.coordinates as number[][][][]).map(closeRings),
    };
  }
  return null;
}

function closeRings(rings: number[][][]): number[][][] {
  return rings.map((ring) => {
    const first = ring[0] as number[];
    const last = ring[ring.length - 1] as number[];
    return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
  });
}

/**
 * Why an area geometry cannot be used, or null: over `POLYGON_LIMITS` it would be tested
 * against every position the user is sent, so it is refused when it comes in rather than
 * stored and then let nothing through.
 */
export function areaGeometryProblem(geometry: GeoJsonGeometry): ValidationMessage | null {
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as number[][][][];
  return areaWithinLimits(polygons) ? null : 'Area has too many corners';
}

/** An area of interest: a polygon (drawn on the map, pasted or uploaded as GeoJSON). */
export const areaOfInterestRule: FieldRule = (value) => {
  if (value === undefined || value === null) return 'Required field';
  const geometry = areaGeometry(value);
  return geometry ? areaGeometryProblem(geometry) : 'Invalid value';
};
