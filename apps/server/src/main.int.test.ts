import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '..', 'dist', 'main.js');
const dirs: string[] = [];

interface Started {
  output: () => string;
  exit: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
  url: Promise<string>;
}

function start(env: Record<string, string>): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announce: (url: string) => void = () => undefined;
  const url = new Promise<string>((resolve) => (announce = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match?.[1]) announce(match[1]);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return {
    output: () => output,
    exit: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    kill: (signal) => child.kill(signal),
    url,
  };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('server process', () => {
  it('prints where it listens and serves health once the database is open', async () => {
    const server = start({});
    const url = (await server.url).replace('localhost', '127.0.0.1');
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
    expect(await server.exit).toBe(78);
    expect(server.output()).toContain('Invalid PORT');
  });
});
