import { describe, expect, it } from 'vitest';
import type { CacheRecord } from './cache-records.js';
import { checkRecords, expectedUrls, isRecordCorrupt } from './corrupt-check.js';
import { BERGEN_BASEMAP_RECORD, MemoryCaches } from './test-caches.js';

const record: CacheRecord = BERGEN_BASEMAP_RECORD;

async function filled(skip?: string) {
  const caches = new MemoryCaches();
  const cache = await caches.open(record.cacheName);
  for (const url of expectedUrls(record)) {
    if (url !== skip) await cache.put(url, new Response('x'));
  }
  return caches;
}

describe('the corrupt check at start (R26.18)', () => {
  it('a complete cache is fine, with one keys() and no match()', async () => {
    const caches = await filled();
    expect(await isRecordCorrupt(record, caches)).toBe(false);
    expect(caches.keysCalls).toBe(1);
    expect(caches.matchCalls).toBe(0);
  });

  it('one missing entry marks the record damaged', async () => {
    const caches = await filled('http://h/tiles/basemap/9/263/147.pbf');
    const [checked] = await checkRecords([record], caches);
    expect(checked?.isCorrupt).toBe(true);
    expect(caches.keysCalls).toBe(1);
  });

  it('a cache that is gone altogether is damaged', async () => {
    expect(await isRecordCorrupt(record, new MemoryCaches())).toBe(true);
  });

  it('a GeoJSON record expects its one URL', () => {
    const geojson = { ...record, sourceType: 'geojson' as const, url: 'http://h/g' };
    expect(expectedUrls(geojson)).toEqual(['http://h/g']);
  });
});
