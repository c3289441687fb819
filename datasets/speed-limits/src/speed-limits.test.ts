import { describe, expect, it } from 'vitest';
import { commercialManifest, recreationalManifest, SPEED_SYMBOL_MIN_ZOOM } from './manifest.js';
import { formatDayMonth, isFullYear, parseDayMonth, speedClass } from './speed-limits.js';

describe('speed-limit rules (spec 02 §3, §9, A57)', () => {
  it.each([
    [0, 'red'],
    [5, 'red'],
    [5.1, 'blue'],
    [10, 'blue'],
    [10.1, 'green'],
    [30, 'green'],
    [30.1, 'grey'],
    [null, 'grey'],
  ] as const)('%s knots is %s', (speed, expected) => {
    expect(speedClass(speed)).toBe(expected);
  });

  it.each([
    ['01.01', '31.12', true],
    ['1.1', '31.12', true],
    ['01.01', '30.12', false],
    ['01.05', '30.09', false],
    ['02.01', '31.12', false],
    [undefined, undefined, true],
    ['01.01', undefined, false],
    ['nonsense', '31.12', false],
  ] as const)('from %s to %s: full year %s', (from, to, expected) => {
    expect(isFullYear(from, to)).toBe(expected);
  });

  it.each([
    ['15.06', { day: 15, month: 6 }],
    ['31.12.', { day: 31, month: 12 }],
    ['31.04', null],
    ['00.01', null],
    ['1.13', null],
    [101, null],
  ] as const)('reads %s as %j', (text, expected) => {
    expect(parseDayMonth(text)).toEqual(expected);
  });

  it('writes a day and month as dd.mm', () => {
    expect(formatDayMonth({ day: 1, month: 5 })).toBe('01.05');
  });

  it('has separate commercial and recreational datasets keyed by id, symbols from zoom 10', () => {
    expect(commercialManifest.id).toBe('speedlimitcommercialvessels');
    expect(recreationalManifest.id).toBe('speedlimitrecreationalvessels');
    expect(commercialManifest.featureKey).toEqual({ field: 'id' });
    expect(recreationalManifest.featureKey).toEqual({ field: 'id' });
    expect(SPEED_SYMBOL_MIN_ZOOM).toBe(10);
  });
});
