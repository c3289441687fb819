import { describe, expect, it } from 'vitest';
import {
  addFilter,
  clearFilter,
  disableFilter,
  enableFilter,
  filterFromDefinition,
  filterRequestBody,
  resetFilters,
  setFilterValue,
  type GenericFilter,
} from './filters.js';

function filter(overrides: Partial<GenericFilter> & Pick<GenericFilter, 'id'>): GenericFilter {
  return {
    active: true,
    type: 'string',
    value: null,
    defaultValue: null,
    displayName: 'filters.x',
    queryKey: overrides.id,
    excludeFromQuery: false,
    multiple: false,
    ...overrides,
  };
}

const pd = { code: 'PD', name: 'Pankreassykdom' };
const isa = { code: 'ISA', name: 'Infeksiøs lakseanemi' };

describe('active-filter request body (spec 02 §7)', () => {
  it.each([
    [
      'boolean gives true',
      filter({ id: 'b', type: 'boolean', value: false, queryKey: 'hideOld' }),
      { hideOld: true },
    ],
    [
      'disease gives the list of disease objects',
      filter({ id: 'd', type: 'disease', value: [pd, isa], queryKey: 'diseases' }),
      { diseases: [pd, isa] },
    ],
    [
      'one disease still gives a list',
      filter({ id: 'd', type: 'disease', value: pd, queryKey: 'diseases' }),
      { diseases: [pd] },
    ],
    ['string, single', filter({ id: 's', value: 'NOR', queryKey: 'country' }), { country: 'NOR' }],
    [
      'string, multiple',
      filter({ id: 's', value: ['NOR', 'SWE'], multiple: true, queryKey: 'countryIds' }),
      { countryIds: ['NOR', 'SWE'] },
    ],
    [
      'string, multiple with one value',
      filter({ id: 's', value: 'NOR', multiple: true, queryKey: 'countryIds' }),
      { countryIds: ['NOR'] },
    ],
    [
      'static, single',
      filter({ id: 't', type: 'static', value: 30, queryKey: 'toolType' }),
      { toolType: 30 },
    ],
    [
      'static, multiple',
      filter({ id: 't', type: 'static', value: [1, 2], multiple: true, queryKey: 'atonTypeIds' }),
      { atonTypeIds: [1, 2] },
    ],
    [
      'excludeFromQuery is left out',
      filter({ id: 'x', type: 'boolean', excludeFromQuery: true }),
      {},
    ],
    ['an inactive filter is left out', filter({ id: 'y', type: 'boolean', active: false }), {}],
  ])('%s', (_name, input, body) => {
    expect(filterRequestBody([input])).toEqual(body);
  });

  it('keys every active filter by its queryKey', () => {
    expect(
      filterRequestBody([
        filter({ id: 'a', type: 'boolean', queryKey: 'showFavoritesOnly' }),
        filter({
          id: 'b',
          type: 'static',
          value: ['fishing'],
          multiple: true,
          queryKey: 'shipTypeCategories',
        }),
        filter({ id: 'c', type: 'string', value: 'x', queryKey: 'name', excludeFromQuery: true }),
      ]),
    ).toEqual({ showFavoritesOnly: true, shipTypeCategories: ['fishing'] });
  });
});

describe('filter transitions (spec 02 §4)', () => {
  const start = [
    filter({ id: 'name', type: 'string', value: 'Polarbjørn', defaultValue: '', active: true }),
    filter({ id: 'types', type: 'static', value: [3], defaultValue: [], multiple: true }),
  ];

  it('clearing a string filter resets it to its default', () => {
    const [name] = clearFilter(start, 'name');
    expect(name).toMatchObject({ active: false, value: '' });
  });

  it('disabling a string filter resets it to its default', () => {
    const [name] = disableFilter(start, 'name');
    expect(name).toMatchObject({ active: false, value: '' });
  });

  it('disabling another kind keeps its value for the next enable', () => {
    const types = disableFilter(start, 'types')[1];
    expect(types).toMatchObject({ active: false, value: [3] });
    expect(enableFilter([types!], 'types')[0]).toMatchObject({ active: true, value: [3] });
  });

  it('setting a value enables the filter', () => {
    const next = setFilterValue(disableFilter(start, 'types'), 'types', [4, 5]);
    expect(next[1]).toMatchObject({ active: true, value: [4, 5] });
  });

  it('adding a filter appends it, or replaces the one with its id', () => {
    const added = addFilter(start, filter({ id: 'old', type: 'boolean' }));
    expect(added.map((f) => f.id)).toEqual(['name', 'types', 'old']);
    const replaced = addFilter(added, filter({ id: 'name', value: 'Ny' }));
    expect(replaced.map((f) => f.id)).toEqual(['name', 'types', 'old']);
    expect(replaced[0]?.value).toBe('Ny');
  });

  it('reset returns every filter to its default and stops it', () => {
    expect(resetFilters(start)).toEqual([
      expect.objectContaining({ id: 'name', active: false, value: '' }),
      expect.objectContaining({ id: 'types', active: false, value: [] }),
    ]);
  });

  it('a definition starts inactive at its default, with every field of the generic filter', () => {
    expect(
      filterFromDefinition({
        id: 'hideOld',
        kind: 'boolean',
        queryKey: 'hideOldAis',
        defaultValue: true,
        labelKey: 'filters.hideOld',
      }),
    ).toEqual({
      id: 'hideOld',
      active: false,
      type: 'boolean',
      value: true,
      defaultValue: true,
      displayName: 'filters.hideOld',
      queryKey: 'hideOldAis',
      excludeFromQuery: false,
      multiple: false,
    });
  });
});
