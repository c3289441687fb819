import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const PRELOAD = pathToFileURL(path.join(import.meta.dirname, 'exit-with-parent.mjs')).href;

/** Running, not ended: an ended process waits as a zombie until its new parent reaps it. */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe('a server started by a test', () => {
  it('ends itself once the process that started it is killed', async () => {
    // A stand-in for a test run: it starts a long-lived "server" with the preload and is then
    // killed without a chance to stop it. The server says its pid once it runs (the preload
    // has run by then), through the output it shares with the stand-in.
    const server = `console.log(process.pid); setInterval(() => {}, 1000);`;
    const starter = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath,
           ['--import', ${JSON.stringify(PRELOAD)}, '-e', ${JSON.stringify(server)}],
           { stdio: ['ignore', 'inherit', 'inherit'] });
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const serverPid = await new Promise<number>((resolve) =>
      starter.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    expect(alive(serverPid)).toBe(true);
    starter.kill('SIGKILL');
    await expect.poll(() => alive(serverPid), { timeout: 30_000, interval: 100 }).toBe(false);
  });

  it('keeps running while the process that started it lives', async () => {
    const server = spawn(
      process.execPath,
      ['--import', PRELOAD, '-e', 'setTimeout(() => process.exit(7), 1500)'],
      { stdio: 'ignore' },
    );
    // It exits by its own timer, not by the preload's check (which runs every second).
    const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
    expect(code).toBe(7);
  });
});
