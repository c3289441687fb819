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
        resolve: source,
        test: {
          name: 'unit',
          include: [
            '{packages,datasets,apps}/**/src/**/*.test.{ts,tsx}',
            'datasets/*/generate/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.int.test.ts'],
          testTimeout: 60_000,
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
          fileParallelism: false,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
