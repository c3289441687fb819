import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The built server entry point, as `npm start` runs it. */
export const SERVER_MAIN = path.resolve(import.meta.dirname, '..', '..', 'dist', 'main.js');

export interface ServerProcess {
  /** Resolves with the URL from the server's "listening on …" line. */
  url: Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exit: Promise<number | null>;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
  /** The process id, for a supervisor that must end it after this process is gone. */
  pid: number | undefined;
}

/** Makes a started server end itself once the test process that started it is gone. */
const EXIT_WITH_PARENT = pathToFileURL(path.join(import.meta.dirname, 'exit-with-parent.mjs')).href;

/** Starts the built server as a child process, on a free port unless `env` says otherwise. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, SERVER_MAIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      AIS_SOURCES: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announce: (url: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const url = new Promise<string>((resolve, reject) => {
    announce = resolve;
    fail = reject;
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match?.[1]) announce(match[1].replace('localhost', '127.0.0.1'));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      fail(new Error(`server exited with ${code} before listening:\n${output}`));
      resolve(code);
    }),
  );
  return {
    url,
    exit,
    output: () => output,
    kill: (signal) => child.kill(signal),
    pid: child.pid,
  };
}
