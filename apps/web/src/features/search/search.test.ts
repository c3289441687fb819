import type {
  DatasetSearchHost,
  DatasetSearchResult,
  DatasetSearchSource,
} from '@havkart/datasets-core/client';
import { describe, expect, it, vi } from 'vitest';
import { excludedCategories, includedSources } from './categories.js';
import { orderResults } from './order.js';
import { parseRecentSearches, rememberSearch, type RecentSearch } from './recent.js';
import { SearchSourceRegistry } from './registry.js';
import { runSearch, searchQuery } from './run.js';

const result = (uniqueId: string, rank: number, sortValue: string): DatasetSearchResult => ({
  uniqueId,
  label: sortValue,
  rank,
  sortValue,
  target: { pathname: `/x/${uniqueId}` },
});

function source(
  id: string,
  category: string,
  priority: number,
  results: readonly DatasetSearchResult[] | Error = [],
): DatasetSearchSource & { search: ReturnType<typeof vi.fn> } {
  return {
    id,
    category,
    priority,
    uniqueProp: 'id',
    sortProp: 'name',
    search: vi.fn(() =>
      results instanceof Error ? Promise.reject(results) : Promise.resolve(results),
    ),
  };
}

const host: DatasetSearchHost = {
  get: () => Promise.reject(new Error('not used')),
  restrictedAis: () => Promise.resolve(false),
};
const signal = new AbortController().signal;

describe('search sources', () => {
  it('refuses a second source with the same id', () => {
    const registry = new SearchSourceRegistry();
    registry.add(source('vessels', 'vessels', 0));
    expect(() => registry.add(source('vessels', 'vessels', 0))).toThrow(/already registered/);
  });

  it('adds a source only after its preload succeeded (R18.01)', async () => {
    const registry = new SearchSourceRegistry();
    const failing = { ...source('a', 'a', 1), preload: () => Promise.reject(new Error('no')) };
    const fine = { ...source('b', 'b', 2), preload: () => Promise.resolve() };
    const log = { warn: vi.fn() };
    expect(await registry.addAfterPreload(failing, host, signal, log)).toBe(false);
    expect(await registry.addAfterPreload(fine, host, signal, log)).toBe(true);
    expect(registry.list().map((s) => s.id)).toEqual(['b']);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});

describe('the order of results (R18.16)', () => {
  it('by source priority, then the source’s ranking, then sortProp', () => {
    const sections = orderResults([
      {
        source: { id: 'placenames', category: 'placenames', priority: 2 },
        results: [result('p2', 1, 'Bodøsjøen'), result('p1', 0, 'Bodø')],
      },
      {
        source: { id: 'vessels', category: 'vessels', priority: 0 },
        results: [result('v3', 2, 'BODIL'), result('v2', 1, 'BODØ II'), result('v1', 1, 'BODØ')],
      },
      {
        source: { id: 'weather_stations', category: 'weather_stations', priority: 1 },
        results: [result('w2', 0, 'Bodø VI'), result('w1', 0, 'Bodø lufthavn')],
      },
    ]);
    expect(sections.map((s) => s.sourceId)).toEqual(['vessels', 'weather_stations', 'placenames']);
    expect(sections.map((s) => s.results.map((r) => r.uniqueId))).toEqual([
      ['v1', 'v2', 'v3'],
      ['w1', 'w2'],
      ['p1', 'p2'],
    ]);
  });

  it('lists a result once and leaves out empty sections', () => {
    const sections = orderResults([
      { source: { id: 'a', category: 'a', priority: 0 }, results: [result('same', 0, 'A')] },
      { source: { id: 'b', category: 'b', priority: 1 }, results: [result('same', 0, 'A')] },
    ]);
    expect(sections).toHaveLength(1);
  });
});

describe('excluded categories (R18.12, A93)', () => {
  it('none by default; unknown values ignored', () => {
    expect(excludedCategories(undefined)).toEqual([]);
    expect(excludedCategories(['vessels', 'ships', 7])).toEqual(['vessels']);
  });

  it('an excluded category sends no request', async () => {
    const vessels = source('vessels', 'vessels', 0, [result('v1', 0, 'BODØ')]);
    const stations = source('weather_stations', 'weather_stations', 1);
    const places = source('placenames', 'placenames', 2, [result('p1', 0, 'Bodø')]);
    const outcome = await runSearch(
      'Bodø',
      [vessels, stations, places],
      ['vessels', 'weatherStations'],
      host,
      signal,
    );
    expect(vessels.search).not.toHaveBeenCalled();
    expect(stations.search).not.toHaveBeenCalled();
    expect(places.search).toHaveBeenCalledOnce();
    expect(outcome.sections.map((s) => s.sourceId)).toEqual(['placenames']);
    expect(includedSources([vessels, places], ['placeNames'])).toEqual([vessels]);
  });

  it('a failed source is named while the others answer', async () => {
    const outcome = await runSearch(
      'Bodø',
      [
        source('vessels', 'vessels', 0, new Error('down')),
        source('p', 'placenames', 2, [result('p1', 0, 'Bodø')]),
      ],
      [],
      host,
      signal,
    );
    expect(outcome.failed).toEqual(['vessels']);
    expect(outcome.sections).toHaveLength(1);
  });

  it('sends queries of two characters or more, at most 100', () => {
    expect(searchQuery(' T ')).toBeNull();
    expect(searchQuery('  Nordre   Sunnmøre ')).toBe('Nordre Sunnmøre');
    expect(searchQuery('a'.repeat(150))).toHaveLength(100);
  });
});

const chosen = (uniqueId: string): RecentSearch => ({
  uniqueId,
  component: 'vessels',
  label: uniqueId,
  target: { pathname: `/ais/${uniqueId}`, center: [10, 63], zoom: 13 },
});

describe('recent searches (R18.13–R18.14)', () => {
  it('keeps the last three, newest first: a fourth pushes out the oldest', () => {
    let list: RecentSearch[] = [];
    for (const id of ['1', '2', '3', '4']) list = rememberSearch(list, chosen(id));
    expect(list.map((item) => item.uniqueId)).toEqual(['4', '3', '2']);
  });

  it('a repeat moves first and is never listed twice', () => {
    let list: RecentSearch[] = [];
    for (const id of ['1', '2', '3', '1']) list = rememberSearch(list, chosen(id));
    expect(list.map((item) => item.uniqueId)).toEqual(['1', '3', '2']);
  });

  it('reads a stored list: bad items and other sites’ addresses dropped, duplicates once', () => {
    const stored = [
      chosen('1'),
      { uniqueId: 'x', label: 'away', target: { pathname: '//evil.example/' } },
      'junk',
      chosen('1'),
      chosen('2'),
      chosen('3'),
      chosen('4'),
    ];
    expect(parseRecentSearches(stored).map((item) => item.uniqueId)).toEqual(['1', '2', '3']);
    expect(parseRecentSearches({ not: 'a list' })).toEqual([]);
  });
});
