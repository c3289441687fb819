// Pure rules of favourites (spec 01 §3, §4): the record, reading stored values with defaults
// for fields of the wrong type, the changes, and vessel positions.
import type { Geometry, Point } from 'geojson';

/** Favourite categories (checklist A79). */
export const FAVOURITE_CATEGORIES = ['vessel', 'position', 'route', 'area', 'feature'] as const;
export type FavouriteCategory = (typeof FAVOURITE_CATEGORIES)[number];

export interface Favourite {
  readonly id: string;
  readonly name: string;
  readonly category: FavouriteCategory;
  /** Route string the favourite opens, e.g. `/ais/257123456`. */
  readonly value: string;
  /** Extra data: custom routes' `routePoints`, a vessel's `positionTime`. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** Shapes drawn on the map for it. */
  readonly geometries: readonly Geometry[];
  /** ISO 8601 time of the last change. */
  readonly lastUpdated: string;
  /** Times opened; 0 by default. */
  readonly visits: number;
}

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
]);

function isGeometry(value: unknown): value is Geometry {
  const shape = value as { type?: unknown; coordinates?: unknown } | null;
  return (
    typeof shape === 'object' &&
    shape !== null &&
    typeof shape.type === 'string' &&
    GEOMETRY_TYPES.has(shape.type) &&
    Array.isArray(shape.coordinates)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A route string per checklist A81: `/customroute?r=` and base64url JSON. */
export function customRouteLink(route: {
  departure?: unknown;
  favoriteId: string;
  points: readonly (readonly [number, number])[];
  speed?: unknown;
}): string {
  const json = JSON.stringify({
    departure: typeof route.departure === 'string' ? route.departure : undefined,
    favoriteId: route.favoriteId,
    points: route.points,
    speed: typeof route.speed === 'number' ? route.speed : undefined,
  });
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `/customroute?r=${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/**
 * A stored favourite with every field of the wrong type replaced by its default (spec 01 §3):
 * visits 0, geometries [], name '' and so on; a new id when it has none, the current time when
 * lastUpdated is no time. A custom-route favourite with route points becomes a route link
 * with no data. Anything that is not an object with a string `value` is no favourite (null).
 */
export function parseFavourite(raw: unknown, now: Date, newId: () => string): Favourite | null {
  if (!isRecord(raw) || typeof raw.value !== 'string' || raw.value === '') return null;
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : newId();
  const category = FAVOURITE_CATEGORIES.includes(raw.category as FavouriteCategory)
    ? (raw.category as FavouriteCategory)
    : categoryOf(raw.value);
  const lastUpdated =
    typeof raw.lastUpdated === 'string' && !Number.isNaN(Date.parse(raw.lastUpdated))
      ? raw.lastUpdated
      : now.toISOString();
  const visits =
    typeof raw.visits === 'number' && Number.isInteger(raw.visits) && raw.visits >= 0
      ? raw.visits
      : 0;
  const favourite: Favourite = {
    id,
    name: typeof raw.name === 'string' ? raw.name : '',
    category,
    value: raw.value,
    geometries: Array.isArray(raw.geometries) ? raw.geometries.filter(isGeometry) : [],
    lastUpdated,
    visits,
    ...(isRecord(raw.data) ? { data: raw.data } : {}),
  };
  const routePoints = favourite.data?.routePoints;
  if (Array.isArray(routePoints) && favourite.value.startsWith('/customroute')) {
    const points = routePoints
      .filter(isRecord)
      .filter((point) => typeof point.lat === 'number' && typeof point.lon === 'number')
      .map((point) => [point.lat as number, point.lon as number] as const);
    const { data: _data, ...rest } = favourite;
    return {
      ...rest,
      category: 'route',
      value: customRouteLink({
        departure: favourite.data?.departure,
        favoriteId: id,
        points,
        speed: favourite.data?.speed,
      }),
    };
  }
  return favourite;
}

/** The stored list, each entry cleaned; entries that are no favourite are dropped. */
export function parseFavourites(raw: unknown, now: Date, newId: () => string): Favourite[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item) => parseFavourite(item, now, newId))
    .filter((item): item is Favourite => item !== null);
}

/** The category a route string stands for. */
export function categoryOf(value: string): FavouriteCategory {
  if (vesselMmsiOf(value) !== null) return 'vessel';
  if (value.startsWith('/customroute')) return 'route';
  if (value.startsWith('/point/') || value.startsWith('/sharedposition/')) return 'position';
  return 'feature';
}

/** The MMSI of a vessel favourite's route string (`/ais/{mmsi}`), else null. */
export function vesselMmsiOf(value: string): number | null {
  const match = /^\/(?:ais|vessel)\/(\d{1,9})$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** Adds a favourite; one already holding the same value is replaced (no duplicates). */
export function addFavourite(list: readonly Favourite[], favourite: Favourite): Favourite[] {
  return [...list.filter((item) => item.value !== favourite.value), favourite];
}

/** Changes a favourite and refreshes its lastUpdated (spec 01 §4). */
export function updateFavourite(
  list: readonly Favourite[],
  id: string,
  change: Partial<Omit<Favourite, 'id' | 'lastUpdated'>>,
  now: Date,
): Favourite[] {
  return list.map((item) =>
    item.id === id ? { ...item, ...change, id, lastUpdated: now.toISOString() } : item,
  );
}

/** Counts one more visit. */
export function visitFavourite(list: readonly Favourite[], id: string): Favourite[] {
  return list.map((item) => (item.id === id ? { ...item, visits: item.visits + 1 } : item));
}

export function removeFavourite(list: readonly Favourite[], id: string): Favourite[] {
  return list.filter((item) => item.id !== id);
}

/** A vessel position as the live data path reports it. */
export interface VesselPosition {
  readonly mmsi: number;
  readonly msgtime: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/**
 * Vessel favourites moved to each newer position (spec 01 §4): a record older than the one
 * the favourite holds, or without a position, changes nothing. Returns the same list when no
 * favourite changed, so callers can skip saving.
 */
export function applyVesselPositions(
  list: readonly Favourite[],
  records: readonly VesselPosition[],
  now: Date,
): readonly Favourite[] {
  const newest = new Map<number, VesselPosition>();
  for (const record of records) {
    if (typeof record.latitude !== 'number' || typeof record.longitude !== 'number') continue;
    const held = newest.get(record.mmsi);
    if (!held || Date.parse(record.msgtime) > Date.parse(held.msgtime))
      newest.set(record.mmsi, record);
  }
  let changed = false;
  const next = list.map((item) => {
    const mmsi = item.category === 'vessel' ? vesselMmsiOf(item.value) : null;
    const record = mmsi === null ? undefined : newest.get(mmsi);
    if (!record) return item;
    const heldTime = item.data?.positionTime;
    if (typeof heldTime === 'string' && Date.parse(record.msgtime) <= Date.parse(heldTime))
      return item;
    changed = true;
    const point: Point = { type: 'Point', coordinates: [record.longitude!, record.latitude!] };
    return {
      ...item,
      data: { ...item.data, positionTime: record.msgtime },
      geometries: [point],
      lastUpdated: now.toISOString(),
    };
  });
  return changed ? next : list;
}

/** MMSIs of the vessel favourites (for the `showFavoritesOnly` filter). */
export function favouriteVesselMmsis(list: readonly Favourite[]): Set<number> {
  const mmsis = new Set<number>();
  for (const item of list) {
    const mmsi = vesselMmsiOf(item.value);
    if (mmsi !== null) mmsis.add(mmsi);
  }
  return mmsis;
}
