/**
 * Plausible identities for simulated ships: MMSIs under real Maritime Identification Digits,
 * call signs from each country's ITU prefixes, IMO numbers with valid check digits, names
 * made up from word lists, and hull dimensions by ship type.
 */
import type { Prng } from './prng.js';

/** A flag state: its MIDs and radio call sign prefixes. */
export interface Flag {
  country: string;
  mids: readonly number[];
  callPrefixes: readonly string[];
}

export const FLAGS = {
  NO: {
    country: 'Norway',
    mids: [257, 258, 259],
    callPrefixes: ['LA', 'LC', 'LF', 'LG', 'LH', 'LJ', 'LK', 'LM', 'LN'],
  },
  SE: {
    country: 'Sweden',
    mids: [265, 266],
    callPrefixes: ['SB', 'SC', 'SD', 'SE', 'SF', 'SG', 'SI', 'SK'],
  },
  DK: { country: 'Denmark', mids: [219, 220], callPrefixes: ['OU', 'OV', 'OX', 'OZ', '5P', '5Q'] },
  FI: { country: 'Finland', mids: [230], callPrefixes: ['OF', 'OG', 'OH', 'OI', 'OJ'] },
  DE: {
    country: 'Germany',
    mids: [211, 218],
    callPrefixes: ['DA', 'DB', 'DC', 'DD', 'DF', 'DG', 'DH'],
  },
  NL: {
    country: 'Netherlands',
    mids: [244, 245, 246],
    callPrefixes: ['PA', 'PB', 'PC', 'PD', 'PE', 'PF', 'PH'],
  },
  GB: {
    country: 'United Kingdom',
    mids: [232, 233, 234, 235],
    callPrefixes: ['GA', 'GB', 'MA', 'MB', '2A'],
  },
  RU: { country: 'Russia', mids: [273], callPrefixes: ['UB', 'UC', 'UD', 'UF', 'UG', 'UH', 'UI'] },
  PL: { country: 'Poland', mids: [261], callPrefixes: ['SP', 'SQ', 'SR', '3Z'] },
  BS: { country: 'Bahamas', mids: [308, 309, 311], callPrefixes: ['C6'] },
  MT: { country: 'Malta', mids: [215, 229, 248, 249, 256], callPrefixes: ['9H'] },
  MH: { country: 'Marshall Islands', mids: [538], callPrefixes: ['V7'] },
  LR: { country: 'Liberia', mids: [636, 637], callPrefixes: ['A8', 'D5', '5L'] },
  PA: {
    country: 'Panama',
    mids: [351, 352, 353, 354, 355, 356, 357, 370, 371, 372, 373],
    callPrefixes: ['3E', '3F', 'H3', 'H8', 'H9', 'HO', 'HP'],
  },
  CY: { country: 'Cyprus', mids: [209, 210, 212], callPrefixes: ['5B', 'C4', 'P3'] },
  FO: { country: 'Faroe Islands', mids: [231], callPrefixes: ['OW', 'OY'] },
  IS: { country: 'Iceland', mids: [251], callPrefixes: ['TF'] },
  AG: { country: 'Antigua and Barbuda', mids: [304, 305], callPrefixes: ['V2'] },
  PT: { country: 'Portugal (Madeira)', mids: [255], callPrefixes: ['CQ'] },
} as const satisfies Record<string, Flag>;

export type FlagCode = keyof typeof FLAGS;

/** Flag mix of international coastal trade in Norwegian waters (weights, not percentages). */
export const TRADING_FLAGS: readonly (readonly [FlagCode, number])[] = [
  ['NO', 30],
  ['MT', 9],
  ['NL', 8],
  ['BS', 7],
  ['LR', 6],
  ['MH', 6],
  ['PA', 5],
  ['CY', 5],
  ['AG', 5],
  ['DK', 4],
  ['DE', 4],
  ['SE', 3],
  ['GB', 3],
  ['RU', 3],
  ['FI', 2],
  ['PL', 2],
  ['FO', 2],
  ['PT', 2],
];

/** Flag mix of fishing vessels in Norwegian and Barents waters. */
export const FISHING_FLAGS: readonly (readonly [FlagCode, number])[] = [
  ['NO', 80],
  ['RU', 8],
  ['FO', 4],
  ['IS', 3],
  ['GB', 2],
  ['DK', 2],
  ['NL', 1],
];

/** Check (seventh) digit of an IMO number: first six digits weighted 7…2, summed, mod 10. */
export function imoCheckDigit(firstSix: number): number {
  let sum = 0;
  let n = firstSix;
  for (let weight = 2; weight <= 7; weight++) {
    sum += (n % 10) * weight;
    n = Math.floor(n / 10);
  }
  return sum % 10;
}

/** True when a 7-digit IMO number's last digit matches its check digit. */
export function isValidImo(imo: number): boolean {
  return imo >= 1_000_000 && imo <= 9_999_999 && imoCheckDigit(Math.floor(imo / 10)) === imo % 10;
}

/** A random IMO number of a ship built in the last decades (9xxxxxx) with a valid check digit. */
export function randomImo(rng: Prng): number {
  const firstSix = rng.int(900_000, 999_999);
  return firstSix * 10 + imoCheckDigit(firstSix);
}

/** Issues unique MMSIs: MID followed by six digits (ship stations, MIDxxxxxx). */
export class MmsiRegistry {
  private readonly used = new Set<number>();

  /** A ship-station MMSI under one of the flag's MIDs. */
  ship(rng: Prng, flag: Flag): number {
    for (;;) {
      const mmsi = rng.pick(flag.mids) * 1_000_000 + rng.int(0, 999_999);
      // Real ship MMSIs rarely end in 0s (those are group calls for some flags); avoid 000.
      if (mmsi % 1000 !== 0 && this.claim(mmsi)) return mmsi;
    }
  }

  /** An MMSI `prefix × 10^digits + n` with a random unused `n` (for 99257xxxx, 111257xxx …). */
  special(rng: Prng, prefix: number, digits: number): number {
    for (let attempt = 0; attempt < 10 ** digits * 20; attempt++) {
      const mmsi = prefix * 10 ** digits + rng.int(1, 10 ** digits - 1);
      if (this.claim(mmsi)) return mmsi;
    }
    throw new RangeError(`no free MMSI left under ${prefix}`);
  }

  /** Claims a specific MMSI; false when it was taken. */
  claim(mmsi: number): boolean {
    if (this.used.has(mmsi)) return false;
    this.used.add(mmsi);
    return true;
  }
}

/** A call sign: country prefix plus letters/digits, 4–7 characters. */
export function randomCallSign(rng: Prng, flag: Flag): string {
  const prefix = rng.pick(flag.callPrefixes);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sign = prefix;
  const length = rng.int(4, 6);
  while (sign.length < length) {
    sign += rng.chance(0.6) ? letters[rng.int(0, 25)] : String(rng.int(0, 9));
  }
  return sign;
}
