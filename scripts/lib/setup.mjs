// Set-up steps shared by `npm start` and `npm test`: install what is missing, build what is
// stale. Plain Node (no dependencies), because it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** A set-up step that could not be done; the message says what failed. */
export class SetupError extends Error {
  name = 'SetupError';
}

/** Runs a command in the repository; throws when it cannot be started or runs out of time. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    const why =
      result.error.code === 'ETIMEDOUT'
        ? 'ran out of time'
        : result.error.code === 'ENOENT'
          ? 'was not found on PATH'
          : `could not start (${result.error.message})`;
    throw new SetupError(`${command} ${args.join(' ')} ${why}`);
  }
  return result.status ?? 1;
}

export function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    throw new SetupError(`${command} ${args.join(' ')} failed with exit code ${status}`);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

/**
 * Installs dependencies when node_modules is missing or older than the lock file, or always
 * when `clean` is set (CI's clean install).
 */
export function ensureDependencies({ clean = false } = {}) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!clean && mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  process.stdout.write('Installing dependencies (npm ci)…\n');
  // better-sqlite3 compiles SQLite from source where no prebuilt binary can be fetched (most
  // of a clean install's time); JOBS lets node-gyp's make use every core for it.
  mustRun('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, JOBS: process.env.JOBS ?? 'max' },
  });
}

/**
 * Builds the TypeScript projects (tsc -b is incremental, so this is quick when nothing
 * changed) and the web app when any of its inputs is newer than its last build.
 */
export function ensureBuilt() {
  mustRun('npx', ['tsc', '-b']);
  const web = path.join(root, 'apps', 'web');
  const built = mtime(path.join(web, 'dist', 'index.html'));
  const inputs = Math.max(
    newestIn(path.join(web, 'src')),
    newestIn(path.join(web, 'public')),
    mtime(path.join(web, 'index.html')),
    mtime(path.join(web, 'vite.config.ts')),
    newestIn(path.join(root, 'packages', 'domain', 'src')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (built >= inputs) return;
  process.stdout.write('Building the web app…\n');
  mustRun('npm', ['run', 'build', '-w', 'apps/web']);
}
