import { readFileSync } from 'node:fs';
import type { DatasetSearchHost } from '@havkart/datasets-core/client';
import { describe, expect, it } from 'vitest';
import { placeNameSearchSource } from './source.js';
import { placeNameSearchUrl } from './search.js';

// Kartverket's /navn answer for "Lista" (a farm, a settlement, a lighthouse, a fjord, a headland).
const NAVN: unknown = JSON.parse(
  readFileSync(new URL('../../fixtures/navn-lista.json', import.meta.url), 'utf8'),
);

function host(answer: unknown) {
  const asked: string[] = [];
  const fake: DatasetSearchHost = {
    get: (path) => {
      asked.push(path);
      return Promise.resolve(answer);
    },
    restrictedAis: () => Promise.resolve(false),
  };
  return { fake, asked };
}

const signal = new AbortController().signal;
const typeName = (type: string) => type.toUpperCase();

describe('place-name search source', () => {
  it('is the place names at priority 2 (after vessels and weather stations)', () => {
    expect(placeNameSearchSource('geonames', typeName)).toMatchObject({
      id: 'placenames',
      category: 'placenames',
      priority: 2,
      uniqueProp: 'uniqueId',
      sortProp: 'name',
    });
  });

  it('asks Kartverket through the proxy, spaces as +, and drops the farm (R18.02–R18.04)', async () => {
    const { fake, asked } = host(NAVN);
    const results = await placeNameSearchSource('stedsnavn', typeName).search(
      'Lista fyr',
      fake,
      signal,
    );
    expect(asked).toHaveLength(1);
    const target = new URL(asked[0]!, 'http://x');
    expect(target.pathname).toBe('/api/v1/proxy');
    expect(target.searchParams.get('url')).toBe(placeNameSearchUrl('Lista fyr'));
    expect(target.searchParams.get('url')).toContain('sok=Lista+fyr&fuzzy=true&treffPerSide=20');
    expect(results.map((r) => r.label)).not.toContain('Listagården');
    // The spelling that contains the query ranks first (R18.05).
    expect(results[0]).toMatchObject({
      label: 'Lista fyr',
      rank: 0,
      detail: 'FYRSTASJON · Farsund',
    });
    expect(results.slice(1).every((r) => r.rank === 1)).toBe(true);
    expect(results[0]!.target.pathname).toMatch(/^\/point\/6\.\d+_58\.\d+$/);
  });

  it('asks the GeoNames index otherwise, spellings containing the query first', async () => {
    const { fake, asked } = host({
      demoData: true,
      results: [
        { uniqueId: 'geonames:1', name: 'Bodø', type: 'town', country: 'NO', lon: 14.4, lat: 67.3 },
        {
          uniqueId: 'geonames:2',
          name: 'Bode',
          type: 'settlement',
          country: 'NO',
          lon: 5,
          lat: 60,
        },
      ],
    });
    const results = await placeNameSearchSource('geonames', typeName).search('Bodø', fake, signal);
    expect(asked).toEqual(['/api/v1/search/places?query=Bod%C3%B8&limit=20']);
    expect(results.map((r) => [r.label, r.rank])).toEqual([
      ['Bodø', 0],
      ['Bode', 1],
    ]);
    expect(results[0]!.target).toEqual({
      pathname: '/point/14.4_67.3',
      center: [14.4, 67.3],
      zoom: 11,
    });
  });

  it('fails when the answer is not a place list', async () => {
    const { fake } = host({ nothing: true });
    await expect(
      placeNameSearchSource('geonames', typeName).search('Bodø', fake, signal),
    ).rejects.toThrow();
  });
});
