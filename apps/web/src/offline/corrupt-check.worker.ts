// The corrupt check off the main thread: listing ten thousand cache entries builds as many
// Request objects, a long task on the page (measured at 0.3 s in bench/web-offline).
import type { CacheRecord } from './cache-records.js';
import { checkRecords } from './corrupt-check.js';

interface WorkerSelf {
  onmessage: ((event: MessageEvent<readonly CacheRecord[]>) => void) | null;
  postMessage(message: CacheRecord[] | { error: string }): void;
}

const scope = globalThis as unknown as WorkerSelf;

scope.onmessage = (event) => {
  checkRecords(event.data, caches).then(
    (records) => scope.postMessage(records),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
