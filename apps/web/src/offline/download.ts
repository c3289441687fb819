/** At most this many downloads run at once (spec 01 §9, R26.14). */
export const DOWNLOAD_CONCURRENCY = 10;

/** From this many tiles the user is asked before the download starts (R26.16, A68). */
export const TILE_WARNING_THRESHOLD = 1_000;

/** Progress of one download: fulfilled and rejected against the total (R26.11). */
export interface DownloadProgress {
  readonly total: number;
  readonly fulfilled: number;
  readonly rejected: number;
}

/** What one file's download ended in; `quota` is a full store, counted as rejected. */
export type FileOutcome = 'fulfilled' | 'rejected' | 'quota';

export interface DownloadResult extends DownloadProgress {
  /** True only when no file was rejected (R26.12). */
  readonly ok: boolean;
  /** True when a rejection was the storage quota running out. */
  readonly quotaExceeded: boolean;
}

/** True when a warning must be shown before downloading `count` tiles (A68). */
export function needsTileWarning(count: number): boolean {
  return count >= TILE_WARNING_THRESHOLD;
}

/**
 * What fetching one file answered: its outcome, or, once the file is downloaded, the write
 * still under way. A download slot is free again as soon as the bytes are in; the write is
 * counted when it ends.
 */
export type FetchAnswer = FileOutcome | { readonly written: Promise<FileOutcome> };

/** Writes waiting to finish at most; past it the downloads wait for the store. */
const MAX_PENDING_WRITES = 40;

/**
 * Downloads every URL with at most `concurrency` downloads at once (R26.14), reporting after
 * each file (R26.11). It keeps going after a failure so the record's counts are true, and
 * ends `ok` only when none failed (R26.12). `fetchOne` never throws: it answers what became
 * of the file, or the write that will say so.
 */
export async function downloadAll(
  urls: readonly string[],
  fetchOne: (url: string) => Promise<FetchAnswer>,
  onProgress: (progress: DownloadProgress) => void = () => undefined,
  concurrency: number = DOWNLOAD_CONCURRENCY,
): Promise<DownloadResult> {
  let next = 0;
  let fulfilled = 0;
  let rejected = 0;
  let quotaExceeded = false;
  const total = urls.length;
  const pending = new Set<Promise<void>>();
  const count = (outcome: FileOutcome) => {
    if (outcome === 'fulfilled') fulfilled++;
    else rejected++;
    if (outcome === 'quota') quotaExceeded = true;
    onProgress({ total, fulfilled, rejected });
  };
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      let answer: FetchAnswer;
      try {
        answer = await fetchOne(url);
      } catch {
        answer = 'rejected';
      }
      if (typeof answer === 'string') {
        count(answer);
        continue;
      }
      const write: Promise<void> = answer.written
        .catch((): FileOutcome => 'rejected')
        .then(count)
        .finally(() => pending.delete(write));
      pending.add(write);
      while (pending.size >= MAX_PENDING_WRITES) await Promise.race(pending);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  await Promise.all(pending);
  return { total, fulfilled, rejected, ok: rejected === 0, quotaExceeded };
}

/** The Cache API's subset a download writes into. */
export interface WritableCache {
  put(request: string, response: Response): Promise<void>;
}

/**
 * Fetches one file into a cache. A 204 (no data in that tile) is stored and counts as
 * fulfilled; any other non-2xx, a network error or a failed write is rejected; a write past
 * the storage quota says so.
 */
export async function fetchInto(
  cache: WritableCache,
  url: string,
  fetchImpl: typeof fetch,
  onBytes: (bytes: number) => void = () => undefined,
): Promise<FetchAnswer> {
  let response: Response;
  let body: ArrayBuffer;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return 'rejected';
    // Read once to count the bytes the area takes; the copy stored is the same answer.
    body = await response.arrayBuffer();
  } catch {
    return 'rejected';
  }
  // The body read is already decoded: the stored copy must not claim an encoding or length.
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  const stored = new Response(response.status === 204 ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  const written = cache.put(url, stored).then(
    (): FileOutcome => {
      onBytes(body.byteLength);
      return 'fulfilled';
    },
    (error: unknown): FileOutcome =>
      error instanceof DOMException && error.name === 'QuotaExceededError' ? 'quota' : 'rejected',
  );
  return { written };
}
