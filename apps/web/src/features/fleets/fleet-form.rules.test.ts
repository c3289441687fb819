import { describe, expect, it } from 'vitest';
import { readFleetForm } from './fleet-form.rules.js';

describe('the create-fleet form', () => {
  it('takes a name and MMSIs split by commas and spaces, once each', () => {
    expect(readFleetForm(' Kyst ', '257000001, 257000002\n257000001')).toEqual({
      ok: true,
      name: 'Kyst',
      mmsis: ['257000001', '257000002'],
    });
    expect(readFleetForm('Kyst', '')).toEqual({ ok: true, name: 'Kyst', mmsis: [] });
  });
  it('refuses an empty or long name and names the first bad MMSI', () => {
    expect(readFleetForm('  ', '')).toEqual({ ok: false, problem: 'name' });
    expect(readFleetForm('x'.repeat(101), '')).toEqual({ ok: false, problem: 'name' });
    expect(readFleetForm('Kyst', '257000001 2570')).toEqual({
      ok: false,
      problem: 'mmsis',
      value: '2570',
    });
  });
});
