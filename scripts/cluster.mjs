// `npm run cluster`: a local cluster of four server processes, one per role plus a second
// API instance, on random ports against the local PostgreSQL, NATS and Redis (override with
// TEST_DATABASE_URL, TEST_LIVE_BUS_URL, TEST_REDIS_URL). Prints their URLs; Ctrl-C stops them
// and removes the cluster's schema, stream and keys. AIS_SOURCES feeds the ingest process
// (the simulator by default).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SetupError, ensureBuilt, root } from './lib/setup.mjs';

try {
  if (!process.argv.includes('--no-build')) ensureBuilt();
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  process.stderr.write(`\nhavkart: ${error.message}\n`);
  process.exit(1);
}

const { LocalCluster, servicesReachable } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/cluster/local-cluster.js')).href
);

const reachable = await servicesReachable();
const missing = Object.entries(reachable).filter(([, ok]) => !ok);
if (missing.length > 0) {
  const names = { database: 'PostgreSQL', bus: 'NATS with JetStream', redis: 'Redis' };
  process.stderr.write(
    `havkart: cannot reach ${missing.map(([key]) => names[key]).join(', ')} on this machine\n`,
  );
  process.exit(69);
}

const cluster = new LocalCluster({ echo: true });
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  process.stdout.write('Stopping the cluster and removing its schema, stream and keys…\n');
  await cluster.remove().catch((error) => process.stderr.write(`havkart: ${error.message}\n`));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // The track writer first: it migrates the fresh schema before the others start.
  await cluster.start('tracks', 'tracks');
  await cluster.start('ingest', 'ingest', {
    AIS_SOURCES: process.env.AIS_SOURCES ?? 'sim://?vessels=1500&seed=1',
  });
  await cluster.start('api-a', 'api');
  await cluster.start('api-b', 'api');
} catch (error) {
  process.stderr.write(`havkart: ${error instanceof Error ? error.message : error}\n`);
  await stop(1);
}
process.stdout.write(`\nHavkart cluster ${cluster.id} is running:\n`);
for (const p of cluster.processes.values()) {
  process.stdout.write(`  ${p.name.padEnd(7)} ${p.roles.padEnd(7)} ${p.url}\n`);
}
process.stdout.write('Put a reverse proxy in front of the api instances; Ctrl-C stops all.\n');
