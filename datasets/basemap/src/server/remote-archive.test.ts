// BASEMAP_URL naming a PMTiles archive on another server: the base map reads it by HTTP byte
// ranges, the header and directories first, then each tile's own bytes, never the whole file.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { pointTile, writePmtiles } from '@havkart/datasets-core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPart } from './part.js';

interface Served {
  range: string | undefined;
  status: number;
  bytes: number;
}

/** A tile too big for the first 16 KiB read: its bytes must come in a range of their own. */
const bigTile = (name: string) =>
  pointTile('water', { name, padding: randomBytes(24_000).toString('base64') });

describe('base map from a PMTiles archive at an http URL', () => {
  const archive = writePmtiles({
    tiles: new Map([
      ['0/0/0', pointTile('water', { name: 'world' })],
      ['1/0/0', bigTile('north-west')],
      ['1/1/0', bigTile('north-east')],
    ]),
    metadata: { vector_layers: [{ id: 'water' }, { id: 'transportation' }] },
    minZoom: 0,
    maxZoom: 1,
  });
  const served: Served[] = [];
  // A plain static file server that honours single byte ranges, as object stores do.
  const server = http.createServer((request, response) => {
    const range = request.headers.range;
    const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
    if (!match) {
      served.push({ range, status: 200, bytes: archive.length });
      response.writeHead(200, { 'content-length': archive.length });
      response.end(archive);
      return;
    }
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), archive.length - 1);
    const body = archive.subarray(start, end + 1);
    served.push({ range, status: 206, bytes: body.length });
    response.writeHead(206, {
      'content-length': body.length,
      'content-range': `bytes ${start}-${end}/${archive.length}`,
      etag: '"site-archive-1"',
    });
    response.end(body);
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site.pmtiles`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the header, then only the ranges of the tiles asked for', async () => {
    expect(archive.length).toBeGreaterThan(2 * 16_384);
    const ignore = () => undefined;
    const services = await serverPart.start({
      settings: { URL: url },
      logger: { info: ignore, warn: ignore, error: ignore },
      tileCacheBytes: 1_000_000,
      fetch,
    });
    try {
      expect(services.tileSchema).toBe('openmaptiles');
      expect([services.tiles?.minZoom, services.tiles?.maxZoom]).toEqual([0, 1]);
      const opened = served.length;
      expect(opened).toBeGreaterThan(0);

      const tile = await services.tiles!.getTile(1, 1, 0);
      expect(gunzipSync(tile!.data).includes(Buffer.from('north-east'))).toBe(true);
      // One more request, for that tile's bytes alone.
      expect(served).toHaveLength(opened + 1);
      const tileRead = served.at(-1)!;
      expect(tileRead.bytes).toBeLessThan(archive.length / 2);
      expect(gunzipSync(tile!.data).length).toBeGreaterThan(24_000);

      expect(await services.tiles!.getTile(1, 0, 1)).toBeNull();
      const world = await services.tiles!.getTile(0, 0, 0);
      expect(gunzipSync(world!.data).includes(Buffer.from('world'))).toBe(true);

      // Every request asked for a byte range and got just that range.
      expect(served.every((s) => s.status === 206 && /^bytes=\d+-\d+$/.test(s.range ?? ''))).toBe(
        true,
      );
      const total = served.reduce((sum, s) => sum + s.bytes, 0);
      expect(total).toBeLessThan(archive.length);
    } finally {
      await services.close?.();
    }
  });
});
