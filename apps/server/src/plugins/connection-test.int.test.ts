import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// The web app decides whether it is online by fetching this file with a random query value
// (spec 01 §4, §7); a cached answer would say "online" with the network down. Without a
// built web app the route answers too (catalogue.int.test.ts checks that case).
describe('connection test file', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-web-'));
  let built: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Havkart</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    // A build that ships the file too must neither clash with the route nor cache it.
    fs.writeFileSync(path.join(dist, 'assets', 'connectionTestFile.txt'), 'ok\n');
    built = await startTestApp('sqlite', { WEB_DIST_DIR: dist, DEMO_USERS: 'false' });
  });
  afterAll(async () => {
    await built?.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is never cached, also when the build holds a copy', async () => {
    const response = await built.app.inject(`/assets/connectionTestFile.txt?${Math.random()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const head = await built.app.inject({
      method: 'HEAD',
      url: '/assets/connectionTestFile.txt?1',
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('leaves the other assets cached for a year', async () => {
    const response = await built.app.inject('/assets/index-Ab12Cd34.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
