import { create } from 'zustand';
import { readStored, writeStored } from '../app/storage.js';
import { downloadArea, type AreaFailure, type AreaRequest } from './area-download.js';
import { parseRecords, type CacheRecord } from './cache-records.js';
import { checkRecordsInWorker } from './corrupt-check.js';
import type { DownloadProgress } from './download.js';

/** The settings section the records are kept in (spec 01 §3, R26.20). */
export const CACHES_SECTION = 'caches';

export type CachingError = AreaFailure | 'Deleting cache failed';

export interface CachingState {
  readonly records: readonly CacheRecord[];
  /** The running download's progress; null when none runs. */
  readonly progress: DownloadProgress | null;
  readonly error: CachingError | null;
  /** A failed download ran out of storage. */
  readonly quotaExceeded: boolean;
}

type Log = (message: string, detail?: unknown) => void;
const defaultLog: Log = (message, detail) => console.error(message, detail);

export const useCaching = create<CachingState>(() => ({
  records: readStored(CACHES_SECTION, parseRecords) ?? [],
  progress: null,
  error: null,
  quotaExceeded: false,
}));

function save(records: readonly CacheRecord[]): void {
  writeStored(CACHES_SECTION, records);
  useCaching.setState({ records });
}

/** The records of one area, in stored order. */
export function areaRecords(records: readonly CacheRecord[], areaId: string): CacheRecord[] {
  return records.filter((record) => record.areaId === areaId);
}

/** The corrupt check at start (R26.18); marks damaged records and saves them. */
export async function checkCachedAreas(log: Log = defaultLog): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const stored = useCaching.getState().records;
    if (stored.length === 0) return;
    const records = await checkRecordsInWorker(
      stored,
      () => new Worker(new URL('./corrupt-check.worker.ts', import.meta.url), { type: 'module' }),
      caches,
    );
    // Only the marks change; a download that ended meanwhile keeps its new records.
    const checked = new Map(records.map((record) => [record.cacheName, record]));
    save(useCaching.getState().records.map((record) => checked.get(record.cacheName) ?? record));
  } catch (error) {
    log('Offline area check failed', error);
  }
}

let persistAsked = false;

/**
 * Downloads an area (new or again): the first download asks the browser to keep the storage;
 * success replaces the area's records, failure keeps them and logs the spec's text.
 */
export async function cacheArea(request: AreaRequest, log: Log = defaultLog): Promise<boolean> {
  if (!persistAsked) {
    persistAsked = true;
    await navigator.storage?.persist?.().catch(() => false);
  }
  const previous = areaRecords(useCaching.getState().records, request.areaId);
  useCaching.setState({
    progress: { total: 0, fulfilled: 0, rejected: 0 },
    error: null,
    quotaExceeded: false,
  });
  const outcome = await downloadArea(request, previous, {
    caches,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    onProgress: (progress) => useCaching.setState({ progress }),
  });
  if (!outcome.ok) {
    log(outcome.failure);
    useCaching.setState({
      progress: null,
      error: outcome.failure,
      quotaExceeded: outcome.quotaExceeded,
    });
    return false;
  }
  const others = useCaching.getState().records.filter((r) => r.areaId !== request.areaId);
  save([...others, ...outcome.records]);
  useCaching.setState({ progress: null });
  return true;
}

/** Deletes an area's cached files and then its records (R26.17). */
export async function deleteArea(areaId: string, log: Log = defaultLog): Promise<boolean> {
  const doomed = areaRecords(useCaching.getState().records, areaId);
  try {
    await Promise.all(doomed.map((record) => caches.delete(record.cacheName)));
  } catch (error) {
    log('Deleting cache failed', error);
    useCaching.setState({ error: 'Deleting cache failed' });
    return false;
  }
  save(useCaching.getState().records.filter((record) => record.areaId !== areaId));
  useCaching.setState({ error: null });
  return true;
}
