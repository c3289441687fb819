import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-support/test-app.js';

describe('security defaults', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', {
      EMBED_ORIGINS: 'https://partner.example',
      RATE_LIMIT_MAX: '5',
    });
  });
  afterAll(async () => testApp.cleanup());

  it('allows only our own origin, and framing only by the configured embedders', async () => {
    const response = await testApp.app.inject('/api/v1/timestamp');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no CORS headers unless origins are configured', async () => {
    const response = await testApp.app.inject({
      url: '/api/v1/timestamp',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names the bad field of a request in a 400 problem document', async () => {
    const response = await testApp.app.inject('/tiles/basemap/zz/0/0.pbf');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json<{ detail: string; errors: Record<string, string[]> }>();
    expect(Object.keys(problem.errors)).toContain('params.z');
    expect(problem.detail).toContain('params.z');
  });

  it('keeps the same policy on the API documentation pages', async () => {
    const response = await testApp.app.inject('/api/docs');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // No bare `https:` source (any https origin) and no forced upgrade.
    expect(csp).not.toMatch(/(^|[\s;])https:(\s|;|$)|upgrade-insecure-requests/);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await testApp.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/api/v1/timestamp',
        '/tiles/{datasetId}/{z}/{x}/{y}.pbf',
      ]),
    );
  });

  it('rate-limits the API with a problem document, but never tiles', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await testApp.app.inject('/api/v1/timestamp')).statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await testApp.app.inject('/api/v1/timestamp');
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });

    for (let i = 0; i < 20; i += 1) {
      const tile = await testApp.app.inject('/tiles/basemap/0/0/0.pbf');
      expect(tile.statusCode).not.toBe(429);
    }
  });
});

describe('rate limit scope', () => {
  let testApp: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Havkart</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    testApp = await startTestApp('sqlite', { WEB_DIST_DIR: dist, RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await testApp.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('counts only API requests: page loads, assets, tiles and glyphs leave the budget whole', async () => {
    for (let i = 0; i < 10; i += 1) {
      for (const url of [
        '/',
        '/ais/257000000',
        '/assets/index-Ab12Cd34.js',
        '/tiles/basemap/0/0/0.pbf',
        '/fonts/Noto%20Sans%20Regular/0-255.pbf',
        '/healthz',
      ]) {
        const response = await testApp.app.inject(url);
        expect(response.statusCode, url).toBeLessThan(400);
        expect(response.headers['x-ratelimit-remaining'], url).toBeUndefined();
      }
    }
    const api = [];
    for (const url of ['/api/v1/timestamp', '/bwapi/v1/timestamp', '/api/v1/timestamp']) {
      api.push((await testApp.app.inject(url)).statusCode);
    }
    expect(api).toEqual([200, 200, 200]);
    expect((await testApp.app.inject('/bwapi/v1/timestamp')).statusCode).toBe(429);
  });
});
