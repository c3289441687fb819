import { describe, expect, it } from 'vitest';
import { LruCache, nearestTime } from './service.js';

const HOUR = 3_600_000;
const times = [0, 1, 2, 3].map((h) => h * HOUR);

describe('the forecast step for a passing time', () => {
  it.each([
    [0, 0],
    [29 * 60_000, 0],
    [31 * 60_000, HOUR],
    [3 * HOUR + 30 * 60_000, 3 * HOUR],
    [-30 * 60_000, 0],
  ])('at %s ms is the step at %s ms', (at, step) => {
    expect(nearestTime(times, at)).toBe(step);
  });

  it.each([3 * HOUR + 31 * 60_000, -31 * 60_000])(
    'is none %s ms from the forecast’s ends (past it, or before the run)',
    (at) => {
      expect(nearestTime(times, at)).toBeNull();
    },
  );

  it('is none without forecast times', () => {
    expect(nearestTime([], 0)).toBeNull();
  });
});

describe('the tile and grid cache', () => {
  it('drops the least recently used entry past its limit', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
