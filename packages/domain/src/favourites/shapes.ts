// Route and area favourites (checklist A79) and fitting a favourite into view: a route is the
// `/customroute?r=` link of its points, an area the `/point/` of its centre with the custom
// area's id in its data and the polygon as its shape.
import { formatPointCoordinate } from '../geo/point-coordinate.js';
import type { LngLatBounds } from '../map/map-constants.js';
import { customRouteLink } from '../route/route-link.js';
import { isFavouriteShape, type FavouriteShape } from './favourite.js';

/** A custom area (spec 01 §3): kept in the "custom areas" section (checklist R19.12). */
export interface CustomArea {
  readonly id: string;
  readonly name: string;
  /** A GeoJSON Feature whose geometry is a Polygon or MultiPolygon. */
  readonly polygonFeature: {
    readonly type: 'Feature';
    readonly geometry: FavouriteShape & { readonly type: 'Polygon' | 'MultiPolygon' };
    readonly properties: Readonly<Record<string, unknown>> | null;
  };
}

/** The section custom areas are kept under, locally and in the user data. */
export const CUSTOM_AREAS_SECTION = 'customAreas';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored custom area, or null when it has no id or no polygon (an area without its polygon
 * cannot be drawn or opened); a name of the wrong type becomes ''.
 */
export function parseCustomArea(raw: unknown): CustomArea | null {
  if (!isRecord(raw)) return null;
  const id = typeof raw.id === 'string' ? raw.id : typeof raw.id === 'number' ? String(raw.id) : '';
  const feature = raw.polygonFeature;
  if (id === '' || !isRecord(feature)) return null;
  const geometry = feature.geometry;
  if (
    !isFavouriteShape(geometry) ||
    (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')
  )
    return null;
  return {
    id,
    name: typeof raw.name === 'string' ? raw.name : '',
    polygonFeature: {
      type: 'Feature',
      geometry: geometry as CustomArea['polygonFeature']['geometry'],
      properties: isRecord(feature.properties) ? feature.properties : null,
    },
  };
}

/** The stored list of custom areas, malformed entries dropped, the first of an id kept. */
export function parseCustomAreas(raw: unknown): CustomArea[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.flatMap((item) => {
    const area = parseCustomArea(item);
    if (!area || seen.has(area.id)) return [];
    seen.add(area.id);
    return [area];
  });
}

function collectPositions(coordinates: unknown, into: [number, number][]): void {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    const [lon, lat] = coordinates as [number, number];
    if (Number.isFinite(lon) && Number.isFinite(lat)) into.push([lon, lat]);
    return;
  }
  for (const item of coordinates) collectPositions(item, into);
}

/** The bounds `[w, s, e, n]` of shapes; null when they hold no position. */
export function shapesBounds(shapes: readonly FavouriteShape[]): LngLatBounds | null {
  const positions: [number, number][] = [];
  for (const shape of shapes) collectPositions(shape.coordinates, positions);
  if (positions.length === 0) return null;
  let [west, south] = positions[0]!;
  let [east, north] = positions[0]!;
  for (const [lon, lat] of positions) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

/** What a new favourite needs besides its id and times. */
export interface FavouriteDraft {
  readonly name: string;
  readonly category: 'route' | 'area';
  readonly value: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly geometries: readonly FavouriteShape[];
}

/** The favourite of a custom area: its centre's `/point/` link, the polygon as its shape. */
export function areaFavourite(area: CustomArea): FavouriteDraft {
  const bounds = shapesBounds([area.polygonFeature.geometry]);
  const centre: [number, number] = bounds
    ? [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2]
    : [0, 0];
  return {
    name: area.name,
    category: 'area',
    value: `/point/${formatPointCoordinate(centre)}`,
    data: { customAreaId: area.id },
    geometries: [area.polygonFeature.geometry],
  };
}

/** The favourite of a drawn route: its `/customroute?r=` link and its line. */
export function routeFavourite(route: {
  readonly name: string;
  readonly favoriteId: string;
  readonly points: readonly (readonly [lat: number, lon: number])[];
  readonly departure?: string;
  readonly speed?: number;
}): FavouriteDraft {
  return {
    name: route.name,
    category: 'route',
    value: customRouteLink(route),
    geometries: [{ type: 'LineString', coordinates: route.points.map(([lat, lon]) => [lon, lat]) }],
  };
}
