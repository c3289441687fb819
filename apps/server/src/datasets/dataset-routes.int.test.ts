import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import type { FastifyInstance } from 'fastify';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureManifest, fixtureServerPart, UPSTREAM_FIXTURE } from './testing/fixture-dataset.js';
import { datasetRoutesApp } from './testing/dataset-routes-app.js';
import { tileAt } from '../test-support/tile-at.js';

/** The dataset routes on a server holding only the fixture dataset, started from `env`. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await datasetRoutesApp({
    manifests: [fixtureManifest],
    parts: [fixtureServerPart],
    env,
  });
  await app.ready();
  return app;
}

/** XYZ tile holding lon/lat at zoom z, as a URL of the fixture dataset. */
function tileUrl(lon: number, lat: number, z: number): string {
  return `/tiles/testwarnings/${tileAt(lon, lat, z)}.pbf`;
}

function eventIds(payload: Buffer): unknown[] {
  const layer = new VectorTile(new Pbf(gunzipSync(payload))).layers['testwarnings'];
  return Array.from(
    { length: layer?.length ?? 0 },
    (_, i) => layer!.feature(i).properties['eventId'],
  );
}

describe('dataset tiles and GeoJSON from the demo source', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(async () => app.close());

  it('serves the demo data as gzip MVT with an ETag, 304 for the same tile', async () => {
    const url = tileUrl(18.95, 69.65, 8);
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(eventIds(response.rawPayload)).toEqual(['demo-1']);
    const again = await app.inject({
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 204 for an empty tile, 404 outside the zoom range or grid, 400 for bad numbers', async () => {
    expect((await app.inject(tileUrl(5, 60, 8))).statusCode).toBe(204);
    for (const url of [
      tileUrl(18.95, 69.65, 2),
      tileUrl(18.95, 69.65, 13),
      '/tiles/testwarnings/3/8/0.pbf',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await app.inject('/tiles/testwarnings/1e1/0/0.pbf')).statusCode).toBe(400);
    expect((await app.inject('/tiles/nosuchdataset/3/0/0.pbf')).statusCode).toBe(404);
  });

  it('serves the GeoJSON of a small dataset', async () => {
    const response = await app.inject('/api/v1/datasets/testwarnings/geojson');
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .features.map((f: { properties: { eventId: string } }) => f.properties.eventId),
    ).toEqual(['demo-1']);
    expect(app.datasetServices.get('testwarnings')?.demoData).toBe(true);
  });
});

describe('dataset tiles from the real upstream (DATASET_{ID}_URL)', () => {
  let upstream: Server;
  let status = 200;
  let base = '';
  beforeAll(async () => {
    upstream = createServer((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/geo+json' });
      response.end(status === 200 ? UPSTREAM_FIXTURE : '');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('tiles what the upstream serves, not the demo data, and says it is not demo data', async () => {
    const app = await appWith({ DATASET_TESTWARNINGS_URL: `${base}/warnings.geojson` });
    try {
      const response = await app.inject({
        url: tileUrl(5.1, 60.05, 6),
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(eventIds(response.rawPayload).sort()).toEqual(['w1', 'w2']);
      expect((await app.inject(tileUrl(18.95, 69.65, 8))).statusCode).toBe(204);
      expect(app.datasetServices.get('testwarnings')?.demoData).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('starts with empty data when the upstream fails at start, without failing the server', async () => {
    status = 503;
    try {
      const app = await appWith({ DATASET_TESTWARNINGS_URL: `${base}/warnings.geojson` });
      const response = await app.inject('/api/v1/datasets/testwarnings/geojson');
      expect(response.json().features).toEqual([]);
      await app.close();
    } finally {
      status = 200;
    }
  });
});
