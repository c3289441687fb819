import { describe, expect, it } from 'vitest';
import { SHIP_TYPE_CATEGORIES } from './ship-type.js';
import { navigationalStatusText, shipTypeCategoryText } from './vessel-texts.js';

describe('navigational status labels (spec 02 §3)', () => {
  it('gives the spec table in English', () => {
    const table = Array.from({ length: 16 }, (_, code) => navigationalStatusText(code, 'en-US'));
    expect(table).toEqual([
      'under way using engine',
      'at anchor',
      'not under command',
      'restricted manoeuvrability',
      'constrained by draught',
      'moored',
      'aground',
      'engaged in fishing',
      'under way sailing',
      'reserved',
      'reserved',
      'towing astern',
      'pushing or towing alongside',
      'reserved',
      'AIS-SART',
      'undefined',
    ]);
  });

  it('has a Norwegian label for every code and none outside 0–15', () => {
    for (let code = 0; code <= 15; code += 1) {
      expect(navigationalStatusText(code, 'nb-NO')).toMatch(/\S/);
    }
    expect(navigationalStatusText(5, 'nb-NO')).toBe('fortøyd');
    expect(navigationalStatusText(16, 'en-US')).toBeNull();
    expect(navigationalStatusText(-1, 'en-US')).toBeNull();
    expect(navigationalStatusText(null, 'en-US')).toBeNull();
  });
});

describe('ship-type category texts', () => {
  it('names every category in both languages', () => {
    for (const category of SHIP_TYPE_CATEGORIES) {
      expect(shipTypeCategoryText(category, 'en-US')).toMatch(/\S/);
      expect(shipTypeCategoryText(category, 'nb-NO')).toMatch(/\S/);
    }
    expect(shipTypeCategoryText('fishing', 'en-US')).toBe('Fishing vessel');
  });
});
