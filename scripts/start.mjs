// `npm start`: install what is missing, build what is stale, then serve API and web app on
// one port with the embedded defaults (SQLite under DATA_DIR, default var/).
import path from 'node:path';
import { SetupError, ensureBuilt, ensureDependencies, root } from './lib/setup.mjs';
import { supervise } from './lib/supervise.mjs';

try {
  ensureDependencies();
  ensureBuilt();
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  process.stderr.write(`\nhavkart: ${error.message}\n`);
  process.exit(1);
}

// The server stops with `npm start`: on Ctrl-C, on a signal sent to npm or to this script.
supervise(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: process.env,
});
