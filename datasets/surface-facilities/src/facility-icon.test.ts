import { describe, expect, it } from 'vitest';
import { facilityIcon } from './facility-icon.js';
import { manifest } from './manifest.js';

describe('surface facility icon (R14.08)', () => {
  it.each([
    ['OFFSHORE WIND TURBINE', 'windmill'],
    ['JACKET 8 LEGS', 'platform'],
    ['CONDEEP 4 SHAFTS', 'platform'],
    ['offshore wind turbine', 'platform'],
    [null, 'platform'],
  ])('%s gets the %s icon', (kind, icon) => {
    expect(facilityIcon(kind)).toBe(icon);
  });

  it('is keyed by idfacility', () => {
    expect(manifest.featureKey).toEqual({ field: 'idfacility' });
  });
});
