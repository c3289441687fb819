import type { CacheRecord } from './cache-records.js';

/** An in-memory Cache Storage for unit tests: counts the calls a check makes. */
export class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  keysCalls = 0;
  matchCalls = 0;
  /** A `put` after this many stored files fails as a full quota. */
  quotaFiles = Number.POSITIVE_INFINITY;
  #stored = 0;

  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    const entries = store;
    return {
      put: async (url: string, response: Response) => {
        if (this.#stored >= this.quotaFiles) {
          throw new DOMException('full', 'QuotaExceededError');
        }
        this.#stored++;
        entries.set(url, response);
      },
      keys: async () => {
        this.keysCalls++;
        return [...entries.keys()].map((url) => ({ url }));
      },
      match: async (url: string) => {
        this.matchCalls++;
        return entries.get(url);
      },
    };
  }

  async has(name: string) {
    return this.stores.has(name);
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** A stored record of the base map around Bergen, complete, for tests to vary. */
export const BERGEN_BASEMAP_RECORD: CacheRecord = {
  id: 'a1-basemap',
  areaId: 'a1',
  name: 'Bergen',
  datasetId: 'basemap',
  sourceType: 'vectortiles',
  baseUrl: 'http://h/tiles/basemap/{z}/{x}/{y}.pbf',
  bounds: [5.28, 60.37, 5.36, 60.41],
  minZoom: 0,
  maxZoom: 9,
  fileCountTotal: 10,
  fileCountFulfilled: 10,
  fileCountRejected: 0,
  downloadTime: 812,
  lastUpdated: '2026-11-27T10:00:00.000Z',
  isCorrupt: false,
  sizeBytes: 20480,
  cacheName: 'havkart-area-a1-basemap-1',
};
