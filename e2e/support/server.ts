import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_MAIN, spawnServer } from '../../apps/server/src/test-support/server-process.js';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real built server on a free port with a fresh data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-e2e-'));
  const server = spawnServer({ DATA_DIR: dataDir, ...env });
  const origin = await server.url;
  return {
    origin,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await server.exit;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
