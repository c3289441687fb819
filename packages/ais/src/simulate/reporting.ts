/** Reporting intervals of ITU-R M.1371-5 (Annex 1, tables 1 and 2), seconds. */
import type { Station } from './vessel.js';

/** Static and voyage data (type 5, type 24 A/B, type 19) are repeated every 6 minutes. */
export const STATIC_INTERVAL = 360;
/** Long-range broadcast (type 27) interval, seconds: one report per 3 minutes. */
export const LONG_RANGE_INTERVAL = 180;

/**
 * Class A: at anchor or moored and not moving faster than 3 kn, 3 min (else 10 s);
 * 0–14 kn 10 s (3⅓ s changing course); 14–23 kn 6 s (2 s changing course); over 23 kn 2 s.
 */
export function classAInterval(sog: number, navStatus: number, turning: boolean): number {
  if (navStatus === 1 || navStatus === 5) return sog > 3 ? 10 : 180;
  if (sog > 23) return 2;
  if (sog > 14) return turning ? 2 : 6;
  return turning ? 10 / 3 : 10;
}

/** Class B "SO": under 2 kn 3 min; 2–14 kn 30 s; 14–23 kn 15 s; over 23 kn 5 s. */
export function classBSoInterval(sog: number): number {
  if (sog < 2) return 180;
  if (sog <= 14) return 30;
  if (sog <= 23) return 15;
  return 5;
}

/** Class B "CS": under 2 kn 3 min, otherwise 30 s. */
export function classBCsInterval(sog: number): number {
  return sog < 2 ? 180 : 30;
}

/** Position reporting interval of a station in its current state, seconds. */
export function positionInterval(s: Station, t: number): number {
  switch (s.transceiver) {
    case 'A':
      return classAInterval(s.sog, s.navStatus, t < s.turnUntil);
    case 'B-SO':
      return classBSoInterval(s.sog);
    case 'B-CS':
      return classBCsInterval(s.sog);
    case 'aircraft':
      return 10;
    case 'sart':
      return 60;
    case 'base':
      return 10;
    case 'aton':
      return 180;
    case 'met':
      return 600;
  }
}
