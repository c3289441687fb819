import { describe, expect, it } from 'vitest';
import { manifest, ROCK_LABEL_MIN_ZOOM, ROCK_SYMBOL_MIN_ZOOM } from './manifest.js';
import { isObstruction, waterLevelEffect } from './rocks.js';

describe('rock rules (spec 02 §3, §5, §9)', () => {
  it.each([
    [2, 'islet'],
    [3, 'underwater'],
    [4, 'rock'],
    [5, 'awash'],
    ['4', 'rock'],
    [1, null],
    [6, null],
    [null, null],
  ] as const)('water_level_effect %s is %s', (code, meaning) => {
    expect(waterLevelEffect(code)).toBe(meaning);
  });

  it.each([
    [10, 3, true],
    [10.01, 3, false],
    [10, 3.01, false],
    [0, 0, true],
    [-2, 1, true],
    [null, 1, false],
    [5, null, false],
  ] as const)('sounding %s and elevation %s: obstruction %s', (sounding, elevation, expected) => {
    expect(isObstruction(sounding, elevation)).toBe(expected);
  });

  it('draws symbols from zoom 10 and labels from zoom 13, keyed by id', () => {
    expect([ROCK_SYMBOL_MIN_ZOOM, ROCK_LABEL_MIN_ZOOM]).toEqual([10, 13]);
    expect(manifest.zoom.min).toBe(10);
    expect(manifest.featureKey).toEqual({ field: 'id' });
  });
});
