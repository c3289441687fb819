// A large dataset's Excel download from the server's own dataset routes on a listening port:
// time to the first byte and to the last, and how long another request waits meanwhile.
// The peer, in the same run: the same workbook written in one piece before it is sent (as
// every download was before Excel was streamed). The server runs in a child process, so the
// client's own work does not share its event loop. Run: npm run bench:export-server -w bench
import { fork } from 'node:child_process';
import { Readable } from 'node:stream';
import { createDatasetRegistry } from '@havkart/datasets-core';
import { startGeoJsonDataset } from '@havkart/datasets-core/server';
import { documentFromGeoJson } from '@havkart/export';
import { nodeDeflater } from '@havkart/export/node';
import Fastify from 'fastify';
import { routeAccessPlugin } from '../../apps/server/src/auth/route-access.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { datasetRoutes } from '../../apps/server/src/datasets/dataset-routes.ts';
import { datasetServicesPlugin } from '../../apps/server/src/datasets/dataset-services.ts';
import { fixtureManifest } from '../../apps/server/src/datasets/testing/fixture-dataset.ts';
import { configPlugin } from '../../apps/server/src/plugins/config.ts';
import { problemDetailsPlugin } from '../../apps/server/src/plugins/problem-details.ts';
import { xlsxChunks } from '../../packages/export/src/xlsx.ts';
import { concatBytes } from '../../packages/export/src/zip-entry.ts';
import { featuresFile } from './data.mjs';

const FEATURES = Number(process.env.FEATURES ?? 50_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** The server, in the child process: the dataset routes with the lines as a dataset. */
async function serve() {
  const data = featuresFile(FEATURES);
  const manifest = {
    ...fixtureManifest,
    id: 'benchlines',
    name: { 'nb-NO': 'Linjer', 'en-US': 'Lines' },
    featureKey: { field: 'name' },
    sources: [{ dataUrl: '/api/v1/datasets/benchlines/geojson' }],
    download: { formats: ['xlsx'], nameProperty: 'name' },
  };
  const registry = createDatasetRegistry({
    groups: [
      { id: 'testgroup', name: { 'nb-NO': 'T', 'en-US': 'T' }, order: 0, collapsedDefault: false },
    ],
    datasets: [manifest],
  });
  const part = {
    datasetId: manifest.id,
    start: (context) =>
      startGeoJsonDataset(
        { manifest, demo: () => data, adapter: JSON.parse, defaultRefreshMs: 600_000 },
        context,
      ),
  };

  const app = Fastify({ logger: false });
  await app.register(routeAccessPlugin);
  await app.register(configPlugin, loadConfig({ DATA_DIR: '/tmp', LOG_LEVEL: 'silent' }));
  await app.register(problemDetailsPlugin);
  await app.register(datasetServicesPlugin({ registry, parts: [part] }));
  await app.register(datasetRoutes(registry));
  app.get('/ping', { config: { access: 'public' } }, () => 'pong');
  // The peer: the same document and writer, the whole workbook made before anything is sent.
  app.get('/one-piece', { config: { access: 'public' } }, (_request, reply) => {
    const document = documentFromGeoJson(data, {
      name: manifest.name['nb-NO'],
      nameProperty: 'name',
    });
    const bytes = concatBytes([...xlsxChunks(document, { deflater: nodeDeflater })]);
    return reply.header('content-type', 'application/octet-stream').send(Buffer.from(bytes));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send(`http://127.0.0.1:${app.server.address().port}`);
  process.on('disconnect', () => void app.close());
}

if (process.argv[2] === 'serve') {
  await serve();
} else {
  await run();
}

/** Downloads `path` while asking /ping again and again; times in ms from the request. */
async function measure(origin, path) {
  const pings = [];
  let done = false;
  const pinging = (async () => {
    while (!done) {
      const start = performance.now();
      await (await fetch(`${origin}/ping`)).text();
      pings.push(performance.now() - start);
    }
  })();
  const start = performance.now();
  const response = await fetch(`${origin}${path}`);
  let firstByte = null;
  let bytes = 0;
  for await (const chunk of Readable.fromWeb(response.body)) {
    firstByte ??= performance.now() - start;
    bytes += chunk.length;
  }
  const total = performance.now() - start;
  done = true;
  await pinging;
  pings.sort((a, b) => a - b);
  return {
    firstByte,
    total,
    bytes,
    pings: pings.length,
    pingMax: pings.at(-1),
    pingP50: pings[pings.length >> 1],
  };
}

async function run() {
  const data = featuresFile(FEATURES);
  const child = fork(import.meta.filename, ['serve'], { execArgv: process.execArgv });
  const origin = await new Promise((resolve) => child.once('message', resolve));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = data.features.reduce((sum, f) => sum + f.geometry.coordinates.length, 0);
  console.log(
    `server Excel download: ${FEATURES} lines (${rows} rows), ${ROUNDS} alternating rounds`,
  );
  const samples = { streamed: [], 'one piece': [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['streamed', 'one piece'] : ['one piece', 'streamed'];
    for (const who of order) {
      samples[who].push(
        await measure(
          origin,
          who === 'streamed' ? '/api/v1/datasets/benchlines/download?format=xlsx' : '/one-piece',
        ),
      );
    }
  }
  console.log(
    '                first byte s   total s   MB    pings answered   ping p50 ms   ping max ms',
  );
  const summary = {};
  for (const [who, runs] of Object.entries(samples)) {
    const m = (key) => median(runs.map((run) => run[key]));
    summary[who] = { pingMax: m('pingMax'), firstByte: m('firstByte'), total: m('total') };
    console.log(
      `${who.padEnd(14)} ${(m('firstByte') / 1000).toFixed(2).padStart(12)} ${(m('total') / 1000).toFixed(2).padStart(9)} ` +
        `${(m('bytes') / 1e6).toFixed(1).padStart(5)} ${String(m('pings')).padStart(16)} ${m('pingP50').toFixed(1).padStart(13)} ${m('pingMax').toFixed(0).padStart(13)}`,
    );
  }
  const streamed = summary.streamed;
  const onePiece = summary['one piece'];
  console.log(
    `streamed / one piece: first byte ${(streamed.firstByte / onePiece.firstByte).toFixed(3)}×, ` +
      `total ${(streamed.total / onePiece.total).toFixed(2)}×, longest ping ${(streamed.pingMax / onePiece.pingMax).toFixed(3)}×`,
  );
  child.disconnect();
}
