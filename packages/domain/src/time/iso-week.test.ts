import { describe, expect, it } from 'vitest';
import { isoWeekOf, isoWeeksInYear, sameWeekInYear, weekFromParams } from './iso-week.js';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ISO 8601 weeks (the fish-health embed week slider, spec 01 §2)', () => {
  it.each([
    ['2026-01-01', 2026, 1], // a Thursday: week 1 of its own year
    ['2025-12-29', 2026, 1], // the Monday before belongs to 2026's week 1
    ['2027-01-01', 2026, 53], // a Friday: the last week of 2026
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53], // a Sunday
    ['2026-11-23', 2026, 48],
    ['2026-06-15', 2026, 25],
  ])('%s is %i week %i', (date, year, week) => {
    expect(isoWeekOf(at(date))).toEqual({ year, week });
  });

  it('knows which years have 53 weeks', () => {
    expect([2020, 2025, 2026, 2027, 2032].map(isoWeeksInYear)).toEqual([53, 52, 53, 52, 53]);
  });

  it('takes the week from the address, else the current week', () => {
    const now = at('2026-11-23');
    expect(weekFromParams('2025', '10', now)).toEqual({ year: 2025, week: 10 });
    expect(weekFromParams('2026', '53', now)).toEqual({ year: 2026, week: 53 });
    for (const [year, week] of [
      [null, '10'],
      ['2025', null],
      ['2025', '53'], // 2025 has 52 weeks
      ['2025', '0'],
      ['1999', '10'],
      ['20x5', '10'],
      ['2025', '1e1'],
    ]) {
      expect(weekFromParams(year, week, now)).toEqual({ year: 2026, week: 48 });
    }
  });

  it('moves to the same week of another year, or its last week', () => {
    expect(sameWeekInYear({ year: 2026, week: 53 }, 2027)).toEqual({ year: 2027, week: 52 });
    expect(sameWeekInYear({ year: 2026, week: 53 }, 2025)).toEqual({ year: 2025, week: 52 });
    expect(sameWeekInYear({ year: 2026, week: 10 }, 2025)).toEqual({ year: 2025, week: 10 });
  });
});
