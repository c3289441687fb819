// The place-name search source (spec 01 §5, §7): the query sent to the national mapping
// service through our proxy, and the rules applied to its answer. Pure, so both the web app
// and tests use it as is.
import { isKeptPlaceType } from './place-types.js';

/** The service's place-name endpoint (stedsnavn API v1, one row per name). */
export const STEDSNAVN_NAVN_URL = 'https://ws.geonorge.no/stedsnavn/v1/navn';
/** Results asked for per page (spec 01 §9). */
export const RESULTS_PER_PAGE = 20;
/** Where place names sort among search sources: vessels 0, weather stations 1 (A08). */
export const PLACE_NAME_PRIORITY = 2;
export const PLACE_NAME_CATEGORY = 'placenames';

/** One place a search found. */
export interface PlaceNameResult {
  /** The service's place number with the spelling, unique across results. */
  readonly uniqueId: string;
  readonly name: string;
  /** `navneobjekttype` as the service names it, e.g. `Fjord`. */
  readonly type: string;
  readonly municipality: string | null;
  readonly county: string | null;
  readonly lon: number;
  readonly lat: number;
}

/** The query as the service takes it: trimmed, spaces as `+` (spec 01 §5). */
export function searchTerm(query: string): string {
  return query.trim().split(/\s+/).filter(Boolean).join('+');
}

/**
 * The service URL for a query: fuzzy, 20 per page, WGS84 positions. Each word is
 * percent-encoded on its own so the `+` between words stays a `+`.
 */
export function placeNameSearchUrl(query: string, page = 1): string {
  const sok = searchTerm(query).split('+').map(encodeURIComponent).join('+');
  return (
    `${STEDSNAVN_NAVN_URL}?sok=${sok}&fuzzy=true&treffPerSide=${RESULTS_PER_PAGE}` +
    `&side=${page}&utkoordsys=4258`
  );
}

/** The same search through our server's proxy (spec 01 §7). */
export function proxiedSearchUrl(apiBase: string, query: string, page = 1): string {
  return `${apiBase}/v1/proxy?url=${encodeURIComponent(placeNameSearchUrl(query, page))}`;
}

/**
 * Keeps the place types of spec 01 §5, then puts results whose spelling contains the query
 * first; within each part the service's order stays.
 */
export function rankPlaceNames(
  results: readonly PlaceNameResult[],
  query: string,
): PlaceNameResult[] {
  const needle = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const kept = results.filter((r) => isKeptPlaceType(r.type));
  const contains = kept.filter((r) => r.name.toLowerCase().includes(needle));
  const others = kept.filter((r) => !r.name.toLowerCase().includes(needle));
  const seen = new Set<string>();
  return [...contains, ...others].filter((r) => {
    if (seen.has(r.uniqueId)) return false;
    seen.add(r.uniqueId);
    return true;
  });
}
