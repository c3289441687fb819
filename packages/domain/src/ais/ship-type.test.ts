import { describe, expect, it } from 'vitest';
import { SHIP_TYPE_CATEGORIES, shipTypeCategory } from './ship-type.js';

describe('ship-type category (spec 02 §3 AIS type mapping, checklist A30)', () => {
  it('has the 25 categories of the spec', () => {
    expect(SHIP_TYPE_CATEGORIES).toHaveLength(25);
  });

  it.each([
    [30, 'fishing'],
    ['6A', 'fishing'],
    ['6k', 'fishing'],
    [31, 'tug'],
    [32, 'tug'],
    [52, 'tug'],
    [33, 'dredger'],
    [34, 'dive_vessel'],
    [35, 'military_ops'],
    [36, 'sailing_vessel'],
    [37, 'pleasure_craft'],
    [40, 'high_speed_craft'],
    [49, 'high_speed_craft'],
    [50, 'pilot_vessel'],
    [51, 'sar'],
    [55, 'law_enforce'],
    [58, 'medical_trans'],
    [60, 'passenger'],
    [69, 'passenger'],
    [70, 'cargo'],
    [79, 'cargo'],
    [80, 'tanker'],
    [89, 'tanker'],
    [199, 'wellboat'],
    ['wellboat', 'wellboat'],
    ['slaughterboat', 'wellboat'],
    [10000, 'buoy'],
  ] as const)('spec: %s → %s', (code, category) => {
    expect(shipTypeCategory(code)).toBe(category);
  });

  it.each([
    [0, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [1, 'reserved'],
    [19, 'reserved'],
    [20, 'wing_in_ground'],
    [29, 'wing_in_ground'],
    [38, 'reserved'],
    [39, 'reserved'],
    [53, 'port_tender'],
    [54, 'anti_pollution'],
    [56, 'local_vessel'],
    [57, 'local_vessel'],
    [59, 'special_craft'],
    [90, 'other'],
    [99, 'other'],
    [100, 'reserved'],
    [255, 'reserved'],
    [256, 'unknown'],
    [-1, 'unknown'],
    ['6L', 'unknown'],
    ['70', 'cargo'],
    ['nonsense', 'unknown'],
  ] as const)('A30: %s → %s', (code, category) => {
    expect(shipTypeCategory(code)).toBe(category);
  });
});
