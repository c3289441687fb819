// The writers as the web app gets them: bundled by Vite for the browser, each writer its own
// chunk, run in Debian's Chromium, and the bytes equal to or read back the same as what Node
// writes.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from './formats.js';
import { readBack } from './testing/read-back.js';
import { SAMPLE_DOCUMENT } from './testing/sample-document.js';

const CHROMIUM = '/usr/bin/chromium';
const missing = !existsSync(CHROMIUM);
if (missing && process.env.CI !== 'true') console.warn(`${CHROMIUM} missing: skipping`);

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

describe.skipIf(missing && process.env.CI !== 'true')('writers in a browser build', () => {
  let folder: string;
  let server: Server;
  let written: Record<string, Uint8Array>;

  beforeAll(async () => {
    expect(existsSync(CHROMIUM), 'CI requires chromium').toBe(true);
    folder = mkdtempSync(join(tmpdir(), 'havkart-export-browser-'));
    writeFileSync(
      join(folder, 'index.html'),
      '<!doctype html><html><body><script type="module" src="./entry.ts"></script></body></html>',
    );
    writeFileSync(
      join(folder, 'entry.ts'),
      `import { EXPORT_FORMATS } from '${SOURCE}formats.ts';
       import { SAMPLE_DOCUMENT } from '${SOURCE}testing/sample-document.ts';
       window.writeAll = async () => {
         const out = {};
         for (const f of EXPORT_FORMATS) out[f.id] = [...(await (await f.load())(SAMPLE_DOCUMENT))];
         return out;
       };`,
    );
    await build({
      configFile: false,
      root: folder,
      logLevel: 'silent',
      resolve: { conditions: ['source'] },
      build: { outDir: join(folder, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
    });
    const dist = join(folder, 'dist');
    server = createServer((request, response) => {
      const path = join(dist, request.url === '/' ? 'index.html' : (request.url ?? ''));
      if (!path.startsWith(dist) || !existsSync(path)) return response.writeHead(404).end();
      const type = extname(path) === '.js' ? 'text/javascript' : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(readFileSync(path));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => 'writeAll' in window);
      const out = await page.evaluate(() =>
        (window as unknown as { writeAll: () => Promise<Record<string, number[]>> }).writeAll(),
      );
      expect(errors).toEqual([]);
      written = Object.fromEntries(Object.entries(out).map(([id, b]) => [id, new Uint8Array(b)]));
    } finally {
      await browser.close();
    }
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('puts each writer in a chunk of its own, out of the entry chunk', () => {
    const assets = readdirSync(join(folder, 'dist', 'assets'));
    for (const name of ['gpx', 'geojson', 'csv', 'xlsx', 'shape', 'olex']) {
      expect(
        assets.some((asset) => asset.startsWith(`${name}-`)),
        name,
      ).toBe(true);
    }
    const entry = assets.find((asset) => asset.startsWith('index-'))!;
    // A writer's code (the shapefile's dbf, fflate) stays in its chunk; the entry holds only the registry.
    expect(statSync(join(folder, 'dist', 'assets', entry)).size).toBeLessThan(20_000);
  });

  it('writes GPX, GeoJSON, CSV and Excel byte for byte as Node does', async () => {
    for (const id of ['gpx', 'geojson', 'csv', 'xlsx']) {
      const format = EXPORT_FORMATS.find((f) => f.id === id)!;
      expect(written[id], id).toEqual(await (await format.load())(SAMPLE_DOCUMENT));
    }
  });

  it('writes Shape files that read back as Node’s do', async () => {
    for (const id of ['shape']) {
      const format = EXPORT_FORMATS.find((f) => f.id === id)!;
      const fromNode = await readBack(id, await (await format.load())(SAMPLE_DOCUMENT));
      expect(await readBack(id, written[id]!), id).toEqual(fromNode);
    }
  });
});
