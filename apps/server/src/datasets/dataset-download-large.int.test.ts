// A large dataset's downloads on a listening server: the file is streamed in chunks, another
// request is answered while it is written, and the file reads back whole.
import type { AddressInfo } from 'node:net';
import { Readable, Transform } from 'node:stream';
import { type DatasetManifest } from '@havkart/datasets-core';
import { startGeoJsonDataset, type DatasetServerPart } from '@havkart/datasets-core/server';
import { missingDebianReaders, ogrFeatureCounts, withFile } from '@havkart/export/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureManifest } from './testing/fixture-dataset.js';
import { datasetRoutesApp } from './testing/dataset-routes-app.js';

const LINES = 20_000;
const VERTICES = 3;

const manifest: DatasetManifest = {
  ...fixtureManifest,
  id: 'testlargelines',
  name: { 'nb-NO': 'Mange linjer', 'en-US': 'Many lines' },
  featureKey: { field: 'lineId' },
  sources: [{ dataUrl: '/api/v1/datasets/testlargelines/geojson' }],
  download: { formats: ['xlsx', 'gpx', 'geojson', 'csv'], nameProperty: 'lineId' },
};

function manyLines() {
  return {
    type: 'FeatureCollection',
    features: Array.from({ length: LINES }, (_, i) => ({
      type: 'Feature',
      properties: { lineId: `linje-${i}`, depth: i / 7, note: `Strekning ${i % 97} ved kysten` },
      geometry: {
        type: 'LineString',
        coordinates: Array.from({ length: VERTICES }, (_, v) => [
          5 + (i % 200) / 10 + v * 0.01,
          58 + Math.floor(i / 200) / 10,
        ]),
      },
    })),
  };
}

const part: DatasetServerPart = {
  datasetId: manifest.id,
  start: (context) =>
    startGeoJsonDataset(
      {
        manifest,
        demo: manyLines,
        adapter: (body) => JSON.parse(body) as unknown,
        defaultRefreshMs: 600_000,
      },
      context,
    ),
};

/** What the server did, in order: the download's last chunk handed on, the ping answered. */
const serverEvents: string[] = [];
let ping: Promise<string> | null = null;
const isDownload = (url: string) => url.startsWith(`/api/v1/datasets/${manifest.id}/download`);

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await datasetRoutesApp({ manifests: [manifest], parts: [part] });
  // Once the download's first chunk is out, another request arrives: the server must answer
  // it while it writes the rest of the workbook, not after. A body written in one piece
  // would come here as a Buffer, its writing done.
  const askPing = () => {
    ping = fetch(`${origin}/ping`).then((answer) => answer.text());
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!isDownload(request.url)) return payload;
    if (!(payload instanceof Readable)) {
      serverEvents.push('download written');
      askPing();
      return payload;
    }
    let first = true;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (first) askPing();
        first = false;
        done(null, chunk);
      },
      flush(done) {
        serverEvents.push('download written');
        done();
      },
    });
    return payload.pipe(tap);
  });
  app.get('/ping', { config: { access: 'public' } }, () => {
    serverEvents.push('ping answered');
    return 'pong';
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => app?.close());

describe('a large dataset downloaded as Excel (R28.07)', () => {
  it('streams the workbook, answering another request meanwhile; every row reads back', async () => {
    const response = await fetch(`${origin}/api/v1/datasets/${manifest.id}/download?format=xlsx`);
    expect(response.status).toBe(200);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(await ping).toBe('pong');
    expect(serverEvents).toEqual(['ping answered', 'download written']);
    expect([...body.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    if (missingDebianReaders().includes('gdal-bin') && process.env.CI !== 'true') return;
    const counts = withFile(body, 'xlsx', (path) => ogrFeatureCounts(path, ['HEADERS=FORCE']));
    expect(counts).toEqual({ 'Mange linjer': LINES * VERTICES });
  });
});

describe('a large dataset downloaded as GPX, GeoJSON and CSV (R28.01, R28.02, R28.08)', () => {
  const READ = {
    gpx: (text: string) => text.split('<trk>').length - 1,
    geojson: (text: string) => (JSON.parse(text) as { features: unknown[] }).features.length,
    // A header row, then a row per vertex.
    csv: (text: string) => text.split('\r\n').length - 2,
  };
  const EXPECTED = { gpx: LINES, geojson: LINES, csv: LINES * VERTICES };

  it.each(['gpx', 'geojson', 'csv'] as const)(
    'streams the %s file, answering another request meanwhile; every feature reads back',
    async (format) => {
      serverEvents.length = 0;
      ping = null;
      const response = await fetch(
        `${origin}/api/v1/datasets/${manifest.id}/download?format=${format}`,
      );
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(await ping).toBe('pong');
      expect(serverEvents).toEqual(['ping answered', 'download written']);
      expect(READ[format](text)).toBe(EXPECTED[format]);
    },
  );
});
