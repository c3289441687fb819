import { describe, expect, it } from 'vitest';
import { formatEta, rateOfTurnToDegreesPerMinute } from './helpers.js';

describe('formatEta', () => {
  it('writes BarentsWatch MMddHHmm', () => {
    expect(formatEta({ month: 5, day: 15, hour: 14, minute: 0 })).toBe('05151400');
  });

  it('writes the AIS "not available" codes for missing parts', () => {
    expect(formatEta({ month: null, day: null, hour: null, minute: null })).toBe('00002460');
  });
});

describe('rateOfTurnToDegreesPerMinute', () => {
  it('inverts ROT_AIS = 4.733 √ROT with the sign kept', () => {
    expect(rateOfTurnToDegreesPerMinute(0)).toBe(0);
    expect(rateOfTurnToDegreesPerMinute(47.33)).toBeCloseTo(100);
    expect(rateOfTurnToDegreesPerMinute(-10)).toBeCloseTo(-4.464, 3);
  });

  it('has no rate for the no-indicator and not-available codes', () => {
    for (const raw of [null, 127, -127, -128]) expect(rateOfTurnToDegreesPerMinute(raw)).toBeNull();
  });
});
