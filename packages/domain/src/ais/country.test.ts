import { describe, expect, it } from 'vitest';
import { countryFromMmsi, midOfMmsi, normaliseMmsi } from './country.js';
import { MID_COUNTRIES } from './mid-table.js';

describe('MMSI → country (spec 01 §9, 02 §3, checklist A34)', () => {
  it('holds the ITU MID table of about 290–300 codes', () => {
    expect(MID_COUNTRIES.size).toBeGreaterThanOrEqual(280);
    expect(MID_COUNTRIES.size).toBeLessThanOrEqual(300);
    for (const mid of MID_COUNTRIES.keys()) {
      expect(mid).toBeGreaterThanOrEqual(201);
      expect(mid).toBeLessThanOrEqual(775);
    }
  });

  it.each([
    [257123456, 'NO', 'ship'],
    [258000001, 'NO', 'ship'],
    [259999999, 'NO', 'ship'],
    [265547250, 'SE', 'ship'],
    [219000001, 'DK', 'ship'],
    [231100000, 'FO', 'ship'],
    [331000001, 'GL', 'ship'],
    [366123456, 'US', 'ship'],
    [636012345, 'LR', 'ship'],
    [775123456, 'VE', 'ship'],
    [992576001, 'NO', 'aton'],
    [111257500, 'NO', 'sar_aircraft'],
    [111257100, 'NO', 'sar_aircraft'],
    [982571234, 'NO', 'craft_associated'],
    [2570001, 'NO', 'coast'], // 002570001 once padded
    [25700001, 'NO', 'group'], // 025700001 once padded
    [825712345, 'NO', 'handheld'],
  ] as const)('%s → %s (%s)', (mmsi, country, pattern) => {
    expect(countryFromMmsi(mmsi)).toBe(country);
    expect(midOfMmsi(mmsi)?.pattern).toBe(pattern);
  });

  it.each([
    [2571234567, 'longer than 9 digits'],
    [970123456, 'AIS-SART'],
    [972123456, 'man overboard'],
    [974123456, 'EPIRB-AIS'],
    [123, 'padded to 000000123'],
    [100000000, '1 without 111'],
    [200000000, 'MID 200 is not allocated'],
    [-257123456, 'negative'],
    [0, 'zero'],
    [111000100, '111 with MID 000'],
  ])('%s has no country (%s)', (mmsi) => {
    expect(countryFromMmsi(mmsi)).toBeNull();
  });

  it('pads shorter MMSIs to 9 digits and refuses non-digits', () => {
    expect(normaliseMmsi(2571234)).toBe('002571234');
    expect(normaliseMmsi('257123456')).toBe('257123456');
    expect(normaliseMmsi('25712345a')).toBeNull();
    expect(normaliseMmsi(2.5)).toBeNull();
    expect(countryFromMmsi('257123456')).toBe('NO');
    expect(countryFromMmsi('abc')).toBeNull();
  });
});
