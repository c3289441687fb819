/**
 * atonTypeCategory of an aid to navigation from its typeOfAidsToNavigation 0–31 (spec 02 §3).
 * The spec names the field but not the mapping; checklist A31 sets it from the ITU-R M.1371
 * type table. One rule for the server (which sends the category with each aid record) and the
 * web client (which filters, draws and describes aids by it).
 */

export type AtonTypeCategory = 'fixed' | 'floating' | 'cardinal' | 'lateral' | 'special' | 'other';

/** The categories in the order the client lists them. */
export const ATON_TYPE_CATEGORIES: readonly AtonTypeCategory[] = [
  'cardinal',
  'lateral',
  'special',
  'fixed',
  'floating',
  'other',
];

/** Highest typeOfAidsToNavigation code (five bits in message 21). */
export const MAX_ATON_TYPE = 31;

/**
 * Category per code, indexed by code: 0 unspecified, 1 reference point, 2 RACON and 4 spare are
 * `other`; 3 (fixed structure) and 5–8 (lights) `fixed`; the beacons 9–19 and the floating
 * marks 20–30 by what they mark; 31 (light vessel, LANBY, rigs) `floating`.
 */
const BY_CODE: readonly AtonTypeCategory[] = [
  'other', // 0 not specified
  'other', // 1 reference point
  'other', // 2 RACON
  'fixed', // 3 fixed structure off shore
  'other', // 4 spare
  'fixed', // 5 light without sectors
  'fixed', // 6 light with sectors
  'fixed', // 7 leading light front
  'fixed', // 8 leading light rear
  'cardinal', // 9 beacon cardinal N
  'cardinal', // 10 beacon cardinal E
  'cardinal', // 11 beacon cardinal S
  'cardinal', // 12 beacon cardinal W
  'lateral', // 13 beacon port hand
  'lateral', // 14 beacon starboard hand
  'lateral', // 15 beacon preferred channel port hand
  'lateral', // 16 beacon preferred channel starboard hand
  'special', // 17 beacon isolated danger
  'special', // 18 beacon safe water
  'special', // 19 beacon special mark
  'cardinal', // 20 cardinal mark N
  'cardinal', // 21 cardinal mark E
  'cardinal', // 22 cardinal mark S
  'cardinal', // 23 cardinal mark W
  'lateral', // 24 port hand mark
  'lateral', // 25 starboard hand mark
  'lateral', // 26 preferred channel port hand
  'lateral', // 27 preferred channel starboard hand
  'special', // 28 isolated danger
  'special', // 29 safe water
  'special', // 30 special mark
  'floating', // 31 light vessel / LANBY / rigs
];

/** atonTypeCategory of a code; `other` for a missing code or one outside 0–31. */
export function atonTypeCategory(code: number | null | undefined): AtonTypeCategory {
  if (code == null || !Number.isInteger(code)) return 'other';
  return BY_CODE[code] ?? 'other';
}
