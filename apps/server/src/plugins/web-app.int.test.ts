import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** Large enough to be worth compressing. */
const BIG_SCRIPT = 'export const glyphs = "abcdefghijklmnopqrstuvwxyz";\n'.repeat(200);

describe('web app serving', () => {
  let testApp: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Havkart</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // A script with the build's brotli copy beside it (and no gzip copy).
    fs.writeFileSync(path.join(dist, 'assets', 'maplibre-Ef56Gh78.js'), BIG_SCRIPT);
    fs.writeFileSync(
      path.join(dist, 'assets', 'maplibre-Ef56Gh78.js.br'),
      zlib.brotliCompressSync(BIG_SCRIPT),
    );
    fs.writeFileSync(path.join(dist, 'silent.html'), '<!doctype html><title>silent</title>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    // A short request timeout, for the stalled-body test below (Node's own clock cuts it).
    testApp = await startTestApp('sqlite', { WEB_DIST_DIR: dist, REQUEST_TIMEOUT_MS: '200' });
  });
  afterAll(async () => {
    await testApp.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it on every load', async () => {
    const response = await testApp.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the silent sign-in frame with the small callback page, never the app', async () => {
    const response = await testApp.app.inject('/oidc_silent_redirect_uri?code=x&state=y');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>silent</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker at /sw.js, revalidated on every check (R26.21)', async () => {
    const response = await testApp.app.inject('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses map glyphs, which mime-db does not list as compressible', async () => {
    const response = await testApp.app.inject({
      url: '/fonts/Noto%20Sans%20Regular/0-255.pbf',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy of an asset as it is, to a browser that accepts it", async () => {
    const response = await testApp.app.inject({
      url: '/assets/maplibre-Ef56Gh78.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('compresses an asset on the fly where the build made no copy in that encoding', async () => {
    const response = await testApp.app.inject({
      url: '/assets/maplibre-Ef56Gh78.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await testApp.app.inject('/assets/maplibre-Ef56Gh78.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it.each(['/ais/257000000', '/point/10.75_59.91', '/customroute', '/vessel/257000000'])(
    'answers the client-side route %s with the app',
    async (url) => {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Havkart</title>');
    },
  );

  it.each([
    '/api/v1/nothing',
    '/tiles/nothing',
    '/assets/missing.js',
    '/missing.png',
    '/assets/maplibre-Ef56Gh78.js.br',
  ])('does not answer server paths or missing files with the app: %s', async (url) => {
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it.each([
    '/API/V1/ADMIN/USERS',
    '/Api/v1/timestamp/x',
    '/AUTH/nothing',
    '/LIVE/v1/nothing',
    '/Tiles/nothing',
    '/BWAPI/V1/nothing',
  ])('answers %s, a server path in another case, with a problem, not the app', async (url) => {
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  describe('over a real connection', () => {
    let port = 0;
    beforeAll(async () => {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      port = (testApp.app.server.address() as net.AddressInfo).port;
    });

    /** Sends raw bytes and resolves with all the server wrote once it closes the connection. */
    const exchange = (bytes: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(answer));
      });

    it('drops a request whose body stops short of its Content-Length, with a problem', async () => {
      const answer = await exchange(
        'POST /live/v1/latest/combined HTTP/1.1\r\nHost: x\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        status: 408,
      });
    });

    it('answers headers too large with a 431 problem', async () => {
      const answer = await exchange(
        `GET /api/v1/timestamp HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/content-type: application\/problem\+json/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        status: 431,
        title: 'Request Header Fields Too Large',
      });
    });
  });
});
