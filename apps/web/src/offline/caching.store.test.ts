// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.js';
import type { AreaRequest } from './area-download.js';
import { cachingErrorText } from './caching-form.js';
import { cacheArea, useCaching } from './caching.store.js';
import { MemoryCaches } from './test-caches.js';

const request: AreaRequest = {
  areaId: 'a1',
  name: 'Bergen',
  bounds: [5.28, 60.37, 5.36, 60.41],
  sources: [
    {
      datasetId: 'basemap',
      sourceType: 'vectortiles',
      location: 'http://h/tiles/basemap/{z}/{x}/{y}.pbf',
    },
  ],
};

let memory: MemoryCaches;
const persist = vi.fn(() => Promise.resolve(true));

beforeEach(() => {
  memory = new MemoryCaches();
  vi.stubGlobal('caches', memory);
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 200 })));
  Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
  useCaching.setState({ records: [], progress: null, error: null, quotaExceeded: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('downloading an area (the store behind /caching)', () => {
  it('asks the browser to keep the storage before the first download, once', async () => {
    expect(await cacheArea(request, () => undefined)).toBe(true);
    expect(await cacheArea({ ...request, areaId: 'a2' }, () => undefined)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(useCaching.getState().records.map((record) => record.areaId)).toEqual(['a1', 'a2']);
  });

  it('a full quota fails the download, says so, and leaves nothing of it behind', async () => {
    memory.quotaFiles = 4;
    const logged: string[] = [];
    expect(await cacheArea(request, (message) => logged.push(message))).toBe(false);
    expect(useCaching.getState()).toMatchObject({
      error: 'Caching vector tiles failed',
      quotaExceeded: true,
      progress: null,
      records: [],
    });
    expect(logged).toEqual(['Caching vector tiles failed']);
    expect(memory.stores.size).toBe(0);
  });

  it('the message names the failure and the full storage, in both languages', async () => {
    const en = (await createI18n('en-US')).t;
    const nb = (await createI18n('nb-NO')).t;
    expect(cachingErrorText(en, 'Caching vector tiles failed', true)).toBe(
      "Caching vector tiles failed. The device's storage is full, and nothing of this download was kept. Delete an area or choose a smaller one.",
    );
    expect(cachingErrorText(nb, 'Caching vector tiles failed', true)).toMatch(
      /^Nedlasting av kartfliser mislyktes\. Lagringsplassen på enheten er full, og ingenting av denne nedlastingen er tatt vare på\./,
    );
    expect(cachingErrorText(en, 'Caching geojson failed', false)).toBe('Caching geojson failed');
  });
});
