/**
 * `npm run cluster` as an operator runs it: four processes start, each answers /healthz at
 * the URL printed, and Ctrl-C stops them and removes the cluster's schema.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LOCAL_SERVICES, SERVER_MAIN, servicesReachable } from './local-cluster.js';

const SCRIPT = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'scripts', 'cluster.mjs');
const reachable = await servicesReachable();
const ready = Object.values(reachable).every(Boolean) && fs.existsSync(SERVER_MAIN);
if (!ready && process.env.CI === 'true') {
  throw new Error('npm run cluster needs PostgreSQL, NATS, Redis and the built server in CI');
}

describe.skipIf(!ready)('npm run cluster', () => {
  it('starts four processes, prints where they listen, and removes everything on Ctrl-C', async () => {
    const child = spawn(process.execPath, [SCRIPT, '--no-build'], {
      env: { ...process.env, AIS_SOURCES: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const listing = new Promise<string>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ctrl-C stops all/.test(output)) resolve(output);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      void exit.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    const printed = await listing;
    const id = /Havkart cluster (\S+) is running/.exec(printed)?.[1];
    const rows = [...printed.matchAll(/^ {2}(\S+)\s+(\S+)\s+(http:\/\/\S+)$/gm)];
    expect(rows.map((row) => `${row[1]} ${row[2]}`)).toEqual([
      'tracks tracks',
      'ingest ingest',
      'api-a api',
      'api-b api',
    ]);
    for (const [, , , url] of rows) {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
    }

    child.kill('SIGINT');
    expect(await exit).toBe(0);
    const db = new pg.Client({ connectionString: LOCAL_SERVICES.databaseUrl });
    await db.connect();
    try {
      const schema = await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [id]);
      expect(schema.rowCount).toBe(0);
    } finally {
      await db.end();
    }
  });
});
