import fs from 'node:fs';
import path from 'node:path';

export interface Bundle {
  /** The JavaScript chunks' code. */
  scripts: string[];
  /** Every module the chunks were built from, as absolute paths from their source maps. */
  sources: string[];
}

/**
 * Reads a built web app: index.html, its JavaScript chunks and their source maps. Throws
 * when any of them is missing, so a check over the bundle cannot pass on nothing.
 */
export function readBundle(distDir: string): Bundle {
  const assets = path.join(distDir, 'assets');
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile) || !fs.existsSync(assets)) {
    throw new Error(`no web app bundle in ${distDir}: run npm run build -w apps/web`);
  }
  const entry = /<script[^>]+src="[^"]*\/assets\/([^"]+\.m?js)"/.exec(
    fs.readFileSync(indexFile, 'utf8'),
  )?.[1];
  if (!entry || !fs.existsSync(path.join(assets, entry))) {
    throw new Error(`${indexFile} loads no script from assets/`);
  }
  if (!fs.existsSync(path.join(assets, `${entry}.map`))) {
    throw new Error(`the entry chunk ${entry} has no source map to check`);
  }
  const chunks = fs.readdirSync(assets).filter((name) => /\.m?js$/.test(name));
  const sources: string[] = [];
  for (const chunk of chunks) {
    // Every chunk built from our modules has a map; a file without one was copied as it is
    // (MapLibre's prebuilt worker), and only its code is checked.
    const mapFile = path.join(assets, `${chunk}.map`);
    if (!fs.existsSync(mapFile)) continue;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
    sources.push(...map.sources.map((source) => path.resolve(assets, source)));
  }
  return {
    scripts: chunks.map((name) => fs.readFileSync(path.join(assets, name), 'utf8')),
    sources,
  };
}

/**
 * Modules that need Node and must never reach the browser. Vite replaces a Node built-in
 * (`node:timers/promises`, `node:fs`) with an empty `__vite-browser-external` module and
 * only warns, so the built code alone no longer shows the import; the source maps do.
 */
const NODE_ONLY_SOURCES: [RegExp, string][] = [
  [/__vite-browser-external/, 'a Node built-in module'],
  [/packages\/ais\/src\/simulate\/realtime\.ts$/, "the simulator's real-time stream"],
  [/packages\/ais\/src\/node\.ts$/, 'the AIS package’s Node entry'],
  [/apps\/server\//, 'server code'],
  [/node_modules\/(better-sqlite3|pg|pg-protocol|kysely|fastify)\//, 'a server dependency'],
];

const NODE_ONLY_CODE = /better-sqlite3|pg-protocol|["']node:[a-z_/]+["']/;

/** What of the server or of Node made its way into the bundle; empty when nothing did. */
export function nodeOnlyCodeIn(bundle: Bundle): string[] {
  const found = new Set<string>();
  for (const source of bundle.sources) {
    for (const [pattern, what] of NODE_ONLY_SOURCES) {
      if (pattern.test(source)) found.add(`${what} (${source})`);
    }
  }
  for (const code of bundle.scripts) {
    const match = NODE_ONLY_CODE.exec(code);
    if (match) found.add(`Node-only code: ${match[0]}`);
  }
  return [...found];
}
