// The place-name search source for the search box (spec 01 §5, §7): Kartverket's `/navn`
// through the server's proxy where the site chose it, else the server's GeoNames index (demo
// data). Either way the spec 01 §5 rules apply: kept place types, spellings containing the
// query first.
import type {
  DatasetSearchHost,
  DatasetSearchResult,
  DatasetSearchSource,
} from '@havkart/datasets-core/client';
import { formatPointCoordinate } from '@havkart/domain';
import type { GeoNamesResult } from './geonames.js';
import { parseStedsnavn } from './stedsnavn.js';
import {
  PLACE_NAME_CATEGORY,
  PLACE_NAME_PRIORITY,
  proxiedSearchUrl,
  rankPlaceNames,
  RESULTS_PER_PAGE,
} from './search.js';

/** Which service answers place-name searches: the app configuration's `placeSearchSource`. */
export type PlaceSearchMode = 'stedsnavn' | 'geonames';
/** Zoom a chosen place is shown at (the point-details zoom). */
export const PLACE_SEARCH_ZOOM = 11;

/** How a place type reads in the user's language; the type as named when there is no word. */
export type PlaceTypeName = (type: string) => string;

interface Place {
  readonly uniqueId: string;
  readonly name: string;
  readonly type: string;
  readonly where: string | null;
  readonly lon: number;
  readonly lat: number;
}

/** The GeoNames search path of the server; queries are cut at the route's 100 characters. */
export function geoNamesSearchPath(query: string): string {
  const q = encodeURIComponent(query.trim().slice(0, 100));
  return `/api/v1/search/places?query=${q}&limit=${RESULTS_PER_PAGE}`;
}

/** Places as results: rank 0 when the spelling contains the query, 1 otherwise (R18.05). */
export function placeResults(
  places: readonly Place[],
  query: string,
  typeName: PlaceTypeName,
): DatasetSearchResult[] {
  const needle = query.trim().replace(/\s+/g, ' ').toLowerCase();
  return places.map((place) => {
    const lon = Math.round(place.lon * 1e5) / 1e5;
    const lat = Math.round(place.lat * 1e5) / 1e5;
    return {
      uniqueId: `placenames:${place.uniqueId}`,
      label: place.name,
      detail: [typeName(place.type), place.where].filter(Boolean).join(' · '),
      rank: place.name.toLowerCase().includes(needle) ? 0 : 1,
      sortValue: place.name,
      target: {
        pathname: `/point/${formatPointCoordinate([lon, lat])}`,
        center: [lon, lat],
        zoom: PLACE_SEARCH_ZOOM,
      },
    };
  });
}

async function stedsnavnPlaces(query: string, host: DatasetSearchHost, signal: AbortSignal) {
  const body = await host.get(proxiedSearchUrl('/api', query), signal);
  return rankPlaceNames(parseStedsnavn(body), query).map((r) => ({
    ...r,
    where: r.municipality,
  }));
}

async function geoNamesPlaces(query: string, host: DatasetSearchHost, signal: AbortSignal) {
  const body = (await host.get(geoNamesSearchPath(query), signal)) as {
    results?: GeoNamesResult[];
  } | null;
  if (!Array.isArray(body?.results)) throw new Error('The place search answer has no results');
  return body.results.map((r) => ({ ...r, where: r.country }));
}

/**
 * The place-name source for a site's mode (or a function reading it when a search runs, as
 * the app configuration may arrive after the box); `typeName` words the place types.
 */
export function placeNameSearchSource(
  mode: PlaceSearchMode | (() => PlaceSearchMode),
  typeName: PlaceTypeName,
): DatasetSearchSource {
  const modeNow = typeof mode === 'function' ? mode : () => mode;
  return {
    id: 'placenames',
    category: PLACE_NAME_CATEGORY,
    priority: PLACE_NAME_PRIORITY,
    uniqueProp: 'uniqueId',
    sortProp: 'name',
    async search(query, host, signal) {
      const places =
        modeNow() === 'stedsnavn'
          ? await stedsnavnPlaces(query, host, signal)
          : await geoNamesPlaces(query, host, signal);
      return placeResults(places, query, typeName);
    },
  };
}
