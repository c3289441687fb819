import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  favouriteNameProblem,
  parseFavourite,
  sortFavourites,
  type Favourite,
} from './favourite.js';
import {
  areaFavourite,
  parseCustomAreas,
  routeFavourite,
  shapesBounds,
  type CustomArea,
} from './shapes.js';

const NOW = new Date('2026-03-01T12:00:00Z');

const favourite = (over: Partial<Favourite>): Favourite => ({
  id: 'x',
  name: 'x',
  category: 'position',
  value: '/point/5_60',
  geometries: [],
  lastUpdated: '2026-01-01T00:00:00Z',
  visits: 0,
  ...over,
});

describe('one favourite reader for the web app and the server (spec 01 §3, A79)', () => {
  it('derives an unknown category from the value', () => {
    expect(
      parseFavourite({ value: '/ais/257000001', category: 'x' }, NOW, () => 'n'),
    ).toMatchObject({ category: 'vessel', id: 'n', visits: 0, geometries: [] });
    expect(categoryOf('/point/5_60')).toBe('position');
    expect(categoryOf('/sharedposition/5_60_9')).toBe('position');
    expect(categoryOf('/customroute?r=abc')).toBe('route');
    expect(categoryOf('/navigationalwarnings/12')).toBe('feature');
  });

  it('keeps each of the five categories as given', () => {
    for (const category of ['vessel', 'position', 'route', 'area', 'feature'] as const) {
      expect(parseFavourite({ value: '/a/b', category }, NOW, () => 'n')?.category).toBe(category);
    }
  });

  it('falls back to defaults field by field (R19.02, R19.03)', () => {
    expect(
      parseFavourite(
        { id: 'f', value: '/a/b', visits: 'x', geometries: null, lastUpdated: 5, name: 1 },
        NOW,
        () => 'n',
      ),
    ).toEqual({
      id: 'f',
      name: '',
      category: 'feature',
      value: '/a/b',
      geometries: [],
      lastUpdated: NOW.toISOString(),
      visits: 0,
    });
  });
});

describe('favourite names in the panel (1–100 characters)', () => {
  it('asks for a name and refuses one over 100 characters', () => {
    expect(favouriteNameProblem('  ')).toBe('required');
    expect(favouriteNameProblem('a'.repeat(100))).toBeNull();
    expect(favouriteNameProblem('a'.repeat(101))).toBe('tooLong');
  });
});

describe('panel order', () => {
  it('sorts by category, then most visited, then newest', () => {
    const list = [
      favourite({ id: 'p-old', visits: 1, lastUpdated: '2026-01-01T00:00:00Z' }),
      favourite({ id: 'v', category: 'vessel', value: '/ais/1' }),
      favourite({ id: 'p-new', visits: 1, lastUpdated: '2026-02-01T00:00:00Z' }),
      favourite({ id: 'p-most', visits: 9 }),
    ];
    expect(sortFavourites(list).map((item) => item.id)).toEqual(['v', 'p-most', 'p-new', 'p-old']);
  });
});

const square: CustomArea = {
  id: 'area-1',
  name: 'Fjord',
  polygonFeature: {
    type: 'Feature',
    properties: null,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [5, 60],
          [7, 60],
          [7, 62],
          [5, 62],
          [5, 60],
        ],
      ],
    },
  },
};

describe('route and area favourites (A79)', () => {
  it('makes an area favourite the /point/ of its centre with the area id and polygon', () => {
    expect(areaFavourite(square)).toEqual({
      name: 'Fjord',
      category: 'area',
      value: '/point/6_61',
      data: { customAreaId: 'area-1' },
      geometries: [square.polygonFeature.geometry],
    });
  });

  it('makes a route favourite the /customroute?r= link of its points and a line', () => {
    const draft = routeFavourite({
      name: 'Out',
      favoriteId: 'r1',
      points: [
        [60, 5],
        [61, 6],
      ],
    });
    expect(draft.value).toMatch(/^\/customroute\?r=[\w-]+$/);
    expect(draft.geometries).toEqual([
      {
        type: 'LineString',
        coordinates: [
          [5, 60],
          [6, 61],
        ],
      },
    ]);
    expect(parseFavourite({ ...draft, id: 'r1' }, NOW, () => 'n')?.category).toBe('route');
  });

  it('fits the map to every shape of a favourite', () => {
    expect(
      shapesBounds([{ type: 'Point', coordinates: [4, 59] }, square.polygonFeature.geometry]),
    ).toEqual([4, 59, 7, 62]);
    expect(shapesBounds([])).toBeNull();
  });

  it('reads custom areas, dropping those without id or polygon (R19.12)', () => {
    expect(
      parseCustomAreas([
        square,
        { ...square },
        {
          id: 'b',
          polygonFeature: { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] } },
        },
        { name: 'no id', polygonFeature: square.polygonFeature },
      ]),
    ).toEqual([square]);
  });
});
