import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where workers list the shared servers they started: `pid dataDir` per line. */
    sharedServersFile: string;
  }
}

/**
 * Stops the servers `sharedServer()` started once the run is over. A worker is ended from
 * outside, without running its exit handlers, so the run's main process does it from the list
 * the workers wrote.
 */
export default function setup(project: TestProject): () => void {
  const file = path.join(os.tmpdir(), `havkart-e2e-shared-servers-${process.pid}.txt`);
  fs.writeFileSync(file, '');
  project.provide('sharedServersFile', file);
  return () => {
    for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const [pid, dataDir] = line.split(' ');
      try {
        process.kill(Number(pid), 'SIGTERM');
      } catch {
        // Already gone.
      }
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
    fs.rmSync(file, { force: true });
  };
}
