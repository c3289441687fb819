import { describe, expect, it } from 'vitest';
import { normalizeMapState, normalizeUserData } from './normalize.js';

describe('normalizeUserData', () => {
  it('falls back to defaults for favourite fields of the wrong type (spec 01 §3)', () => {
    const { favourites } = normalizeUserData({
      favourites: [
        {
          id: 'f1',
          name: 42,
          category: 'vessel',
          value: '/ais/257123456',
          data: 'not an object',
          geometries: 'nope',
          lastUpdated: 'yesterday',
          visits: 'many',
        },
        {
          id: 'f2',
          name: 'Home',
          category: 'spaceship',
          value: '/point/5_60',
          visits: 3.7,
          lastUpdated: '2026-01-02T03:04:05Z',
        },
        { id: 'f3', name: 'no route value' },
        { name: 'no id', value: '/ais/257000001' },
        'not an object',
      ],
    });
    // The web app reads favourites with the same function (packages/domain).
    expect(favourites).toEqual([
      {
        id: 'f1',
        name: '',
        category: 'vessel',
        value: '/ais/257123456',
        geometries: [],
        lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        visits: 0,
      },
      {
        id: 'f2',
        name: 'Home',
        category: 'position',
        value: '/point/5_60',
        geometries: [],
        lastUpdated: '2026-01-02T03:04:05Z',
        visits: 0,
      },
    ]);
  });

  it('stores a route favourite with its route points as saved (R16.08); loading converts it', () => {
    const saved = {
      id: 'r1',
      name: 'Til Bergen',
      category: 'route',
      value: '/customroute/r1',
      data: {
        routePoints: [
          { lat: 60.39, lon: 5.32, passingTime: '2026-11-27T12:00:00Z' },
          { lat: 60.1, lon: 5.0, passingTime: '2026-11-27T13:10:00Z' },
        ],
      },
    };
    const { favourites } = normalizeUserData({ favourites: [saved] });
    expect(favourites).toEqual([
      expect.objectContaining({ value: '/customroute/r1', data: saved.data }),
    ]);
  });

  it('keeps custom areas with an id and a polygon, dropping the rest (R19.12)', () => {
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [5, 60],
          [6, 60],
          [6, 61],
          [5, 60],
        ],
      ],
    };
    const { customAreas } = normalizeUserData({
      customAreas: [
        { id: 'a1', name: 7, polygonFeature: { type: 'Feature', geometry: polygon } },
        { id: 'a2', name: 'No polygon', polygonFeature: 'x' },
        { name: 'No id', polygonFeature: { type: 'Feature', geometry: polygon } },
      ],
    });
    expect(customAreas).toEqual([
      {
        id: 'a1',
        name: '',
        polygonFeature: { type: 'Feature', geometry: polygon, properties: null },
      },
    ]);
  });

  it('applies the dataset and group setting defaults of spec 01 §3', () => {
    const data = normalizeUserData({
      datasetSettings: [{ id: 'ais' }, { id: 'ice', enabled: true, collapsed: 'yes', filters: [] }],
      datasetGroupSettings: [{ id: 'weather' }, { id: 'ais', collapsed: true }],
    });
    expect(data.datasetSettings).toEqual([
      {
        id: 'ais',
        collapsed: true,
        enabled: false,
        filters: {},
        format: null,
        favorite: false,
        lastDownloaded: null,
        options: {},
      },
      {
        id: 'ice',
        collapsed: true,
        enabled: true,
        filters: {},
        format: null,
        favorite: false,
        lastDownloaded: null,
        options: {},
      },
    ]);
    expect(data.datasetGroupSettings).toEqual([
      { id: 'weather', collapsed: false },
      { id: 'ais', collapsed: true },
    ]);
  });

  it('keeps three recent searches without duplicates', () => {
    const { recentSearches } = normalizeUserData({
      recentSearches: [
        { uniqueId: 'a', component: 'vessel' },
        { uniqueId: 'a', component: 'vessel' },
        { uniqueId: 'b', component: 'place' },
        { uniqueId: 7, component: 'place' },
        { uniqueId: 'd', component: 'place' },
      ],
    });
    expect(recentSearches).toEqual([
      { uniqueId: 'a', component: 'vessel' },
      { uniqueId: 'b', component: 'place' },
      { uniqueId: '7', component: 'place' },
    ]);
  });

  it('keeps sections it does not know, and wrong-typed known sections become defaults', () => {
    expect(
      normalizeUserData({
        favourites: 'x',
        settingsV2: [1],
        offlineRequests: [{ id: 1 }],
        language: 'de',
      }),
    ).toEqual({ favourites: [], settingsV2: {}, offlineRequests: [{ id: 1 }], language: 'nb-NO' });
  });
});

describe('normalizeMapState', () => {
  it.each([
    [
      { center: [10.5, 63.4], zoom: 7, bearing: 30, layers: ['x'] },
      { center: [10.5, 63.4], zoom: 7 },
    ],
    [
      { center: { lng: 5, lat: 60 }, zoom: 30 },
      { center: [5, 60], zoom: 22 },
    ],
    [{ center: [200, 60], zoom: 3 }, null],
    [{ center: [5, 60] }, null],
    ['not a map state', null],
  ])('%j → %j (center and zoom only)', (input, expected) => {
    expect(normalizeMapState(input)).toEqual(expected);
  });
});
