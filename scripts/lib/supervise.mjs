// Runs the server as a child of `npm start` and ties their lives together.
import { spawn } from 'node:child_process';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * How often the parent is checked, ms. `npm start` runs this script under `sh -c`; when npm
 * is sent SIGTERM it passes the signal to that shell, which dies without passing it on, so
 * the only sign this script gets is that its parent has gone.
 */
const PARENT_CHECK_MS = 500;

/**
 * Spawns `command` with this process's terminal and environment, passes SIGINT, SIGTERM and
 * SIGHUP on to it, stops it when this process's parent goes away, and ends this process the
 * way the child ended: with its exit code, or by the same signal.
 */
export function supervise(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, forward);
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) forward('SIGTERM');
  }, PARENT_CHECK_MS);
  child.on('error', (error) => {
    clearInterval(watch);
    process.stderr.write(`havkart: could not start ${command}: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    clearInterval(watch);
    if (signal) {
      // Die of the same signal, so whoever started us sees what ended the server.
      for (const name of SIGNALS) process.removeAllListeners(name);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
  return child;
}
