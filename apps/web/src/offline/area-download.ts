import { AREA_CACHE_PREFIX, type CacheRecord, type CacheSourceType } from './cache-records.js';
import { expectedUrls } from './corrupt-check.js';
import { downloadAll, fetchInto, type DownloadProgress } from './download.js';
import { CACHE_MAX_ZOOM, CACHE_MIN_ZOOM, type Bounds } from './tiles.js';

/** One source an area downloads: the base map or a dataset's tiles or GeoJSON. */
export interface AreaSource {
  readonly datasetId: string;
  readonly sourceType: CacheSourceType;
  /** Absolute tile template or GeoJSON URL. */
  readonly location: string;
}

export interface AreaRequest {
  readonly areaId: string;
  readonly name: string;
  readonly bounds: Bounds;
  readonly sources: readonly AreaSource[];
}

/** The Cache Storage subset a download uses. */
export interface AreaCaches {
  open(name: string): Promise<{ put(request: string, response: Response): Promise<void> }>;
  delete(name: string): Promise<boolean>;
}

export interface AreaDeps {
  readonly caches: AreaCaches;
  readonly fetch: typeof fetch;
  /** Milliseconds; also makes each download's cache name new. */
  readonly now: () => number;
  readonly onProgress?: (progress: DownloadProgress) => void;
}

/** The logged texts of spec 01 §8 for a failed download. */
export type AreaFailure = 'Caching vector tiles failed' | 'Caching geojson failed';

export type AreaOutcome =
  | { readonly ok: true; readonly records: CacheRecord[] }
  | {
      readonly ok: false;
      readonly failure: AreaFailure;
      readonly quotaExceeded: boolean;
      readonly progress: DownloadProgress;
    };

/** The record a source will get, before its files are fetched. */
export function plannedRecord(
  request: AreaRequest,
  source: AreaSource,
  stamp: number,
): CacheRecord {
  const id = `${request.areaId}-${source.datasetId}`;
  return {
    id,
    areaId: request.areaId,
    name: request.name,
    datasetId: source.datasetId,
    sourceType: source.sourceType,
    ...(source.sourceType === 'vectortiles'
      ? { baseUrl: source.location }
      : { url: source.location }),
    bounds: request.bounds,
    minZoom: CACHE_MIN_ZOOM,
    maxZoom: CACHE_MAX_ZOOM,
    fileCountTotal: 0,
    fileCountFulfilled: 0,
    fileCountRejected: 0,
    downloadTime: 0,
    lastUpdated: '',
    isCorrupt: false,
    sizeBytes: 0,
    cacheName: `${AREA_CACHE_PREFIX}${id}-${stamp}`,
  };
}

/** How many files an area downloads: its tiles per tile source plus one per GeoJSON. */
export function areaFileCount(request: AreaRequest, stamp = 0): number {
  return request.sources.reduce(
    (sum, source) => sum + expectedUrls(plannedRecord(request, source, stamp)).length,
    0,
  );
}

/**
 * Downloads an area into new caches. Only when every file of every source arrived do the
 * new records replace `previous` (whose caches are then deleted); a failure deletes what it
 * wrote and leaves the last good download as it was, so a failed update at sea never costs
 * the area the skipper already had.
 */
export async function downloadArea(
  request: AreaRequest,
  previous: readonly CacheRecord[],
  deps: AreaDeps,
): Promise<AreaOutcome> {
  const started = deps.now();
  const planned = request.sources.map((source) => plannedRecord(request, source, started));
  const urls = planned.map(expectedUrls);
  const total = urls.reduce((sum, list) => sum + list.length, 0);
  let done = { fulfilled: 0, rejected: 0 };
  const records: CacheRecord[] = [];
  const discard = () => Promise.all(planned.map((record) => deps.caches.delete(record.cacheName)));
  for (const [index, record] of planned.entries()) {
    const cache = await deps.caches.open(record.cacheName);
    let bytes = 0;
    const base = done;
    const result = await downloadAll(
      urls[index] ?? [],
      (url) => fetchInto(cache, url, deps.fetch, (n) => (bytes += n)),
      (progress) =>
        deps.onProgress?.({
          total,
          fulfilled: base.fulfilled + progress.fulfilled,
          rejected: base.rejected + progress.rejected,
        }),
    );
    done = {
      fulfilled: base.fulfilled + result.fulfilled,
      rejected: base.rejected + result.rejected,
    };
    if (!result.ok) {
      await discard();
      return {
        ok: false,
        failure:
          record.sourceType === 'geojson'
            ? 'Caching geojson failed'
            : 'Caching vector tiles failed',
        quotaExceeded: result.quotaExceeded,
        progress: { total, ...done },
      };
    }
    records.push({
      ...record,
      fileCountTotal: result.total,
      fileCountFulfilled: result.fulfilled,
      fileCountRejected: result.rejected,
      sizeBytes: bytes,
    });
  }
  const finished = deps.now();
  await Promise.all(previous.map((record) => deps.caches.delete(record.cacheName)));
  const lastUpdated = new Date(finished).toISOString();
  return {
    ok: true,
    records: records.map((record) => ({
      ...record,
      downloadTime: finished - started,
      lastUpdated,
    })),
  };
}
