import { describe, expect, it } from 'vitest';
import { APP_NAME } from '../app.js';
import { FISH_HEALTH_APP } from '../permissions/rules.js';
import {
  APP_VARIANTS,
  DEFAULT_APP_VARIANT,
  findAppVariant,
  offeredShipTypeCategories,
} from './app-variants.js';

const MINOR = [
  'dredger',
  'local_vessel',
  'other',
  'pilot_vessel',
  'pleasure_craft',
  'port_tender',
  'reserved',
  'sailing_vessel',
  'special_craft',
  'unknown',
];

function variant(name: string) {
  const found = findAppVariant(name);
  if (!found) throw new Error(`no variant ${name}`);
  return found;
}

describe('app variants', () => {
  it('has one variant per name, the default first and named like the app', () => {
    const names = APP_VARIANTS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe(APP_NAME);
    expect(DEFAULT_APP_VARIANT.name).toBe(APP_NAME);
    expect(names).toEqual(
      expect.arrayContaining(['nais', 'ohoi', 'arcticinfo', 'bolgevarsel', FISH_HEALTH_APP]),
    );
  });

  it('gives NAIS its start-up configuration (spec 02 §9)', () => {
    const nais = variant('nais');
    expect(nais).toMatchObject({
      title: 'NAIS',
      icon: 'nais',
      embeddable: true,
      preferredAisSource: 'aisApi',
    });
  });

  it('finds variants case-insensitively and nothing for unknown names', () => {
    expect(findAppVariant('NAIS')?.name).toBe('nais');
    expect(findAppVariant('kart')).toBeUndefined();
  });

  // Spec 02 §3 "Excluded ship categories by app", one row per app.
  it.each([
    // app, minor categories excluded, buoy excluded
    [APP_NAME, true, true],
    ['nais', false, false],
    ['ohoi', false, false],
    ['arcticinfo', true, false],
    ['bolgevarsel', true, false],
    [FISH_HEALTH_APP, true, true],
  ])('%s: minor categories excluded %s, buoy excluded %s', (name, minorOut, buoyOut) => {
    const excluded = variant(name).exclusions.shipTypeCategories;
    // wellboat and wing_in_ground are always excluded.
    expect(excluded).toEqual(expect.arrayContaining(['wellboat', 'wing_in_ground']));
    for (const category of MINOR) expect(excluded.includes(category as never)).toBe(minorOut);
    expect(excluded.includes('buoy')).toBe(buoyOut);
    expect(excluded).toHaveLength(2 + (minorOut ? MINOR.length : 0) + (buoyOut ? 1 : 0));
  });

  // Spec 02 §3: unofficial is not offered in arcticinfo, bolgevarsel, nais and ohoi.
  it.each([
    [APP_NAME, []],
    ['nais', ['unofficial']],
    ['ohoi', ['unofficial']],
    ['arcticinfo', ['unofficial']],
    ['bolgevarsel', ['unofficial']],
    [FISH_HEALTH_APP, []],
  ])('%s does not offer the MMSI categories %j', (name, excluded) => {
    expect(variant(name).exclusions.mmsiCategories).toEqual(excluded);
  });

  it('offers the remaining categories in the spec order', () => {
    expect(offeredShipTypeCategories(DEFAULT_APP_VARIANT)).toEqual([
      'sar',
      'fishing',
      'tug',
      'dive_vessel',
      'military_ops',
      'high_speed_craft',
      'anti_pollution',
      'law_enforce',
      'medical_trans',
      'passenger',
      'cargo',
      'tanker',
    ]);
    expect(offeredShipTypeCategories(variant('nais'))).toContain('pleasure_craft');
  });

  it('exposes the arctic vessel MMSI only in the arctic app (spec 01 §6)', () => {
    expect(APP_VARIANTS.filter((v) => v.exposesArcticMmsi).map((v) => v.name)).toEqual([
      'arcticinfo',
    ]);
  });
});
