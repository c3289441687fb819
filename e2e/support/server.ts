import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { SERVER_MAIN, spawnServer } from '../../apps/server/src/test-support/server-process.js';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  origin: string;
  dataDir: string;
  /** The server's process id, for the run's teardown to end a shared one. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the real built server on a free port with a fresh data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-e2e-'));
  const server = spawnServer({ DATA_DIR: dataDir, ...env });
  let origin: string;
  try {
    origin = await server.url;
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    dataDir,
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await server.exit;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server whose PUBLIC_URL is the address the browser uses: the sign-in settings it hands
 * the app (issuer, token URL, activation links) are built from it, so its port is chosen
 * before it starts. Browser files run side by side, so another file's server may take that
 * port between the probe and the start; then it starts again on another.
 */
export async function startServerForBrowser(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await startServer({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      });
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/** A free TCP port on the loopback interface, to hand a server before it starts. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A free UDP port on the loopback interface, for an AIS feed the server listens to. */
export async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

let shared: Promise<RunningServer> | undefined;

/**
 * One server for every suite that only reads, per browser-test worker: default settings, no
 * AIS feed, PUBLIC_URL its own address (so sign-in settings and the anonymous token work
 * too). Started by the first suite that asks; its `stop()` does nothing: the run's global
 * teardown (`global-setup.ts`) stops it. A suite that signs in, registers, writes data or needs other
 * settings starts its own with {@link startServer}, so it never sees another's changes.
 */
export function sharedServer(): Promise<RunningServer> {
  shared ??= (async () => {
    const server = await startServerForBrowser();
    fs.appendFileSync(inject('sharedServersFile'), `${server.pid} ${server.dataDir}\n`);
    return { ...server, stop: async () => undefined };
  })();
  return shared;
}
