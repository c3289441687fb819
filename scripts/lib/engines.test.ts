import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The Node.js the project promises to run on (README, package.json engines). */
const NODE_20 = '20.19.0';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('dependencies', () => {
  it('all install on Node 20: no locked package demands a newer Node.js', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const tooNew = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && semver.validRange(range) && !semver.satisfies(NODE_20, range);
      })
      .map(
        ([name, entry]) => `${name}@${entry.version} needs node ${JSON.stringify(entry.engines)}`,
      );
    expect(tooNew).toEqual([]);
  });
});
