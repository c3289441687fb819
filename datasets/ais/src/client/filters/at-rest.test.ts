import { describe, expect, it } from 'vitest';
import { isAtRest } from './at-rest.js';

describe('isAtRest (hide vessels at anchor or moored)', () => {
  it('is true at anchor or moored below half a knot', () => {
    expect(isAtRest({ navigationalStatus: 1, speedOverGround: 0 })).toBe(true);
    expect(isAtRest({ navigationalStatus: 5, speedOverGround: 0.4 })).toBe(true);
  });

  it('is false from half a knot, whatever the status says', () => {
    expect(isAtRest({ navigationalStatus: 5, speedOverGround: 0.5 })).toBe(false);
    expect(isAtRest({ navigationalStatus: 1, speedOverGround: 7 })).toBe(false);
  });

  it('is false for other statuses, even when still', () => {
    for (const status of [0, 2, 3, 6, 7, 8, 15]) {
      expect(isAtRest({ navigationalStatus: status, speedOverGround: 0 })).toBe(false);
    }
  });

  it('keeps a vessel whose status or speed is not known', () => {
    expect(isAtRest({ navigationalStatus: null, speedOverGround: 0 })).toBe(false);
    expect(isAtRest({ navigationalStatus: 5, speedOverGround: null })).toBe(false);
    expect(isAtRest({})).toBe(false);
  });
});
