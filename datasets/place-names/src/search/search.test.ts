import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKeptPlaceType } from './place-types.js';
import {
  placeNameSearchUrl,
  proxiedSearchUrl,
  rankPlaceNames,
  searchTerm,
  type PlaceNameResult,
} from './search.js';
import { parseStedsnavn } from './stedsnavn.js';

const FIXTURE: unknown = JSON.parse(
  readFileSync(new URL('../../fixtures/navn-lista.json', import.meta.url), 'utf8'),
);

describe('the place-name query', () => {
  it.each([
    ['Nordre Sunnmøre', 'Nordre+Sunnmøre'],
    ['  Lista  fyr ', 'Lista+fyr'],
    ['Bodø', 'Bodø'],
  ])('%j is sent as %j', (query, term) => {
    expect(searchTerm(query)).toBe(term);
  });

  it('asks the /navn endpoint for 20 fuzzy results per page in WGS84, spaces as +', () => {
    const url = placeNameSearchUrl('Nordre Sunnmøre', 2);
    expect(url).toBe(
      'https://ws.geonorge.no/stedsnavn/v1/navn?sok=Nordre+Sunnm%C3%B8re&fuzzy=true' +
        '&treffPerSide=20&side=2&utkoordsys=4258',
    );
    expect(new URL(url).searchParams.get('sok')).toBe('Nordre Sunnmøre');
  });

  it('goes through our proxy with the target encoded as one parameter', () => {
    const url = proxiedSearchUrl('/api', 'Lista fyr');
    expect(url.startsWith('/api/v1/proxy?url=')).toBe(true);
    expect(new URL(url, 'http://x').searchParams.get('url')).toBe(placeNameSearchUrl('Lista fyr'));
  });
});

describe('the place types kept', () => {
  it.each([
    ['Fjell', true],
    ['By', true],
    ['Fjord', true],
    ['Fyrlykt', true],
    ['Fyrstasjon', true],
    ['fyrstasjon', true],
    // Not a type of the register: lighthouses are fyrlykt or fyrstasjon.
    ['Fyr', false],
    ['Grunne i sjø', true],
    ['Holme i sjø', true],
    ['Holme', true],
    ['Holmegruppe i sjø', true],
    ['Nes', true],
    ['Øy i sjø', true],
    ['Øygruppe i sjø', true],
    ['Skjær i sjø', true],
    ['Tettbebyggelse', true],
    ['Tettsted', true],
    ['Vik i sjø', true],
    ['vikISjø', true],
    ['Bruk', false],
    ['Gard', false],
    ['Vann', false],
    ['Adressenavn (veg/gate)', false],
  ])('%s kept: %s', (type, kept) => {
    expect(isKeptPlaceType(type)).toBe(kept);
  });
});

describe('the Kartverket /navn answer', () => {
  it('reads spelling, type, place number, municipality, county and WGS84 position', () => {
    const results = parseStedsnavn(FIXTURE);
    expect(results).toHaveLength(5);
    expect(results[2]).toEqual({
      uniqueId: '900103:Lista fyr',
      name: 'Lista fyr',
      type: 'Fyrstasjon',
      municipality: 'Farsund',
      county: 'Agder',
      lon: 6.5676,
      lat: 58.1093,
    });
  });

  it('reads the /sted shape too, one result per spelling', () => {
    const sted = {
      navn: [
        {
          navneobjekttype: 'Fjord',
          stedsnummer: 7,
          representasjonspunkt: { koordsys: 4258, nord: 58.08, øst: 6.65 },
          stedsnavn: [{ skrivemåte: 'Listafjorden' }, { skrivemåte: 'Lista fjord' }],
          kommuner: [],
          fylker: [],
        },
      ],
    };
    expect(parseStedsnavn(sted).map((r) => [r.uniqueId, r.municipality])).toEqual([
      ['7:Listafjorden', null],
      ['7:Lista fjord', null],
    ]);
  });

  it.each([null, 'text', { navn: 'x' }, { navn: [{ skrivemåte: 'Uten posisjon' }] }])(
    'yields nothing from %j',
    (body) => {
      expect(parseStedsnavn(body)).toEqual([]);
    },
  );

  it('drops the farm name and ranks spellings containing the query first', () => {
    const ranked = rankPlaceNames(parseStedsnavn(FIXTURE), 'lista');
    expect(ranked.map((r) => r.name)).toEqual(['Lista fyr', 'Listafjorden', 'Lista', 'Listeid']);
  });
});

describe('ranking', () => {
  const place = (name: string, type = 'Fjord'): PlaceNameResult => ({
    uniqueId: name,
    name,
    type,
    municipality: null,
    county: null,
    lon: 0,
    lat: 0,
  });
  it.each([
    ['nordre sunnmøre', ['Sunnmøre', 'Nordre Sunnmøre'], ['Nordre Sunnmøre', 'Sunnmøre']],
    ['Ø', ['Bodø', 'Alta'], ['Bodø', 'Alta']],
    ['vest', ['Austfjorden', 'Vestfjorden', 'Vestre'], ['Vestfjorden', 'Vestre', 'Austfjorden']],
  ])('query %j orders %j as %j', (query, names, expected) => {
    expect(
      rankPlaceNames(
        names.map((n) => place(n)),
        query,
      ).map((r) => r.name),
    ).toEqual(expected);
  });

  it('keeps one result per uniqueId', () => {
    expect(rankPlaceNames([place('A'), place('A')], 'a')).toHaveLength(1);
  });
});
