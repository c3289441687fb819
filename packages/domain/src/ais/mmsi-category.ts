import { countryFromMmsi } from './country.js';

/** The MMSI categories of the vessel filter (spec 02 §3). */
export type MmsiCategory = 'official' | 'other' | 'unofficial';

export const MMSI_CATEGORIES: readonly MmsiCategory[] = ['official', 'other', 'unofficial'];

/**
 * official: 200000000–799999999 with a country; other: 111200000–111799999 and
 * 982000000–982999999 with a country; unofficial: no country. An MMSI with a country outside
 * both ranges (a coast station 00MID…, an aid 99MID…, a handheld 8MID…) is `other`, so every
 * MMSI falls in exactly one category.
 */
export function mmsiCategory(mmsi: number | string): MmsiCategory {
  if (countryFromMmsi(mmsi) === null) return 'unofficial';
  const n = Number(mmsi);
  return n >= 200_000_000 && n <= 799_999_999 ? 'official' : 'other';
}
