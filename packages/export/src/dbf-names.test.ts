import { describe, expect, it } from 'vitest';
import { DBF_FIELD_NAMES, dbfFieldNames } from './dbf-names.js';

describe('DBF field names', () => {
  it('uses the documented table for the names Havkart writes', () => {
    const names = dbfFieldNames(['distanceFromPreviousM', 'cumulativeDistanceM', 'circumferenceM']);
    expect([...names.values()]).toEqual(['dist_prev', 'dist_cum', 'circumf_m']);
  });

  it('keeps every table entry within 10 characters and unique', () => {
    const fields = Object.values(DBF_FIELD_NAMES);
    expect(fields.every((field) => field.length <= 10)).toBe(true);
    expect(new Set(fields.map((f) => f.toLowerCase())).size).toBe(fields.length);
  });

  it('cuts other names to 10 ASCII characters and numbers the clashes', () => {
    const names = dbfFieldNames(['temperature_max', 'temperature_min', 'vær', 'name']);
    expect([...names.values()]).toEqual(['temperatur', 'temperat_1', 'v_r', 'name']);
  });
});
