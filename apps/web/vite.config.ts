import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const server = process.env.HAVKART_DEV_API ?? 'http://localhost:8080';

/** Vendor code that changes rarely gets its own long-cached chunks, apart from the app. */
const vendorChunks = [
  { name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/, priority: 30 },
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  // Our own small modules that more than one chunk imports (a dataset's strings and layers,
  // shared by the start-up code and its lazily loaded popup and details; small stores and
  // rules) in one chunk: left apart, they made some 180 scripts of under 2 KiB each that the
  // first visit fetched one after another. Larger shared modules and components still get
  // their own chunks, so a lazily loaded view's bulk never joins the start-up.
  {
    name: 'app-shared',
    // Components stay apart: a view loaded by its route or pane keeps a chunk of its own. So
    // does the silent sign-in page's code, which must not pull the app into its frame.
    test: (id: string) =>
      !/node_modules/.test(id) && !/\/[A-Z][^/]*\.tsx$/.test(id) && !/\/auth\/silent-/.test(id),
    minShareCount: 2,
    maxModuleSize: 12_000,
    maxSize: 400_000,
    priority: 10,
  },
];

/**
 * MapLibre ships as one pre-bundled module of 1.08 MB, which no splitting can divide; the
 * limit sits just above it so any other chunk past the usual 500 kB still warns (the bundle
 * test holds every other chunk under 500 kB).
 */
const MAPLIBRE_CHUNK_KB = 1100;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli (quality 11) and gzip (level 9) copies of every script, style sheet and SVG beside
 * it, which the server sends as they are (apps/server/src/plugins/web-app.ts). Compressing
 * on each request cost the server 0.1–0.7 s for the map engine alone on a loaded machine,
 * at a quality that gave no smaller a file than gzip; these are made once, at the best
 * quality, and are about a fifth smaller. Source maps stay as they are: only tools read them.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'havkart:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(m?js|css|svg|html)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await fs.readFile(file);
          if (data.length < 1024) return;
          const size = data.length;
          await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
              },
            }).then((packed) => fs.writeFile(`${file}.br`, packed)),
            gzip(data, { level: 9 }).then((packed) => fs.writeFile(`${file}.gz`, packed)),
          ]);
        }),
      );
    },
  };
}

/** Glyph ranges the map's labels use: Latin and Latin Extended (Norwegian, Sámi letters). */
const PRECACHED_GLYPHS = ['0-255', '256-511'].map((range) => ({
  url: `/fonts/Noto%20Sans%20Regular/${range}.pbf`,
  revision: '1',
}));

/**
 * The offline service worker (apps/web/src/offline/sw.ts), built by Workbox's injectManifest
 * into dist/sw.js with the list of files to precache: the app shell, every chunk (the panes
 * load on demand, and offline there is no later), styles, icons and the glyph ranges.
 * Registration is the app's own (workbox-window), never in embed mode.
 */
const offlineWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/offline',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,ico,png,woff2}'],
    // The silent sign-in page is never served from a cache (it must reach the provider).
    globIgnores: ['**/node_modules/**', 'sw.js', 'silent.html'],
    additionalManifestEntries: PRECACHED_GLYPHS,
    // The map engine is one module of about 1.1 MB.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The worker is minified like the app; its source map is left out of the precache.
    minify: true,
    sourcemap: false,
  },
});

export default defineConfig({
  plugins: [react(), precompress(), offlineWorker],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: MAPLIBRE_CHUNK_KB,
    rolldownOptions: {
      // The app, and the page the hidden frame of a silent sign-in loads (no React, no map).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        silent: fileURLToPath(new URL('silent.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/bwapi', '/tiles', '/fonts', '/healthz'].map((path) => [path, server]),
    ),
  },
});
