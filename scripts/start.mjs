// `npm start`: install what is missing, build what is stale, then serve API and web app on
// one port with the embedded defaults (SQLite under DATA_DIR, default var/).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SetupError, ensureBuilt, ensureDependencies, root } from './lib/setup.mjs';

try {
  ensureDependencies();
  ensureBuilt();
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  process.stderr.write(`\nhavkart: ${error.message}\n`);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
