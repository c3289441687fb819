import { UNIT_SETTINGS } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { unitsEnUS, unitsNbNO } from './locale.js';
import { unitNameKey } from './UnitSettings.js';

describe('unit names (spec 01 §9, checklist A41)', () => {
  it('every unit of every quantity has a name in both languages', () => {
    for (const [quantity, { units }] of Object.entries(UNIT_SETTINGS)) {
      expect(unitsNbNO.quantity).toHaveProperty(quantity);
      expect(unitsEnUS.quantity).toHaveProperty(quantity);
      for (const unit of units) {
        expect(unitsNbNO.name[unitNameKey(unit)], unit).toMatch(/\S/);
        expect(unitsEnUS.name[unitNameKey(unit)], unit).toMatch(/\S/);
      }
    }
  });

  it('names metres, feet, fathoms, inches and millimetres', () => {
    const english = Object.values(unitsEnUS.name).join(' ');
    for (const name of ['Metres', 'Feet', 'Fathoms', 'Inches', 'Millimetres']) {
      expect(english).toContain(name);
    }
    const norwegian = Object.values(unitsNbNO.name).join(' ');
    for (const name of ['Meter', 'Fot', 'Favner', 'Tommer', 'Millimeter']) {
      expect(norwegian).toContain(name);
    }
  });
});
