// One lint configuration for the whole monorepo; layering rules keep lower packages
// from importing the apps.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'coverage/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-warning-comments': ['error', { terms: ['todo', 'fixme'], location: 'start' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'datasets/*/src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Lower layers never reach up into the apps, nor into the list of datasets above them
    // (apps/registry, which imports every dataset).
    files: ['packages/**/*.{ts,tsx}', 'datasets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@havkart/server',
            '@havkart/web',
            '@havkart/dataset-registry',
            '@havkart/dataset-registry/*',
            '**/apps/**',
          ],
        },
      ],
    },
  },
  {
    // The list of datasets sits above the datasets and below both apps; the apps talk over
    // HTTP only, so neither imports the other.
    files: ['apps/registry/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@havkart/server', '@havkart/web', '**/server/src/**', '**/web/src/**'] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@havkart/web', '**/web/src/**'],
              message: 'The server never imports the web app.',
            },
            {
              // The configuration imports every area's settings: an area importing the error
              // from it would close a circle.
              group: ['**/config/config.js'],
              importNames: ['ConfigError'],
              message: 'Import ConfigError from config/config-error.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@havkart/server', '**/server/src/**'] }],
    },
  },
  {
    // The pure entry points of the framework run in the browser too: no Node modules.
    files: ['packages/datasets-core/src/*.ts', 'packages/datasets-core/src/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@havkart/server',
                '@havkart/web',
                '@havkart/dataset-registry',
                '@havkart/dataset-registry/*',
                '**/apps/**',
              ],
              message: 'Never the apps or the list of datasets.',
            },
            {
              group: ['node:*', './server/*', '../server/*'],
              message: 'Node-only code lives in src/server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['datasets/**/*.{ts,tsx}'],
    plugins: { havkart: { rules: { 'dataset-boundaries': datasetBoundaries() } } },
    rules: { 'havkart/dataset-boundaries': 'error' },
  },
);

/**
 * A dataset is one folder that imports the framework (`@havkart/datasets-core`, the theme,
 * the domain rules) and nothing of another dataset, the registry or the apps. Its client part
 * never reaches its server part (nor Node or database drivers), and its server part never
 * reaches its client part (nor React), so neither bundle carries the other's code.
 */
const NODE_ONLY = /^(node:|better-sqlite3$|pg$|kysely$|@havkart\/datasets-core\/server)/;
const BROWSER_ONLY = /^(react|react-dom|maplibre-gl)(\/|$)/;

/** The rule behind {@link datasetBoundaries}: checks one import specifier of one file. */
function boundaryProblem(filename, specifier) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'datasets');
  const inRoot = path.relative(root, filename).split(path.sep);
  if (inRoot[0] === '..' || inRoot.length < 2) return null;
  const [id] = inRoot;
  const own = path.join(root, id);
  const part = inRoot[1] === 'src' ? inRoot[2] : undefined;
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(filename), specifier);
    const inside = path.relative(own, target).split(path.sep);
    if (inside[0] === '..') {
      return target.startsWith(root + path.sep)
        ? 'Datasets never import each other: share code through @havkart/datasets-core.'
        : 'A dataset imports only its own folder and packages, never a path outside it.';
    }
    if (part === 'client' && inside[0] === 'src' && inside[1] === 'server') {
      return 'A client part never imports its server part.';
    }
    if (part === 'server' && inside[0] === 'src' && inside[1] === 'client') {
      return 'A server part never imports its client part.';
    }
    return null;
  }
  if (/^@havkart\/(server|web)(\/|$)/.test(specifier)) return 'Datasets never import the apps.';
  if (/^@havkart\/dataset-registry(\/|$)/.test(specifier)) {
    return 'The registry imports datasets, not the other way round.';
  }
  const other = /^@havkart\/dataset-([^/]+)/.exec(specifier);
  if (other && other[1] !== id) {
    return 'Datasets never import each other: share code through @havkart/datasets-core.';
  }
  if (part === 'client' && NODE_ONLY.test(specifier)) {
    return 'A client part runs in the browser: no Node, database or server-part code.';
  }
  if (part === 'server' && BROWSER_ONLY.test(specifier)) {
    return 'A server part runs in Node: no React or map library.';
  }
  return null;
}

/**
 * Keeps each dataset one self-contained folder: it imports the framework
 * (`@havkart/datasets-core`, the theme, the domain rules) and its own files, never another
 * dataset, the registry or the apps; its client part never reaches server code (nor Node or
 * database drivers) and its server part never reaches client code (nor React), so neither
 * bundle carries the other's.
 */
function datasetBoundaries() {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const check = (source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const message = boundaryProblem(context.filename, source.value);
        if (message) context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
