import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/server.js';

const assets = path.join(repoRoot, 'apps', 'web', 'dist', 'assets');

describe('web app bundle', () => {
  const scripts = fs
    .readdirSync(assets)
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'));

  it('holds no server code: no database drivers, no Node built-ins', () => {
    for (const code of scripts) {
      expect(code).not.toMatch(/better-sqlite3|pg-protocol|node:fs|node:child_process/);
    }
  });

  it('names no third-party host to fetch from at run time', () => {
    // Tiles, glyphs and data come from our origin; a hard-coded CDN would break offline use.
    for (const code of scripts) {
      expect(code).not.toMatch(/https?:\/\/[a-z0-9.-]*(tiles|fonts|glyphs|cdn|api)[a-z0-9.-]*\//i);
    }
  });
});
