// A favourite as spec 01 §3 gives it, read the same way by the web app and the server: every
// field of the wrong type falls back to its default, and a category outside the allowed ones
// is derived from the route string the favourite opens.
import { customRouteLink } from '../route/route-link.js';

/** Favourite categories (checklist A79). */
export const FAVOURITE_CATEGORIES = ['vessel', 'position', 'route', 'area', 'feature'] as const;
export type FavouriteCategory = (typeof FAVOURITE_CATEGORIES)[number];

/** A GeoJSON geometry as far as favourites need it: a known type and its coordinates. */
export interface FavouriteShape {
  readonly type:
    'Point' | 'MultiPoint' | 'LineString' | 'MultiLineString' | 'Polygon' | 'MultiPolygon';
  readonly coordinates: unknown;
}

export interface Favourite<Shape extends FavouriteShape = FavouriteShape> {
  readonly id: string;
  readonly name: string;
  readonly category: FavouriteCategory;
  /** Route string the favourite opens, e.g. `/ais/257123456`. */
  readonly value: string;
  /** Extra data: a vessel's `positionTime`, an area's `customAreaId`. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** Shapes drawn on the map for it, and fitted into view when it is opened. */
  readonly geometries: readonly Shape[];
  /** ISO 8601 time of the last change. */
  readonly lastUpdated: string;
  /** Times opened; 0 by default. */
  readonly visits: number;
}

const SHAPE_TYPES: ReadonlySet<string> = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
]);

export function isFavouriteShape(value: unknown): value is FavouriteShape {
  const shape = value as { type?: unknown; coordinates?: unknown } | null;
  return (
    typeof shape === 'object' &&
    shape !== null &&
    typeof shape.type === 'string' &&
    SHAPE_TYPES.has(shape.type) &&
    Array.isArray(shape.coordinates)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The MMSI of a vessel favourite's route string (`/ais/{mmsi}`), else null. */
export function vesselMmsiOf(value: string): number | null {
  const match = /^\/(?:ais|vessel)\/(\d{1,9})$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** The category a route string stands for. */
export function categoryOf(value: string): FavouriteCategory {
  if (vesselMmsiOf(value) !== null) return 'vessel';
  if (value.startsWith('/customroute')) return 'route';
  if (value.startsWith('/point/') || value.startsWith('/sharedposition/')) return 'position';
  return 'feature';
}

/**
 * A stored favourite with every field of the wrong type replaced by its default (spec 01 §3):
 * visits 0, geometries [], name '' and so on; a new id when it has none, the current time when
 * lastUpdated is no time; an unknown category derived from the value. A custom-route
 * favourite with route points becomes a route link with no data as it is loaded (R16.09);
 * storage keeps the points it was saved with (`convertRoutePoints: false`, R16.08). Anything
 * that is not an object with a non-empty string `value` is no favourite (null).
 */
export function parseFavourite(
  raw: unknown,
  now: Date,
  newId: () => string,
  { convertRoutePoints = true }: { convertRoutePoints?: boolean } = {},
): Favourite | null {
  if (!isRecord(raw) || typeof raw.value !== 'string' || raw.value === '') return null;
  const id =
    typeof raw.id === 'string' && raw.id !== ''
      ? raw.id
      : typeof raw.id === 'number' && Number.isFinite(raw.id)
        ? String(raw.id)
        : newId();
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
    geometries: Array.isArray(raw.geometries) ? raw.geometries.filter(isFavouriteShape) : [],
    lastUpdated,
    visits,
    ...(isRecord(raw.data) ? { data: raw.data } : {}),
  };
  const routePoints = favourite.data?.routePoints;
  if (
    convertRoutePoints &&
    Array.isArray(routePoints) &&
    favourite.value.startsWith('/customroute')
  ) {
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

/** A favourite's name: 1 to 100 characters (spec 01 §5 messages). */
export const FAVOURITE_NAME_MAX = 100;

/** What is wrong with a favourite's name, or null when it may be kept. */
export function favouriteNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > FAVOURITE_NAME_MAX ? 'tooLong' : null;
}

/**
 * The panel's order: by category in A79's order, then most visited first, then newest.
 */
export function sortFavourites<F extends Favourite<FavouriteShape>>(list: readonly F[]): F[] {
  const rank = (category: FavouriteCategory) => FAVOURITE_CATEGORIES.indexOf(category);
  return [...list].sort(
    (a, b) =>
      rank(a.category) - rank(b.category) ||
      b.visits - a.visits ||
      Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated),
  );
}
