// ArcGIS FeatureServer layers answer a query with at most a server-set number of records
// (2,000 at Fiskeridirektoratet) and say `exceededTransferLimit` when more remain; the rest
// must be asked for page by page with `resultOffset`. This reads every page into one
// FeatureCollection, so an ArcGIS-backed dataset can hand `startGeoJsonDataset` a fetch
// that looks like one request to one URL.
import type { Feature, FeatureCollection } from 'geojson';

/** Records asked for per page when the dataset does not say: Fiskeridirektoratet's maximum. */
export const ARCGIS_DEFAULT_PAGE_SIZE = 2000;

/** Pages read at most, so an upstream that always claims more cannot loop for ever. */
export const ARCGIS_MAX_PAGES = 500;

/**
 * The query URL of one page: `resultOffset` and `resultRecordCount` set (replacing any the
 * configured URL carries), every other parameter kept as the site wrote it.
 */
export function arcGisPageUrl(url: string, offset: number, pageSize: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set('resultOffset', String(offset));
  parsed.searchParams.set('resultRecordCount', String(pageSize));
  return parsed.toString();
}

/** One page read: its features and whether the server said more remain. */
export interface ArcGisPage {
  readonly features: readonly Feature[];
  readonly exceededTransferLimit: boolean;
}

/**
 * Reads one page answered with `f=geojson`. ArcGIS puts `exceededTransferLimit` in the
 * collection's `properties` for GeoJSON and at the top level for its own JSON; both count.
 * An ArcGIS error document (`{error: {code, message}}`, answered with HTTP 200) throws.
 */
export function readArcGisPage(body: string): ArcGisPage {
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('ArcGIS page is no object');
  const record = parsed as Record<string, unknown>;
  const error = record['error'];
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as Record<string, unknown>;
    throw new Error(`ArcGIS error ${String(code)}: ${String(message)}`);
  }
  if (record['type'] !== 'FeatureCollection' || !Array.isArray(record['features'])) {
    throw new Error('ArcGIS page is no GeoJSON FeatureCollection (query with f=geojson)');
  }
  const properties = record['properties'];
  const inProperties =
    typeof properties === 'object' &&
    properties !== null &&
    (properties as Record<string, unknown>)['exceededTransferLimit'] === true;
  return {
    features: record['features'] as Feature[],
    exceededTransferLimit: inProperties || record['exceededTransferLimit'] === true,
  };
}

export interface ArcGisFetchOptions {
  /** Records per page; default {@link ARCGIS_DEFAULT_PAGE_SIZE}. */
  readonly pageSize?: number;
  /** Milliseconds each page may take; default 30 s. */
  readonly pageTimeoutMs?: number;
}

/**
 * Every feature of an ArcGIS query, page after page until a page no longer says
 * `exceededTransferLimit` (or comes back empty). Throws when a page fails: a partial
 * layer would silently hide sites, so the caller keeps its last complete data instead.
 */
export async function fetchArcGisFeatures(
  url: string,
  fetchImpl: typeof fetch,
  options: ArcGisFetchOptions = {},
): Promise<FeatureCollection> {
  const pageSize = options.pageSize ?? ARCGIS_DEFAULT_PAGE_SIZE;
  const features: Feature[] = [];
  for (let page = 0; page < ARCGIS_MAX_PAGES; page += 1) {
    const pageUrl = arcGisPageUrl(url, features.length, pageSize);
    const response = await fetchImpl(pageUrl, {
      signal: AbortSignal.timeout(options.pageTimeoutMs ?? 30_000),
    });
    if (!response.ok)
      throw new Error(`HTTP ${response.status} for page at offset ${features.length}`);
    const { features: pageFeatures, exceededTransferLimit } = readArcGisPage(await response.text());
    features.push(...pageFeatures);
    if (!exceededTransferLimit || pageFeatures.length === 0) {
      return { type: 'FeatureCollection', features };
    }
  }
  throw new Error(`ArcGIS query still exceeded its transfer limit after ${ARCGIS_MAX_PAGES} pages`);
}

/**
 * A fetch that reads every page of the ArcGIS query it is asked for and answers one
 * response holding them all as a GeoJSON FeatureCollection. A failed page rejects, so the
 * upstream source logs why and keeps its last data. Hand it to `startGeoJsonDataset` (as
 * the context's fetch) for an ArcGIS upstream.
 */
export function arcGisPagedFetch(
  fetchImpl: typeof fetch,
  options: ArcGisFetchOptions = {},
): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0]) => {
    const url = input instanceof Request ? input.url : String(input);
    const collection = await fetchArcGisFeatures(url, fetchImpl, options);
    return new Response(JSON.stringify(collection), {
      status: 200,
      headers: { 'content-type': 'application/geo+json' },
    });
  }) as typeof fetch;
}
