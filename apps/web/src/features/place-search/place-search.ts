// The place search's calls and rules, apart from its view: the request to the server's
// GeoNames search and where a chosen place takes the map.
import type { GeoNamesResult } from '@havkart/dataset-place-names/search';
import { formatPointCoordinate } from '@havkart/domain';
import { POINT_ZOOM, type CentreView } from '../../map/position/index.js';

/** Milliseconds of typing pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Zoom the map shows a chosen place at. */
export const PLACE_ZOOM = POINT_ZOOM;

export interface PlaceSearchAnswer {
  readonly demoData: boolean;
  readonly results: readonly GeoNamesResult[];
}

/** The search path for a query; null for a query too short to send. */
export function placeSearchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed.length < 2
    ? null
    : `/api/v1/search/places?query=${encodeURIComponent(trimmed.slice(0, 100))}`;
}

/** Where a chosen place opens: its point details, with the map centred on it. */
export function placeTarget(place: Pick<GeoNamesResult, 'lon' | 'lat'>): {
  pathname: string;
  view: CentreView;
} {
  const lon = Math.round(place.lon * 1e5) / 1e5;
  const lat = Math.round(place.lat * 1e5) / 1e5;
  return {
    pathname: `/point/${formatPointCoordinate([lon, lat])}`,
    view: { center: [lon, lat], zoom: PLACE_ZOOM },
  };
}
