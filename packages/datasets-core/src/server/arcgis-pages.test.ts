import { describe, expect, it } from 'vitest';
import {
  arcGisPagedFetch,
  arcGisPageUrl,
  fetchArcGisFeatures,
  readArcGisPage,
} from './arcgis-pages.js';
import { createUpstreamSource } from './upstream.js';

const QUERY =
  'https://gis.example.org/arcgis/rest/services/Akva/FeatureServer/0/query?where=1%3D1&outFields=*&outSR=4326&f=geojson';

/** A page as ArcGIS answers `f=geojson`: the transfer flag sits in the collection's properties. */
function page(first: number, count: number, more: boolean): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: Array.from({ length: count }, (_, i) => ({
      type: 'Feature',
      id: first + i,
      geometry: { type: 'Point', coordinates: [5 + i / 100, 60] },
      properties: { loknr: first + i },
    })),
    ...(more ? { properties: { exceededTransferLimit: true } } : {}),
  });
}

/** A layer of `total` records served `max` at a time, recording each URL asked for. */
function layer(total: number, max: number) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url.toString());
    const offset = Number(url.searchParams.get('resultOffset') ?? 0);
    const count = Math.min(max, Number(url.searchParams.get('resultRecordCount') ?? max));
    const n = Math.max(0, Math.min(count, total - offset));
    return new Response(page(offset, n, offset + n < total));
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe('arcGisPageUrl', () => {
  it('sets offset and count and keeps the site’s own parameters', () => {
    const url = new URL(arcGisPageUrl(`${QUERY}&resultOffset=7`, 4000, 2000));
    expect(url.searchParams.get('resultOffset')).toBe('4000');
    expect(url.searchParams.get('resultRecordCount')).toBe('2000');
    expect(url.searchParams.get('where')).toBe('1=1');
    expect(url.searchParams.get('f')).toBe('geojson');
  });
});

describe('readArcGisPage', () => {
  it('reads exceededTransferLimit from the GeoJSON properties and from the top level', () => {
    expect(readArcGisPage(page(0, 2, true)).exceededTransferLimit).toBe(true);
    const topLevel = JSON.stringify({
      type: 'FeatureCollection',
      features: [],
      exceededTransferLimit: true,
    });
    expect(readArcGisPage(topLevel).exceededTransferLimit).toBe(true);
    expect(readArcGisPage(page(0, 2, false))).toMatchObject({ exceededTransferLimit: false });
  });

  it('throws on an ArcGIS error document answered with HTTP 200', () => {
    const body = JSON.stringify({ error: { code: 400, message: 'Invalid query parameters' } });
    expect(() => readArcGisPage(body)).toThrow('ArcGIS error 400: Invalid query parameters');
  });

  it('throws on ArcGIS JSON that is not GeoJSON', () => {
    expect(() => readArcGisPage(JSON.stringify({ features: [] }))).toThrow(/f=geojson/);
  });
});

describe('fetchArcGisFeatures', () => {
  it('reads pages until one no longer exceeds the transfer limit', async () => {
    const { fetchImpl, asked } = layer(4500, 2000);
    const collection = await fetchArcGisFeatures(QUERY, fetchImpl);
    expect(collection.features).toHaveLength(4500);
    expect(collection.features.map((f) => f.id)).toEqual(Array.from({ length: 4500 }, (_, i) => i));
    expect(asked.map((u) => new URL(u).searchParams.get('resultOffset'))).toEqual([
      '0',
      '2000',
      '4000',
    ]);
  });

  it('follows the server’s own smaller limit, offset by the records received', async () => {
    const { fetchImpl, asked } = layer(2500, 1000);
    const collection = await fetchArcGisFeatures(QUERY, fetchImpl);
    expect(collection.features).toHaveLength(2500);
    expect(asked.map((u) => new URL(u).searchParams.get('resultOffset'))).toEqual([
      '0',
      '1000',
      '2000',
    ]);
  });

  it('stops on an empty page even if it claims more', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return new Response(calls === 1 ? page(0, 3, true) : page(3, 0, true));
    }) as unknown as typeof fetch;
    expect((await fetchArcGisFeatures(QUERY, fetchImpl)).features).toHaveLength(3);
    expect(calls).toBe(2);
  });

  it('fails as a whole when a later page fails', async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return calls === 1 ? new Response(page(0, 2, true)) : new Response('busy', { status: 503 });
    }) as unknown as typeof fetch;
    await expect(fetchArcGisFeatures(QUERY, fetchImpl)).rejects.toThrow('HTTP 503');
  });
});

describe('arcGisPagedFetch in an upstream source', () => {
  it('serves every page as one data set, and keeps it when a refresh fails', async () => {
    let fail = false;
    const { fetchImpl } = layer(2100, 2000);
    const flaky = (async (input: string | URL | Request) =>
      fail ? new Response('', { status: 500 }) : fetchImpl(input)) as typeof fetch;
    const errors: string[] = [];
    const upstream = createUpstreamSource({
      datasetId: 'aquaculture',
      url: QUERY,
      adapter: (body) => JSON.parse(body),
      refreshMs: 0,
      fetch: arcGisPagedFetch(flaky),
      logger: { info: () => undefined, warn: () => undefined, error: (m) => errors.push(m) },
    });
    expect(await upstream.refresh()).toBe(true);
    expect(upstream.current().features).toHaveLength(2100);
    fail = true;
    expect(await upstream.refresh()).toBe(false);
    expect(upstream.current().features).toHaveLength(2100);
    expect(errors[0]).toMatch(/HTTP 500 for page at offset 0; keeping the last data/);
  });
});
