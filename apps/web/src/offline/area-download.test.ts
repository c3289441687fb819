import { describe, expect, it } from 'vitest';
import { areaFileCount, downloadArea, type AreaRequest } from './area-download.js';
import { MemoryCaches } from './test-caches.js';

const BERGEN = [5.28, 60.37, 5.36, 60.41] as const;
const request: AreaRequest = {
  areaId: 'a1',
  name: 'Bergen',
  bounds: BERGEN,
  sources: [
    {
      datasetId: 'basemap',
      sourceType: 'vectortiles',
      location: 'http://h/tiles/basemap/{z}/{x}/{y}.pbf',
    },
    {
      datasetId: 'fairways',
      sourceType: 'geojson',
      location: 'http://h/api/v1/datasets/fairways/geojson',
    },
  ],
};

const okFetch = async () => new Response('{}', { status: 200 });

describe('an area download', () => {
  it('counts its files: ten tiles at z0–9 and one GeoJSON', () => {
    expect(areaFileCount(request)).toBe(11);
  });

  it('on success gives one record per source with the spec fields, and drops the old caches', async () => {
    const caches = new MemoryCaches();
    await caches.open('havkart-area-a1-basemap-1');
    let clock = 1_000;
    const outcome = await downloadArea(
      request,
      [{ cacheName: 'havkart-area-a1-basemap-1' } as never],
      { caches, fetch: okFetch, now: () => (clock += 500) },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.records).toHaveLength(2);
    expect(outcome.records[0]).toMatchObject({
      name: 'Bergen',
      sourceType: 'vectortiles',
      baseUrl: 'http://h/tiles/basemap/{z}/{x}/{y}.pbf',
      minZoom: 0,
      maxZoom: 9,
      fileCountTotal: 10,
      fileCountFulfilled: 10,
      fileCountRejected: 0,
      downloadTime: 500,
      lastUpdated: new Date(2_000).toISOString(),
      isCorrupt: false,
      sizeBytes: 20,
    });
    expect(outcome.records[1]).toMatchObject({ sourceType: 'geojson', fileCountTotal: 1 });
    expect(caches.stores.has('havkart-area-a1-basemap-1')).toBe(false);
    expect(caches.stores.get(outcome.records[0]!.cacheName)?.size).toBe(10);
  });

  it('one failed tile fails it, deletes what it wrote and keeps the last good area', async () => {
    const caches = new MemoryCaches();
    (await caches.open('havkart-area-a1-basemap-1')).put('http://h/old', new Response('x'));
    const failing = async (input: RequestInfo | URL) =>
      new Response(null, { status: String(input).includes('/9/') ? 500 : 200 });
    const outcome = await downloadArea(
      request,
      [{ cacheName: 'havkart-area-a1-basemap-1' } as never],
      {
        caches,
        fetch: failing,
        now: () => 5,
      },
    );
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'Caching vector tiles failed',
      progress: { total: 11, fulfilled: 9, rejected: 1 },
    });
    expect([...caches.stores.keys()]).toEqual(['havkart-area-a1-basemap-1']);
  });

  it('a failed GeoJSON says so', async () => {
    const caches = new MemoryCaches();
    const failing = async (input: RequestInfo | URL) =>
      new Response(null, { status: String(input).includes('geojson') ? 503 : 200 });
    const outcome = await downloadArea(request, [], { caches, fetch: failing, now: () => 5 });
    expect(outcome).toMatchObject({ ok: false, failure: 'Caching geojson failed' });
    expect(caches.stores.size).toBe(0);
  });

  it('a full quota counts as failed tiles and says so', async () => {
    const caches = new MemoryCaches();
    caches.quotaFiles = 4;
    const outcome = await downloadArea(request, [], { caches, fetch: okFetch, now: () => 5 });
    expect(outcome).toMatchObject({ ok: false, quotaExceeded: true });
    // What it had written is gone: a full store is not left fuller by half an area.
    expect(caches.stores.size).toBe(0);
  });

  it('reports progress across the sources against one total', async () => {
    const seen: number[] = [];
    await downloadArea(request, [], {
      caches: new MemoryCaches(),
      fetch: okFetch,
      now: () => 5,
      onProgress: (p) => seen.push(p.fulfilled),
    });
    expect(seen.at(-1)).toBe(11);
    expect(seen).toHaveLength(11);
  });
});
