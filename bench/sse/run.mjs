// Live streams under load: 1,000 loopback SSE clients with map-view boxes, the simulator at
// 100k vessels replayed in real time, served by our stream hub against a naive server with
// the same state and filters that serialises and writes every message to every matching
// client as it comes. Deliveries/s and latency p99 (publish → client), same run.
// Run: npm run bench:sse -w bench
import { fork } from 'node:child_process';
import http from 'node:http';
import { createAisDecoder, createTrafficSimulator } from '@havkart/ais';
import { compileVesselFilter, matchesVessel } from '../../apps/server/src/live/filters.ts';
import { LiveState } from '../../apps/server/src/live/live-state.ts';
import { fullVessel } from '../../apps/server/src/live/representation.ts';
import { StreamHub } from '../../apps/server/src/live/stream-hub.ts';

const VESSELS = Number(process.env.VESSELS ?? 100_000);
const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const WARM_SECONDS = 30;
const MEASURE_SECONDS = Number(process.env.SECONDS ?? 10);
/** Simulated seconds replayed per wall second: above 1, to find what each server can carry. */
const SPEED = Number(process.env.SPEED ?? 4);

console.log(`simulating ${VESSELS} vessels …`);
const start = Math.floor(Date.now() / 1000);
const sim = createTrafficSimulator({ vessels: VESSELS, seed: 1, start, duplicateRate: 0 });
const ticks = [];
const decoder = createAisDecoder({ onMessage: (m) => ticks.at(-1).push(m) });
for (let s = 0; s < WARM_SECONDS + MEASURE_SECONDS * SPEED + 5; s++) {
  ticks.push([]);
  for (const line of sim.tick().lines) decoder.write(line);
}
const perSecond =
  ticks.slice(WARM_SECONDS).reduce((n, t) => n + t.length, 0) / (ticks.length - WARM_SECONDS);
console.log(
  `${ticks.flat().length} messages, ${perSecond.toFixed(0)} per simulated second after the warm-up, replayed at ${SPEED}× = ${(perSecond * SPEED).toFixed(0)} updates/s`,
);

function readBody(req) {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(JSON.parse(text)));
  });
}

const HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
};

function oursServer(state) {
  const hub = new StreamHub(state);
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    res.writeHead(200, HEADERS);
    const stop = hub.subscribe(res, {
      channel: 'combined',
      filter: compileVesselFilter(body, 'open'),
      modelType: 'Full',
      geojson: false,
      framing: 'sse',
      downsample: false,
    });
    res.on('close', stop);
  });
  return { server, close: () => hub.close(), stats: () => hub.stats };
}

function naiveServer(state) {
  const clients = new Set();
  state.onChange((change) => {
    if (change.kind !== 'vessel' || change.record.latitude === null) return;
    for (const c of clients) {
      if (matchesVessel(c.filter, change.record))
        c.res.write(`data: ${JSON.stringify(fullVessel(change.record))}\n\n`);
    }
  });
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    res.writeHead(200, HEADERS);
    res.write(': start\n\n');
    const client = { res, filter: compileVesselFilter(body, 'open') };
    clients.add(client);
    res.on('close', () => clients.delete(client));
  });
  return { server, close: () => clients.clear() };
}

async function measure(name, make) {
  const state = new LiveState();
  const apply = (m) => {
    // Publish time, carried to the clients in a field both servers send; set before the
    // update, since the naive server serialises inside it.
    const known = state.vessels.get(m.mmsi);
    if (known) known.altitude = Date.now();
    state.apply(m, Date.now());
    const v = state.vessels.get(m.mmsi);
    if (v) v.altitude = Date.now();
  };
  for (const tick of ticks.slice(0, WARM_SECONDS)) for (const m of tick) apply(m);
  const { server, close, stats } = make(state);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  const child = fork(
    new URL('./clients.mjs', import.meta.url),
    [port, CLIENTS, MEASURE_SECONDS, 7].map(String),
  );
  await new Promise((r) => child.once('message', r));
  const result = new Promise((r) => child.once('message', r));
  child.send('start');
  // Replay SPEED simulated seconds per wall second, in slices of 1/20 s so updates arrive spread out.
  const t0 = Date.now();
  let slice = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - t0) / 1000) * 20 * SPEED);
    while (slice <= due) {
      const tick = ticks[WARM_SECONDS + Math.floor(slice / 20)] ?? [];
      const part = Math.ceil(tick.length / 20);
      for (const m of tick.slice((slice % 20) * part, ((slice % 20) + 1) * part)) apply(m);
      slice++;
    }
  }, 10);
  const r = await result;
  clearInterval(timer);
  close();
  server.closeAllConnections();
  server.close();
  if (stats) console.log(`  hub: ${JSON.stringify(stats())}`);
  console.log(
    `${name.padEnd(12)} ${r.open} clients: ${r.perSecond.toFixed(0)} deliveries/s, latency p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`,
  );
  return r;
}

const ours = await measure('hub (ours)', oursServer);
if (process.env.ONLY === 'ours') process.exit(0);
const naive = await measure('naive', naiveServer);
const ratio = ours.perSecond / naive.perSecond;
console.log(
  `ratio deliveries/s ours/naive: ${ratio.toFixed(2)}× (target ≥ 5×: ${ratio >= 5 ? 'met' : 'missed'}); ours p99 ${ours.p99} ms (target ≤ 250 ms: ${ours.p99 <= 250 ? 'met' : 'missed'}); naive p99 ${naive.p99} ms`,
);
