import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('web app serving', () => {
  let testApp: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Havkart</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    testApp = await startTestApp('sqlite', { WEB_DIST_DIR: dist });
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

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/ais/257000000', '/point/10.75_59.91', '/customroute', '/vessel/257000000'])(
    'answers the client-side route %s with the app',
    async (url) => {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Havkart</title>');
    },
  );

  it.each(['/api/v1/nothing', '/tiles/nothing', '/assets/missing.js', '/missing.png'])(
    'does not answer server paths or missing files with the app: %s',
    async (url) => {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );
});
