import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from './test-support/server-process.js';

const dirs: string[] = [];

function start(env: Record<string, string>): ServerProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-main-'));
  dirs.push(dataDir);
  return spawnServer({ DATA_DIR: dataDir, ...env });
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server process', () => {
  it('prints where it listens and serves health once the database is open', async () => {
    const server = start({});
    const url = await server.url;
    const response = await fetch(`${url}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
    server.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('shuts down cleanly on %s', async (signal) => {
    const server = start({});
    await server.url;
    server.kill(signal);
    expect(await server.exit).toBe(0);
    expect(server.output()).not.toMatch(/error/i);
  });

  it('refuses to start on a bad variable and names it', async () => {
    const server = start({ PORT: 'eighty' });
    server.url.catch(() => undefined);
    expect(await server.exit).toBe(78);
    expect(server.output()).toContain('Invalid PORT');
  });
});
