import { describe, expect, it } from 'vitest';
import { isOnline } from './network.store.js';

describe('online (R26.05)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('network up %s, manual offline %s → online %s', (networkUp, manualOffline, online) => {
    expect(isOnline({ networkUp, manualOffline })).toBe(online);
  });
});
