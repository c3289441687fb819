import fs from 'node:fs';
import net from 'node:net';
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

/**
 * The server's own verdict lines (`havkart: …`), after checking that nothing printed a stack
 * trace. Other start-up notices and JSON log lines may come before them.
 */
function verdictLines(output: string): string[] {
  const lines = output.trim().split('\n');
  expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
  return lines.filter((line) => line.startsWith('havkart:'));
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

  it('names a variable whose file turns out bad while the server is built, in one line', async () => {
    const server = start({ OFFSHORE_RIGS_FILE: '/nonexistent/rigs.json' });
    server.url.catch(() => undefined);
    expect(await server.exit).toBe(78);
    expect(verdictLines(server.output())).toEqual([
      expect.stringMatching(/^havkart: Invalid OFFSHORE_RIGS_FILE: .*rigs\.json.*cannot be read/),
    ]);
  });

  it('names PORT when the port is already in use, in one line without a stack trace', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const server = start({ PORT: String(port) });
      server.url.catch(() => undefined);
      expect(await server.exit).not.toBe(0);
      expect(verdictLines(server.output())).toEqual([
        expect.stringMatching(new RegExp(`^havkart: port ${port} is already in use.*set PORT`)),
      ]);
    } finally {
      holder.close();
    }
  });

  it('names DATABASE_URL when the database does not answer, in one line without a stack trace', async () => {
    // Port 1 on the loopback has nothing listening: the connection is refused at once.
    const server = start({ DATABASE_URL: 'postgres://havkart:secret@127.0.0.1:1/havkart' });
    server.url.catch(() => undefined);
    expect(await server.exit).not.toBe(0);
    expect(verdictLines(server.output())).toEqual([
      expect.stringMatching(/^havkart: cannot reach the database.*DATABASE_URL/),
    ]);
    expect(server.output()).toContain('127.0.0.1:1/havkart');
    expect(server.output()).not.toContain('secret');
  });
});
