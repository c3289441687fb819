import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_SIGNATURE_FOR_TESTS, decodePngForTests } from './png.testing.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { tileAt } from '../test-support/tile-at.js';

// Raster tiles through our server (R14.35–R14.38): demo tiles drawn from the base map's land,
// an upstream's PNG passed through with ETag and cache, 204 where it has none, 502 for
// anything but an image (never cached), the aerial token. No database work behind these
// routes, so SQLite alone.

// A real PNG as Kartverket's cache serves one: 1 × 1, opaque blue.
const KARTVERKET_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNgaPj/HwAE/wJ/lYtWxgAAAABJRU5ErkJggg==',
  'base64',
);

let upstream: Server;
let hits: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url?.startsWith('/topo/5/')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(KARTVERKET_PNG);
    } else if (request.url?.startsWith('/topo/6/')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  vi.stubEnv('PROXY_ALLOWED_HOSTS', `127.0.0.1:${port}`);
  vi.stubEnv('PROXY_ALLOW_HTTP', 'true');
  testApp = await startTestApp('sqlite', {
    DEMO_USERS: 'false',
    DATASET_NATIONALMAP_URL: `http://127.0.0.1:${port}/topo/{z}/{y}/{x}.png`,
  });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await testApp?.cleanup();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('raster tiles', () => {
  it('pass the upstream’s PNG through, with an ETag, then from the cache', async () => {
    hits = [];
    const url = '/tiles/nationalmap/5/16/9.png';
    const first = await testApp.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(KARTVERKET_PNG)).toBe(true);
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();
    expect(hits).toEqual(['/topo/5/9/16.png']);
    expect((await testApp.app.inject(url)).rawPayload.equals(KARTVERKET_PNG)).toBe(true);
    expect(hits).toHaveLength(1);
    const again = await testApp.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answer 204 where the upstream has no tile', async () => {
    expect((await testApp.app.inject('/tiles/nationalmap/7/66/35.png')).statusCode).toBe(204);
  });

  it('answer 502 problem+json for an upstream answering no image, and never cache it', async () => {
    hits = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await testApp.app.inject('/tiles/nationalmap/6/33/17.png');
      expect(response.statusCode).toBe(502);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(hits).toHaveLength(2);
  });

  it('draw demo tiles from the base map: Svalbard land in the land colour, open sea in the sea colour', async () => {
    const land = await testApp.app.inject(`/tiles/nauticalchart/${tileAt(16.5, 78.6, 8)}.png`);
    expect(land.statusCode).toBe(200);
    expect(land.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE_FOR_TESTS)).toBe(true);
    const sea = await testApp.app.inject(`/tiles/nauticalchart/${tileAt(-20, 50, 8)}.png`);
    const landPixels = decodePngForTests(land.rawPayload);
    const seaPixels = decodePngForTests(sea.rawPayload);
    // nauticalchart's demo look: land #f4e4b8, sea #ffffff.
    expect(landPixels.count('#f4e4b8')).toBeGreaterThan(0.5 * 256 * 256);
    expect(seaPixels.count('#ffffff')).toBeGreaterThan(0.9 * 256 * 256);
    expect(seaPixels.count('#f4e4b8')).toBe(0);
  });

  it('list the raster base maps in the catalogue without the API key, demo data where no URL is set', async () => {
    const body = (await testApp.app.inject('/api/v1/spadataset/data/havkart?lang=en')).json();
    expect(body['nationalmap']).toMatchObject({
      baseMap: true,
      needsApiKey: false,
      demoData: false,
    });
    expect(body['nauticalchart']).toMatchObject({
      baseMap: true,
      needsApiKey: false,
      demoData: true,
    });
    expect(body['aerial'].sources[0].dataUrl).toBe('/tiles/aerial/{z}/{x}/{y}.jpg');
  });

  it.each([
    ['outside the zoom range', '/tiles/nauticalchart/19/0/0.png', 404],
    ['outside the grid', '/tiles/nauticalchart/2/4/0.png', 404],
    ['the wrong format', '/tiles/nauticalchart/2/1/1.jpg', 404],
    ['a vector dataset', '/tiles/rocks/12/2105/1180.png', 404],
  ])('answer 404 for a tile %s', async (_case, url, status) => {
    expect((await testApp.app.inject(url)).statusCode).toBe(status);
  });

  it('answer 400 naming the field for coordinates that are no numbers', async () => {
    const response = await testApp.app.inject('/tiles/nauticalchart/2/x1/1.png');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('x');
  });
});

describe('aerial imagery token (R14.37)', () => {
  it('is answered as text, and aerial tiles need it: 401 naming querystring.token without', async () => {
    const missing = await testApp.app.inject('/tiles/aerial/3/4/2.jpg');
    expect(missing.statusCode).toBe(401);
    expect(JSON.stringify(missing.json())).toContain('querystring.token');
    const wrong = await testApp.app.inject('/tiles/aerial/3/4/2.jpg?token=1.abc');
    expect(wrong.statusCode).toBe(401);
    const tokenResponse = await testApp.app.inject('/bwapi/v1/proxy/token');
    expect(tokenResponse.statusCode).toBe(200);
    expect(tokenResponse.headers['content-type']).toContain('text/plain');
    const token = tokenResponse.body;
    const ok = await testApp.app.inject(
      `/tiles/aerial/3/4/2.jpg?token=${encodeURIComponent(token)}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
  });
});
