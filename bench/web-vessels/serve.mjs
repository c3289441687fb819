// Serves one benchmark page: the bundled entry as /page.js beside MapLibre's own files.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Bundles `entry` and serves it; resolves with the origin and a stop function. `handle`
 * may answer other paths first (a proxy to a real server); it returns true when it did.
 */
export async function servePage(entry, handle = () => false) {
  const bundle = await build({
    entryPoints: [path.isAbsolute(entry) ? entry : path.join(import.meta.dirname, entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    write: false,
    logLevel: 'error',
  });
  const dist = path.join(root, 'node_modules', 'maplibre-gl', 'dist');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (handle(req, res, url)) return;
    if (url.pathname === '/page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(bundle.outputFiles[0].text);
    }
    if (url.pathname.startsWith('/maplibre/')) {
      const file = path.join(dist, path.basename(url.pathname));
      if (!fs.existsSync(file)) return res.writeHead(404).end();
      res.writeHead(200, {
        'content-type': file.endsWith('.css') ? 'text/css' : 'text/javascript',
      });
      return res.end(fs.readFileSync(file));
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><link rel="stylesheet" href="/maplibre/maplibre-gl.css">
<style>html,body,#map{margin:0;width:100%;height:100%}</style><div id="map"></div>
<script type="module" src="/page.js"></script>`);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}
