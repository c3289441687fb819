import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets as if they were files of the base-map dataset, with the repository's own
// lint configuration: the layering rule is what keeps each dataset one self-contained folder.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter(
      (m) => m.ruleId === 'havkart/dataset-boundaries' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

describe('dataset layering lint rule', () => {
  it.each([
    ['another dataset', "import { x } from '@havkart/dataset-navigation';"],
    ['another dataset by path', "import { x } from '../../../navigation/src/manifest.js';"],
    ['the registry', "import { x } from '@havkart/dataset-registry';"],
    ['the server app', "import { x } from '@havkart/server';"],
    ['the web app by path', "import { x } from '../../../../apps/web/src/main.js';"],
    ['a package by path', "import { x } from '../../../../packages/theme/src/index.js';"],
    ['another dataset lazily', "const x = await import('@havkart/dataset-navigation');"],
  ])('refuses %s in .ts and .tsx files', async (_what, code) => {
    for (const file of [
      'datasets/basemap/src/manifest.ts',
      'datasets/basemap/src/client/legend.tsx',
    ]) {
      expect(await refusals(file, code), file).not.toEqual([]);
    }
  });

  it('keeps server code and database drivers out of the client part, React out of the server part', async () => {
    expect(
      await refusals(
        'datasets/basemap/src/client/layers.ts',
        "import { x } from '../server/tiles.js';",
      ),
    ).not.toEqual([]);
    expect(
      await refusals('datasets/basemap/src/client/layers.ts', "import x from 'better-sqlite3';"),
    ).not.toEqual([]);
    expect(
      await refusals('datasets/basemap/src/server/part.ts', "import { x } from 'react';"),
    ).not.toEqual([]);
  });

  it('allows the framework, the dataset itself and its own parts', async () => {
    for (const code of [
      "import { x } from '@havkart/datasets-core';",
      "import { x } from '@havkart/datasets-core/server';",
      "import { x } from '@havkart/dataset-basemap';",
      "import { x } from '../manifest.js';",
    ]) {
      expect(await refusals('datasets/basemap/src/server/part.ts', code), code).toEqual([]);
    }
    expect(
      await refusals(
        'datasets/basemap/src/client/layers.ts',
        "import { x } from '@havkart/theme';",
      ),
    ).toEqual([]);
  });

  it.each([
    ['the domain rules', 'packages/domain/src/index.ts'],
    ['the framework', 'packages/datasets-core/src/index.ts'],
    ['a dataset', 'datasets/basemap/src/manifest.ts'],
  ])('keeps the list of datasets out of %s, the floors below it', async (_what, file) => {
    for (const code of [
      "import { x } from '@havkart/dataset-registry';",
      "import { x } from '@havkart/dataset-registry/server';",
      "import { x } from '../../../apps/registry/src/index.js';",
    ]) {
      expect(await refusals(file, code), code).not.toEqual([]);
    }
  });

  it('keeps the apps out of the list of datasets, and each app out of the other', async () => {
    expect(
      await refusals('apps/registry/src/index.ts', "import { x } from '@havkart/server';"),
    ).not.toEqual([]);
    expect(
      await refusals('apps/registry/src/index.ts', "import { x } from '../../web/src/main.js';"),
    ).not.toEqual([]);
    expect(
      await refusals('apps/server/src/app.ts', "import { x } from '../../web/src/main.js';"),
    ).not.toEqual([]);
    expect(
      await refusals('apps/web/src/main.tsx', "import { x } from '@havkart/server';"),
    ).not.toEqual([]);
    expect(
      await refusals('apps/registry/src/index.ts', "import { x } from '@havkart/dataset-ais';"),
    ).toEqual([]);
  });
});
