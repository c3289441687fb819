import { describe, expect, it } from 'vitest';
import { boundedEditDistance, matchRank, searchVessels, VESSEL_SEARCH_LIMIT } from './search.js';

const v = (
  mmsi: number,
  name: string | null,
  callSign: string | null = null,
  imo: number | null = null,
) => ({
  mmsi,
  name,
  callSign,
  imoNumber: imo,
});

describe('vessel search ranking', () => {
  it.each([
    ['KONG HARALD', v(1, 'KONG HARALD'), 0],
    ['kong harald', v(1, 'KONG HARALD'), 0],
    ['LLVU', v(1, 'X', 'LLVU'), 0],
    ['257123456', v(257123456, 'X'), 0],
    ['9133381', v(1, 'X', null, 9133381), 0],
    ['KONG', v(1, 'KONG HARALD'), 1],
    ['2571', v(257123456, 'X'), 1],
    ['KONG HARLAD', v(1, 'KONG HARALD'), 2],
    ['KONG HRALD', v(1, 'KONG HARALD'), 2],
    ['KING HERALD', v(1, 'KONG HARALD'), 2],
    ['KXNX HXRALD', v(1, 'KONG HARALD'), null],
    ['  ', v(1, 'KONG HARALD'), null],
    ['ZZ', v(1, 'ZY'), null], // too short to match fuzzily
    ['0257123456', v(257123456, 'X'), null], // a leading zero is no MMSI's
    ['2571234567', v(257123456, 'X'), null], // longer than the MMSI
    ['25712345678901234567', v(257123456, 'X'), null],
    ['912', v(1, 'X', null, 9133381), null],
    ['913', v(1, 'X', null, 9133381), 1],
  ] as const)('%s vs %j → %s', (query, vessel, rank) => {
    expect(matchRank(query, vessel)).toBe(rank);
  });

  it('puts exact before prefix before fuzzy, and stops at 20', () => {
    const vessels = [
      v(3, 'NORDLYSA'), // fuzzy (1 edit)
      v(2, 'NORDLYS II'), // prefix
      v(1, 'NORDLYS'), // exact
      v(4, 'SOMETHING ELSE'),
    ];
    expect(searchVessels('nordlys', vessels).map((x) => x.mmsi)).toEqual([1, 2, 3]);
    const many = Array.from({ length: 50 }, (_, i) => v(1000 + i, `NORDLYS ${i}`));
    expect(searchVessels('NORDLYS', many)).toHaveLength(VESSEL_SEARCH_LIMIT);
  });

  it('keeps the twenty best of many in order, whatever order they come in', () => {
    const many = Array.from({ length: 500 }, (_, i) => v(5000 - i, `NORDLYS ${(i * 37) % 500}`));
    const expected = [...many]
      .sort((a, b) => a.name!.localeCompare(b.name!) || a.mmsi - b.mmsi)
      .slice(0, VESSEL_SEARCH_LIMIT)
      .map((x) => x.mmsi);
    expect(searchVessels('NORDLYS', [v(1, 'NORDLYSA'), ...many]).map((x) => x.mmsi)).toEqual(
      expected,
    );
  });

  it('finds a vessel by its new name once the name changes', () => {
    const vessel = v(7, 'OLD NAME');
    expect(searchVessels('OLD NAME', [vessel])).toEqual([vessel]);
    vessel.name = 'NEW NAME';
    expect(searchVessels('OLD NAME', [vessel])).toEqual([]);
    expect(searchVessels('NEW NAME', [vessel])).toEqual([vessel]);
  });

  it('computes bounded edit distances', () => {
    expect(boundedEditDistance('KITTEN', 'SITTING', 5)).toBe(3);
    expect(boundedEditDistance('KITTEN', 'SITTING', 2)).toBe(3);
    expect(boundedEditDistance('ABC', 'ABC', 2)).toBe(0);
  });
});
