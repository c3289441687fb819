import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SUPERVISE = path.resolve(import.meta.dirname, 'supervise.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-supervise-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the server: says when it is up, and exits 7 on SIGTERM, 8 on SIGINT. */
const STAND_IN = path.join(dir, 'stand-in.mjs');
fs.writeFileSync(
  STAND_IN,
  `const code = Number(process.argv[2] ?? 0);
process.on('SIGTERM', () => { console.log('stand-in: SIGTERM'); process.exit(7); });
process.on('SIGINT', () => { console.log('stand-in: SIGINT'); process.exit(8); });
console.log('stand-in: ready');
if (code) process.exit(code);
setInterval(() => {}, 60_000);
`,
);
/** What scripts/start.mjs does once the server is built: supervise it. */
const LAUNCH = path.join(dir, 'launch.mjs');
fs.writeFileSync(
  LAUNCH,
  `import { supervise } from ${JSON.stringify(SUPERVISE)};
supervise(process.execPath, [${JSON.stringify(STAND_IN)}, ...process.argv.slice(2)]);
`,
);

interface Run {
  process: ChildProcess;
  output: string;
  /** Resolves once `text` has been printed. */
  printed(text: string): Promise<void>;
  /** Resolves when every process holding the output has ended. */
  closed: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(command: string, args: string[]): Run {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const waiting: { text: string; resolve: () => void }[] = [];
  const result: Run = {
    process: child,
    output: '',
    printed: (text) =>
      new Promise((resolve) => {
        if (result.output.includes(text)) resolve();
        else waiting.push({ text, resolve });
      }),
    closed: new Promise((resolve) => child.stdout!.on('close', () => resolve())),
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    result.output += chunk.toString();
    for (const wait of waiting.filter((w) => result.output.includes(w.text))) wait.resolve();
  });
  return result;
}

describe('npm start supervising the server', () => {
  it.each([
    ['SIGTERM', 7],
    ['SIGINT', 8],
  ] as const)('passes %s on to the server and exits with its code', async (signal, code) => {
    const launched = run(process.execPath, [LAUNCH]);
    await launched.printed('stand-in: ready');
    launched.process.kill(signal);
    expect(await launched.exited).toEqual({ code, signal: null });
    await launched.closed;
    expect(launched.output).toContain(`stand-in: ${signal}`);
  });

  it('exits with the code the server exits with by itself', async () => {
    const launched = run(process.execPath, [LAUNCH, '3']);
    expect(await launched.exited).toEqual({ code: 3, signal: null });
  });

  it('stops the server when the shell npm runs it under is killed', async () => {
    // npm passes SIGTERM to `sh -c`, which dies without passing it on (`; true` keeps the
    // shell from replacing itself with node, as npm's shell does not either).
    const shell = run('sh', ['-c', `"${process.execPath}" "${LAUNCH}"; true`]);
    await shell.printed('stand-in: ready');
    shell.process.kill('SIGTERM');
    await shell.exited;
    // The output closes only when the server, the last holder of it, has ended.
    await shell.closed;
    expect(shell.output).toContain('stand-in: SIGTERM');
  });
});
