import { describe, expect, it } from 'vitest';
import { isoWeekRange, parseIsoSeconds } from './track-time.js';

describe('ISO times in track requests', () => {
  it.each([
    ['2025-03-01T12:00:00Z', Date.UTC(2025, 2, 1, 12) / 1000],
    ['2025-03-01T12:00:00+01:00', Date.UTC(2025, 2, 1, 11) / 1000],
    ['2025-03-01T12:00:00 01:00', Date.UTC(2025, 2, 1, 11) / 1000],
    ['2025-03-01T12:00:00-0230', Date.UTC(2025, 2, 1, 14, 30) / 1000],
    ['2025-03-01T12:00:00.999+00:00', Date.UTC(2025, 2, 1, 12) / 1000],
    ['2025-03-01T12:00', Date.UTC(2025, 2, 1, 12) / 1000],
    ['2025-03-01', Date.UTC(2025, 2, 1) / 1000],
  ])('%s', (text, seconds) => expect(parseIsoSeconds(text)).toBe(seconds));

  it.each(['', 'today', '2025-02-30T00:00:00Z', '2025-03-01T25:00:00Z', '1740830400'])(
    'refuses %j',
    (text) => expect(parseIsoSeconds(text)).toBeNull(),
  );

  it('finds ISO weeks, including week 53 and week 1 starting in December', () => {
    expect(isoWeekRange(2026, 1)).toEqual([
      Date.UTC(2025, 11, 29) / 1000,
      Date.UTC(2026, 0, 5) / 1000,
    ]);
    expect(isoWeekRange(2020, 53)).toEqual([
      Date.UTC(2020, 11, 28) / 1000,
      Date.UTC(2021, 0, 4) / 1000,
    ]);
    expect(isoWeekRange(2025, 53)).toBeNull();
    expect(isoWeekRange(2025, 0)).toBeNull();
  });
});
