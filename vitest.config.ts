import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three projects, run as separate stages by scripts/test.mjs:
//  unit        pure rules and modules, fast, no network
//  integration real server and real databases (*.int.test.ts)
//  browser     Debian's Chromium against the real server (e2e/)
const source = { conditions: ['source'] };

export default defineConfig({
  resolve: source,
  test: {
    projects: [
      {
        resolve: {
          ...source,
          alias: [
            // Its package lists an unpublished `source` entry before the built one; component
            // tests in happy-dom resolve like a browser and would pick that missing file.
            {
              find: /^react-aria-components$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/react-aria-components/dist/exports/index.mjs',
                  import.meta.url,
                ),
              ),
            },
          ],
        },
        test: {
          name: 'unit',
          include: [
            '{packages,datasets,apps}/**/src/**/*.test.{ts,tsx}',
            'datasets/*/generate/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.int.test.ts'],
          testTimeout: 60_000,
          setupFiles: ['scripts/test-support/dom-waits.ts'],
          // Worker threads rather than processes: the same 3,300 tests in about 12 % less
          // time (paired runs of the web and dataset units, 174–188 s against 206–210 s),
          // most of it in starting workers.
          pool: 'threads',
        },
      },
      {
        resolve: source,
        test: {
          name: 'integration',
          include: ['{packages,datasets,apps}/**/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time in shared workers: most of a file's time is waiting on servers
          // and databases, and a fresh worker per file spent more time loading the server than
          // testing it. Every test builds its own app, data folder and schema, so none share state.
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
      {
        resolve: source,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // What a user sees arrives when a loaded machine gets to it: a poll with no timeout of
          // its own waits up to 30 s, not Vitest's 1 s (a 1 s poll for the first tiles failed
          // once in a fresh-clone run and passed on its retry).
          expect: { poll: { timeout: 30_000, interval: 100 } },
          // Three files at a time: a browser file spends most of its time waiting on frames,
          // tiles and its server (one file alone kept about half a core busy: 26 s of CPU in
          // 52 s), so two beside it still leave the two cores short of full. The whole stage
          // passed this way at load 17-22 (1,866 s there). Each worker runs its files in one context,
          // so the suites that only read share one server per worker (`sharedServer()` in
          // e2e/support/server.ts); suites that change state start their own. Each file still
          // gets its own browser.
          fileParallelism: true,
          maxWorkers: Number(process.env.BROWSER_TEST_WORKERS ?? 3),
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          // A real browser on a loaded two-core machine now and then misses a frame; under CI
          // one retry keeps that from hiding every other result. A test that fails twice
          // fails, and each one that needed the retry is listed in the run's summary.
          retry: process.env.CI === 'true' ? 1 : 0,
        },
      },
    ],
  },
});
