import { describe, expect, it } from 'vitest';
import {
  foldName,
  GEONAMES_SOURCE,
  geoNamesPlaceType,
  matchRank,
  searchGeoNames,
  type GeoNamesPlace,
} from './geonames.js';

function place(name: string, population = 0, extra: Partial<GeoNamesPlace> = {}): GeoNamesPlace {
  return {
    geonameId: name.length * 1000 + population,
    name,
    asciiName: name,
    alternateNames: [],
    lat: 60,
    lon: 5,
    featureClass: 'P',
    featureCode: 'PPL',
    country: 'NO',
    population,
    ...extra,
  };
}

describe('GeoNames search ranking (spec 01 §5)', () => {
  const places = [
    place('Bodø', 52_000, { asciiName: 'Bodo' }),
    place('Tromsø', 52_436, { asciiName: 'Tromso' }),
    place('Tromsdalen', 4_000),
    place('Storsteinnes', 1_100),
    place('Bergen', 213_000),
    place('Nidaros', 0, { alternateNames: ['Trondheim'] }),
  ];

  it('puts spellings containing the query first: exact, then starting with it, then containing it', () => {
    expect(searchGeoNames(places, 'troms').map((r) => r.name)).toEqual(['Tromsø', 'Tromsdalen']);
    expect(searchGeoNames(places, 'ste').map((r) => r.name)).toEqual(['Storsteinnes']);
  });

  it('finds a place by its ASCII or another spelling after those whose own spelling matches', () => {
    const withAscii = [...places, place('Tromsoya', 10)];
    expect(searchGeoNames(withAscii, 'Tromso').map((r) => r.name)).toEqual(['Tromsoya', 'Tromsø']);
    expect(searchGeoNames(places, 'Trondheim').map((r) => r.name)).toEqual(['Nidaros']);
  });

  it('finds a misspelt name one edit away, last', () => {
    expect(searchGeoNames(places, 'Bergn').map((r) => r.name)).toEqual(['Bergen']);
    expect(matchRank(place('Bergen'), 'Brg')).toBeNull();
  });

  it('answers each place once with a unique id, its spec type and position, at most 20', () => {
    const many = Array.from({ length: 30 }, (_, i) => place(`Vik ${i}`, i));
    const results = searchGeoNames(many, 'vik');
    expect(results).toHaveLength(20);
    expect(new Set(results.map((r) => r.uniqueId)).size).toBe(20);
    expect(results[0]).toMatchObject({ name: 'Vik 29', type: 'settlement', lon: 5, lat: 60 });
  });

  it('finds nothing for an empty query', () => {
    expect(searchGeoNames(places, '  ')).toEqual([]);
  });
});

describe('GeoNames place types', () => {
  it.each([
    ['P', 'PPLA', 'town'],
    ['P', 'PPL', 'settlement'],
    ['H', 'FJD', 'fjord'],
    ['S', 'LTHSE', 'lighthouse'],
    ['T', 'CAPE', 'headland'],
    ['S', 'FRM', null],
    ['H', 'LK', null],
  ])('%s.%s is %s', (featureClass, code, type) => {
    expect(geoNamesPlaceType(featureClass, code)).toBe(type);
  });

  it('folds Norwegian letters for matching', () => {
    expect(foldName('Ålesund')).toBe('alesund');
    expect(foldName('Bodø')).toBe('bodo');
    expect(foldName('Værøy')).toBe('vaeroy');
  });

  it('is a search source sorted with the place names', () => {
    expect(GEONAMES_SOURCE).toEqual({
      id: 'geonames',
      category: 'placenames',
      priority: 2,
      uniqueProp: 'uniqueId',
      sortProp: 'name',
    });
  });
});
