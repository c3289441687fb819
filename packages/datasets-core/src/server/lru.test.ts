import { describe, expect, it } from 'vitest';
import { ByteLruCache } from './lru.js';

describe('ByteLruCache', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const cache = new ByteLruCache<string, number>(100);
    cache.set('a', 1, 40);
    cache.set('b', 2, 40);
    expect(cache.get('a')).toBe(1); // b is now the oldest
    cache.set('c', 3, 40);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.sizeBytes).toBe(80);
  });

  it('replaces an entry without counting it twice, and caches null values', () => {
    const cache = new ByteLruCache<string, number | null>(100);
    cache.set('a', null, 10);
    cache.set('a', 5, 30);
    expect(cache.sizeBytes).toBe(30);
    cache.set('n', null, 10);
    expect(cache.get('n')).toBeNull();
  });

  it('skips values larger than the budget and caches nothing with budget 0', () => {
    const cache = new ByteLruCache<string, number>(50);
    cache.set('big', 1, 51);
    expect(cache.get('big')).toBeUndefined();
    const off = new ByteLruCache<string, number>(0);
    off.set('a', 1, 1);
    expect(off.size).toBe(0);
  });
});
