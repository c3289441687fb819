import { describe, expect, it } from 'vitest';
import { weekAddress } from './week-address.js';

describe('the address of a chosen week', () => {
  it('keeps the map view in the fragment and the other query values', () => {
    expect(
      weekAddress('?lang=en&year=2026&week=5', '#map=10/62.3/5.6', { year: 2026, week: 6 }),
    ).toEqual({ search: '?lang=en&year=2026&week=6', hash: '#map=10/62.3/5.6' });
  });

  it('adds the week to an address without one', () => {
    expect(weekAddress('', '', { year: 2025, week: 53 })).toEqual({
      search: '?year=2025&week=53',
      hash: '',
    });
  });
});
