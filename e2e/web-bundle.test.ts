import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/server.js';

// The build the browser tests serve: WEB_DIST_DIR where one is built elsewhere.
const dist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist');
const assets = path.join(dist, 'assets');
const scripts = fs.readdirSync(assets).filter((name) => /\.m?js$/.test(name));

/** The chunk files whose name starts with a module's name (Vite names chunks after them). */
function chunk(name: string): string[] {
  return scripts.filter((file) => file.startsWith(`${name}-`));
}

/** Sources of the web app itself (not of a dataset or a package) that a chunk was built from. */
function appSources(file: string): string[] {
  const map = path.join(assets, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  const sources = (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  // Paths are relative to the assets folder, wherever the build was written.
  const appSrc = path.join(repoRoot, 'apps', 'web', 'src') + path.sep;
  return sources
    .map((source) => path.resolve(assets, source))
    .filter((source) => source.startsWith(appSrc));
}

/** Static imports of a chunk: what must load before its code runs. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  return [
    ...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+)["']/g),
  ].map((match) => match[1] as string);
}

/** Every chunk that must load before `file` runs, `file` included. */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImports(next));
  }
  return seen;
}

/** The download writers of `@havkart/export`, each a chunk named after its module. */
const WRITERS = ['gpx', 'geojson', 'csv', 'xlsx', 'shape'];

describe('web app bundle split by route and pane (spec 01 §2)', () => {
  it('gives the panes and details views chunks of their own', () => {
    for (const name of [
      'Menu',
      'Legend',
      'ModalHost',
      'ToastHost',
      'NightOverlay',
      'Splash',
      'FullScreenLayer',
      'HomeView',
      'PointView',
      'DatasetView',
      'NotFoundView',
      'NotAvailableYetView',
      'SignInCallbackView',
      'MapControlsHost',
      'FavouritesPanel',
      'FavouritePopup',
      'ShareDialog',
      'EmbedDialog',
      'SharedPositionView',
      'CachingView',
    ]) {
      // Dataset parts may have lazy views of the same name (each dataset's Legend); the
      // app's own module is in exactly one chunk, and nothing else is in that chunk's name.
      const own = chunk(name).filter((file) =>
        appSources(file).some((s) => s.endsWith(`/${name}.tsx`)),
      );
      expect(own, name).toHaveLength(1);
    }
  });

  it('keeps MapLibre out of what the first paint waits for', () => {
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(
      fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    const seen = new Set<string>();
    const queue = [entry as string];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImports(file));
    }
    expect([...seen].some((file) => file.startsWith('maplibre-'))).toBe(false);
    // The map engine itself, apart from its worker (maplibre-gl-worker-….mjs).
    expect(chunk('maplibre').filter((file) => file.endsWith('.js'))).toHaveLength(1);
  });

  it('loads each download writer on first use: none in the entry or the map chunks', () => {
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(
      fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    const mapChunks = chunk('maplibre').filter((file) => file.endsWith('.js'));
    const loadedFirst = new Set(
      [entry as string, ...mapChunks].flatMap((file) => [...staticClosure(file)]),
    );
    for (const writer of WRITERS) {
      const files = chunk(writer).filter((file) => file.endsWith('.js'));
      expect(files, writer).toHaveLength(1);
      expect(loadedFirst.has(files[0] as string), writer).toBe(false);
    }
  });

  it('holds every chunk but the one MapLibre module under 500 kB', () => {
    for (const file of scripts) {
      if (file.startsWith('maplibre-')) continue;
      expect(fs.statSync(path.join(assets, file)).size, file).toBeLessThan(500 * 1024);
    }
  });

  it('gives the silent sign-in page a few scripts of its own: no React, no map, no app', () => {
    // What the hidden frame loads: the page's script and every module it preloads or imports.
    const page = fs.readFileSync(path.join(dist, 'silent.html'), 'utf8');
    const named = [...page.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
      (match) => match[1] as string,
    );
    expect(named.length).toBeGreaterThan(0);
    const loaded = new Set(named.flatMap((file) => [...staticClosure(file)]));
    expect([...loaded].filter((file) => /^(index|react|maplibre|i18n)-/.test(file))).toEqual([]);
    const bytes = [...loaded].reduce(
      (sum, file) => sum + fs.statSync(path.join(assets, file)).size,
      0,
    );
    // The sign-in library (oidc-client-ts, about 66 kB) and little else.
    expect(bytes).toBeLessThan(100 * 1024);
  });
});
