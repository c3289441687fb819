import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  applyVesselPositions,
  favouriteVesselMmsis,
  parseFavourite,
  parseFavourites,
  removeFavourite,
  updateFavourite,
  visitFavourite,
  type Favourite,
} from './favourites.rules.js';

const NOW = new Date('2025-03-01T12:00:00Z');
let counter = 0;
const newId = () => `id-${++counter}`;

const vessel = (mmsi: number, positionTime?: string): Favourite => ({
  id: `fav-${mmsi}`,
  name: `Vessel ${mmsi}`,
  category: 'vessel',
  value: `/ais/${mmsi}`,
  geometries: [{ type: 'Point', coordinates: [5, 60] }],
  lastUpdated: '2025-03-01T10:00:00.000Z',
  visits: 0,
  ...(positionTime ? { data: { positionTime } } : {}),
});

describe('reading stored favourites (spec 01 §3)', () => {
  it('keeps a well-formed favourite as it is', () => {
    const stored = vessel(257000001, '2025-03-01T09:00:00Z');
    expect(parseFavourite(stored, NOW, newId)).toEqual(stored);
  });

  it('replaces fields of the wrong type by their defaults', () => {
    const parsed = parseFavourite(
      {
        id: 7,
        name: null,
        category: 'spaceship',
        value: '/ais/257000001',
        geometries: null,
        lastUpdated: 'yesterday',
        visits: 'x',
        data: 'text',
      },
      NOW,
      () => 'fresh-id',
    );
    // A numeric id is kept as text, as the server keeps it.
    expect(parsed).toEqual({
      id: '7',
      name: '',
      category: 'vessel',
      value: '/ais/257000001',
      geometries: [],
      lastUpdated: NOW.toISOString(),
      visits: 0,
    });
  });

  it('drops entries without a route value and shapes that are no geometry', () => {
    const list = parseFavourites(
      [
        { name: 'no value' },
        'text',
        { value: '/point/5_60', geometries: [{ type: 'Point', coordinates: [5, 60] }, { a: 1 }] },
      ],
      NOW,
      newId,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ category: 'position', visits: 0 });
    expect(list[0]!.geometries).toHaveLength(1);
    expect(parseFavourites({ not: 'a list' }, NOW, newId)).toEqual([]);
  });

  it('turns a custom-route favourite into a route link with no data', () => {
    const parsed = parseFavourite(
      {
        id: 'route-1',
        value: '/customroute/route-1',
        category: 'route',
        data: { routePoints: [{ lat: 60, lon: 5, passingTime: '2025-03-01T10:00:00Z' }] },
      },
      NOW,
      newId,
    );
    expect(parsed?.data).toBeUndefined();
    expect(parsed?.value).toMatch(/^\/customroute\?r=[\w-]+$/);
    const encoded = parsed!.value.split('r=')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    expect(JSON.parse(atob(encoded))).toMatchObject({ favoriteId: 'route-1', points: [[60, 5]] });
  });
});

describe('changing favourites (spec 01 §4)', () => {
  it('adds without duplicating a value, updates with a fresh lastUpdated, counts visits', () => {
    const first = vessel(257000001);
    let list = addFavourite([], first);
    list = addFavourite(list, { ...first, id: 'again', name: 'Renamed' });
    expect(list).toHaveLength(1);
    expect(list[0]!.name).toBe('Renamed');
    list = updateFavourite(list, 'again', { name: 'Havbris' }, NOW);
    expect(list[0]).toMatchObject({ name: 'Havbris', lastUpdated: NOW.toISOString() });
    list = visitFavourite(visitFavourite(list, 'again'), 'again');
    expect(list[0]!.visits).toBe(2);
    expect(removeFavourite(list, 'again')).toEqual([]);
  });
});

describe('vessel favourites follow newer positions (spec 01 §4)', () => {
  it('moves a vessel favourite to a newer position', () => {
    const list = [vessel(257000001, '2025-03-01T11:00:00Z'), vessel(258000002)];
    const next = applyVesselPositions(
      list,
      [{ mmsi: 257000001, msgtime: '2025-03-01T11:30:00+00:00', latitude: 61, longitude: 6 }],
      NOW,
    );
    expect(next[0]!.geometries).toEqual([{ type: 'Point', coordinates: [6, 61] }]);
    expect(next[0]!.data?.positionTime).toBe('2025-03-01T11:30:00+00:00');
    expect(next[0]!.lastUpdated).toBe(NOW.toISOString());
    expect(next[1]).toBe(list[1]);
  });

  it('ignores an older or equal position and one without coordinates', () => {
    const list = [vessel(257000001, '2025-03-01T11:00:00Z')];
    const older = { mmsi: 257000001, msgtime: '2025-03-01T10:00:00Z', latitude: 61, longitude: 6 };
    const same = { ...older, msgtime: '2025-03-01T11:00:00Z' };
    const none = { ...older, msgtime: '2025-03-01T11:59:00Z', latitude: null };
    expect(applyVesselPositions(list, [older, same, none], NOW)).toBe(list);
  });

  it('takes the newest of several records in one batch', () => {
    const list = [vessel(257000001)];
    const next = applyVesselPositions(
      list,
      [
        { mmsi: 257000001, msgtime: '2025-03-01T11:50:00Z', latitude: 62, longitude: 7 },
        { mmsi: 257000001, msgtime: '2025-03-01T11:40:00Z', latitude: 61, longitude: 6 },
      ],
      NOW,
    );
    expect(next[0]!.geometries).toEqual([{ type: 'Point', coordinates: [7, 62] }]);
  });

  it('gives the MMSIs of vessel favourites only', () => {
    const list = [
      vessel(257000001),
      { ...vessel(1), value: '/point/5_60', category: 'position' as const },
    ];
    expect([...favouriteVesselMmsis(list)]).toEqual([257000001]);
  });
});
