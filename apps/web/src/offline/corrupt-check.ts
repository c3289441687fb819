import type { CacheRecord } from './cache-records.js';
import { tileUrl, tilesForBounds } from './tiles.js';

/** Every URL a record's cache must hold, absolute. */
export function expectedUrls(record: CacheRecord): string[] {
  if (record.sourceType === 'geojson') return record.url ? [record.url] : [];
  if (!record.baseUrl) return [];
  const template = record.baseUrl;
  return tilesForBounds(record.bounds, record.minZoom, record.maxZoom).map((tile) =>
    tileUrl(template, tile),
  );
}

/** The Cache Storage subset the check reads. */
export interface CacheLookup {
  open(name: string): Promise<{ keys(): Promise<readonly { url: string }[]> }>;
  has(name: string): Promise<boolean>;
}

/**
 * The start-up check (R26.18): one `keys()` per record against its expected list, not a
 * `match()` per file, which on a large area costs thousands of round trips to the store.
 * True when an expected entry is missing (or the cache itself is gone).
 */
export async function isRecordCorrupt(record: CacheRecord, caches: CacheLookup): Promise<boolean> {
  if (!(await caches.has(record.cacheName))) return true;
  const cache = await caches.open(record.cacheName);
  const held = new Set((await cache.keys()).map((request) => request.url));
  return expectedUrls(record).some((url) => !held.has(url));
}

/** The records with `isCorrupt` set from a fresh check; a record already damaged stays so. */
export async function checkRecords(
  records: readonly CacheRecord[],
  caches: CacheLookup,
): Promise<CacheRecord[]> {
  return Promise.all(
    records.map(async (record) => {
      const corrupt = record.isCorrupt || (await isRecordCorrupt(record, caches));
      return corrupt === record.isCorrupt ? record : { ...record, isCorrupt: corrupt };
    }),
  );
}

/**
 * The check in a worker of its own, so the page stays responsive however large the areas;
 * where workers cannot start, on the page.
 */
export function checkRecordsInWorker(
  records: readonly CacheRecord[],
  createWorker: () => Worker,
  caches: CacheLookup,
): Promise<CacheRecord[]> {
  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    return checkRecords(records, caches);
  }
  return new Promise<CacheRecord[]>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CacheRecord[] | { error: string }>) => {
      worker.terminate();
      const data = event.data;
      if (Array.isArray(data)) resolve(data);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(records);
  });
}
