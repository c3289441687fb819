import { MID_COUNTRIES } from './mid-table.js';

/** How the MID sits in a 9-digit MMSI (ITU-R M.585); see {@link midOfMmsi}. */
export type MmsiPattern =
  | 'ship' // MIDxxxxxx, first digit 2–7
  | 'group' // 0MIDxxxxx, a group of ships
  | 'coast' // 00MIDxxxx, a coast station
  | 'sar_aircraft' // 111MIDxxx
  | 'craft_associated' // 98MIDxxxx, a craft with a mother ship
  | 'aton' // 99MIDxxxx, an aid to navigation
  | 'handheld'; // 8MIDxxxxx, a handheld VHF with DSC and GNSS

export interface MidMatch {
  mid: number;
  pattern: MmsiPattern;
}

/**
 * The MMSI as 9 digits: shorter ones are left-padded with zeros (spec 01 §9, 02 §3); longer
 * ones, negative ones and non-digits give null.
 */
export function normaliseMmsi(mmsi: number | string): string | null {
  const text =
    typeof mmsi === 'number' ? (Number.isInteger(mmsi) ? String(mmsi) : '') : mmsi.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return text.padStart(9, '0');
}

/**
 * Where the three country digits are, by the MMSI's leading digits. 970/972/974 (AIS-SART,
 * man overboard, EPIRB-AIS) carry no MID and give null.
 */
export function midOfMmsi(mmsi: number | string): MidMatch | null {
  const digits = normaliseMmsi(mmsi);
  if (digits === null) return null;
  const d0 = digits.charCodeAt(0) - 48;
  const at = (start: number): number => Number(digits.slice(start, start + 3));
  if (d0 >= 2 && d0 <= 7) return { mid: at(0), pattern: 'ship' };
  if (d0 === 0) {
    if (digits[1] !== '0') return { mid: at(1), pattern: 'group' };
    if (digits[2] !== '0') return { mid: at(2), pattern: 'coast' };
    return null;
  }
  if (d0 === 1) return digits.startsWith('111') ? { mid: at(3), pattern: 'sar_aircraft' } : null;
  if (d0 === 8) return { mid: at(1), pattern: 'handheld' };
  if (digits.startsWith('98')) return { mid: at(2), pattern: 'craft_associated' };
  if (digits.startsWith('99')) return { mid: at(2), pattern: 'aton' };
  return null;
}

/** ISO 3166-1 alpha-2 country of an MMSI, or null when it has none (spec 02 §3). */
export function countryFromMmsi(mmsi: number | string): string | null {
  const match = midOfMmsi(mmsi);
  return match ? (MID_COUNTRIES.get(match.mid) ?? null) : null;
}
