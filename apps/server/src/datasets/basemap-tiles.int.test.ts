import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pointTile, writePmtiles } from '@havkart/datasets-core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** Web Mercator tile containing a point (XYZ, y from the north). */
function tileOf(z: number, lat: number, lon: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

describe('base-map tiles', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { DEMO_USERS: 'false' });
  });
  afterAll(async () => testApp.cleanup());

  const bergen = tileOf(12, 60.39, 5.32);
  const bergenUrl = `/tiles/basemap/12/${bergen.x}/${bergen.y}.pbf`;

  it('serves a coastal tile as gzip MVT with a strong ETag and cache headers', async () => {
    const response = await testApp.app.inject({
      url: bergenUrl,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toMatch(/^"[\w+/=-]{16,}"$/);
    expect(response.headers['cache-control']).toContain('max-age=');
    const mvt = zlib.gunzipSync(response.rawPayload);
    // An MVT layer's name is a length-delimited string; both layers are in a coastal tile.
    expect(mvt.includes(Buffer.from('land'))).toBe(true);
    expect(mvt.includes(Buffer.from('coastline'))).toBe(true);
  });

  it('answers 304 when the client holds the same tile', async () => {
    const first = await testApp.app.inject(bergenUrl);
    const again = await testApp.app.inject({
      url: bergenUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('unzips for a client that does not accept gzip', async () => {
    const response = await testApp.app.inject({
      url: bergenUrl,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.includes(Buffer.from('coastline'))).toBe(true);
  });

  it('answers 204 where there is no land at all (open sea)', async () => {
    const sea = tileOf(12, 66.0, 2.0);
    const response = await testApp.app.inject(`/tiles/basemap/12/${sea.x}/${sea.y}.pbf`);
    expect(response.statusCode).toBe(204);
  });

  it('answers 404 for tiles outside the grid', async () => {
    const response = await testApp.app.inject('/tiles/basemap/2/4/0.pbf');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('glyphs', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { DEMO_USERS: 'false' });
  });
  afterAll(async () => testApp.cleanup());

  it('serves Noto Sans glyph ranges, choosing the first font of a stack we hold', async () => {
    const response = await testApp.app.inject(
      '/fonts/Open%20Sans%20Bold,Noto%20Sans%20Regular/0-255.pbf',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  it('rejects a malformed range and names it', async () => {
    const response = await testApp.app.inject('/fonts/Noto%20Sans%20Regular/0-999.pbf');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('range');
  });

  it('answers 404 for a font stack we do not hold', async () => {
    const response = await testApp.app.inject('/fonts/Comic%20Sans/0-255.pbf');
    expect(response.statusCode).toBe(404);
  });
});

describe('base map from BASEMAP_URL (a PMTiles archive)', () => {
  let testApp: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'havkart-basemap-url-'));
  beforeAll(async () => {
    const archive = path.join(dir, 'site.pmtiles');
    const water = pointTile('water', { class: 'ocean' });
    const metadata = { vector_layers: [{ id: 'water' }, { id: 'transportation' }] };
    writeFileSync(
      archive,
      writePmtiles({ tiles: new Map([['1/1/0', water]]), metadata, minZoom: 0, maxZoom: 1 }),
    );
    testApp = await startTestApp('sqlite', { BASEMAP_URL: archive, DEMO_USERS: 'false' });
  });
  afterAll(async () => {
    await testApp.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the archive through the same tile route, and the catalogue names its schema', async () => {
    const tile = await testApp.app.inject({
      url: '/tiles/basemap/1/1/0.pbf',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(tile.statusCode).toBe(200);
    expect(zlib.gunzipSync(tile.rawPayload).includes(Buffer.from('ocean'))).toBe(true);
    expect((await testApp.app.inject('/tiles/basemap/1/0/0.pbf')).statusCode).toBe(204);
    const catalogue = (await testApp.app.inject('/api/v1/spadataset/data/havkart?lang=en')).json();
    expect(catalogue.basemap).toMatchObject({ tileSchema: 'openmaptiles', tileMaxZoom: 1 });
    expect(catalogue['basemap-simple']).toMatchObject({ tileSchema: 'openmaptiles' });
  });
});
