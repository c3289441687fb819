import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeOnlyCodeIn, readBundle, type Bundle } from './support/bundle.js';
import { repoRoot } from './support/server.js';

// The build the browser tests serve: WEB_DIST_DIR where one is built elsewhere.
const webDist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist');
/** Inside the repository (ignored by git) so the variant resolves the workspace packages. */
const scratch = path.join(repoRoot, 'var', 'test-results', `bundle-variant-${process.pid}`);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Builds a one-file app the way the web app is built, with the given entry code. */
async function buildVariant(entry: string): Promise<string> {
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(path.join(scratch, 'index.html'), '<script type="module" src="./main.ts">');
  fs.writeFileSync(path.join(scratch, 'main.ts'), entry);
  await build({
    root: scratch,
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['source'] },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  });
  return path.join(scratch, 'dist');
}

let webBundle: Bundle | undefined;
/** The built web app, read once. */
function bundle(): Bundle {
  webBundle ??= readBundle(webDist);
  return webBundle;
}

describe('web app bundle', () => {
  it('exists, with its chunks and source maps', () => {
    const { scripts, sources } = bundle();
    expect(scripts.length).toBeGreaterThan(0);
    // The map library and the app's own code are both in it.
    expect(sources.some((source) => source.includes('maplibre-gl'))).toBe(true);
    expect(sources.some((source) => source.includes('apps/web/src/'))).toBe(true);
  });

  it('holds no server code and no Node-only code', () => {
    expect(nodeOnlyCodeIn(bundle())).toEqual([]);
  });

  it('names no third-party host to fetch from at run time', () => {
    // Tiles, glyphs and data come from our origin; a hard-coded CDN would break offline use.
    for (const code of bundle().scripts) {
      expect(code).not.toMatch(/https?:\/\/[a-z0-9.-]*(tiles|fonts|glyphs|cdn|api)[a-z0-9.-]*\//i);
    }
  });
});

describe('the bundle check itself', () => {
  it('fails when there is no bundle', () => {
    const empty = path.join(scratch, 'empty');
    fs.mkdirSync(empty, { recursive: true });
    expect(() => readBundle(empty)).toThrow(/no web app bundle/);
  });

  it("fails when the simulator's real-time stream is imported into the app", async () => {
    const dist = await buildVariant(
      "import { streamTrafficTicks } from '@havkart/ais/node';\nconsole.log(streamTrafficTicks);\n",
    );
    const found = nodeOnlyCodeIn(readBundle(dist));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a Node built-in module/),
        expect.stringMatching(/^the simulator's real-time stream/),
      ]),
    );
  });

  it('passes a browser-safe import of the AIS decoder', async () => {
    const dist = await buildVariant(
      "import { createAisDecoder } from '@havkart/ais';\nconsole.log(createAisDecoder);\n",
    );
    expect(nodeOnlyCodeIn(readBundle(dist))).toEqual([]);
  });
});
