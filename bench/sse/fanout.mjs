// Fan-out cost per event: the server's CPU per event written, at 100 and at 1,000 open SSE
// streams, with the default simulator's traffic (1,500 vessels). The stream hub runs in this
// process and its ticks are driven here, each measured from just before the tick until the
// writes it started have left (the next turn of the event loop), so the figure is the hub's
// and the sockets' cost and nothing else. Clients run in processes of their own, so their
// reading does not share this process's time.
// Run from bench/: node --conditions=source --import tsx sse/fanout.mjs
//   (STREAMS=1000, SECONDS=10, CLIENT_PROCESSES=4; HUB=path/to/stream-hub.ts compares another
//   version, e.g. one taken from git history into apps/server/src/live/).
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createAisDecoder, createTrafficSimulator } from '@havkart/ais';
import { compileVesselFilter } from '../../apps/server/src/live/filters.ts';
import { LiveState } from '../../apps/server/src/live/live-state.ts';

const STREAMS = Number(process.env.STREAMS ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 4);
const HUB = process.env.HUB
  ? path.resolve(process.env.HUB)
  : new URL('../../apps/server/src/live/stream-hub.ts', import.meta.url).pathname;
const { StreamHub } = await import(HUB);
const WARM_SECONDS = 30;

const sim = createTrafficSimulator({
  vessels: 1500,
  seed: 1,
  start: Math.floor(Date.now() / 1000),
});
const seconds = [];
const decoder = createAisDecoder({ onMessage: (m) => seconds.at(-1).push(m) });
// Enough for the four phases (each SECONDS of ticks, a tenth of a simulated second each, and
// ticks come a little slower than ten a second).
for (let s = 0; s < WARM_SECONDS + 4 * (SECONDS + 1); s++) {
  seconds.push([]);
  for (const line of sim.tick().lines) decoder.write(line);
}
const state = new LiveState();
for (const second of seconds.slice(0, WARM_SECONDS))
  for (const m of second) state.apply(m, Date.now());
let next = WARM_SECONDS * 10;
/** A tenth of the next simulated second into the state: one tick's worth. */
function feed() {
  const second = seconds[Math.floor(next / 10)] ?? [];
  const part = Math.ceil(second.length / 10);
  for (const m of second.slice((next % 10) * part, ((next % 10) + 1) * part))
    state.apply(m, Date.now());
  next++;
}

// Its own timer never fires: the ticks below are driven and measured.
const hub = new StreamHub(state, Date.now, 1e9);
const server = http.createServer((req, res) => {
  let text = '';
  req.on('data', (c) => (text += c));
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.socket.setNoDelay(true);
    const stop = hub.subscribe(res, {
      channel: 'combined',
      filter: compileVesselFilter(JSON.parse(text), 'open'),
      modelType: 'Full',
      geojson: false,
      framing: 'sse',
      downsample: false,
    });
    res.on('close', stop);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const clientsUrl = new URL('../loop-under-attack/clients.mjs', import.meta.url);

async function phase(count, bodies) {
  const processes = Math.max(1, Math.min(CLIENT_PROCESSES, Math.floor(count / 25)));
  const children = Array.from({ length: processes }, (_, i) =>
    fork(clientsUrl, [
      JSON.stringify({
        origin,
        path: '/sse',
        count: Math.floor(count / processes) + (i < count % processes ? 1 : 0),
        bodies,
        seed: 7 + i,
      }),
    ]),
  );
  // The state stands still while the streams open, so nothing piles up for the first
  // measured tick (the ticks here write nothing but keep the hub's cycle going).
  const opening = setInterval(() => hub.tick(), 100);
  await Promise.all(children.map((c) => new Promise((r) => c.once('message', r))));
  clearInterval(opening);
  const load = os.loadavg()[0].toFixed(1);
  const before = hub.stats;
  let cpu = 0;
  let ticks = 0;
  let longest = 0;
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    feed();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    hub.tick();
    await new Promise((r) => setImmediate(r));
    const used = process.cpuUsage(c0);
    cpu += used.user + used.system;
    longest = Math.max(longest, performance.now() - t0);
    ticks++;
  }
  const written = hub.stats.delivered - before.delivered;
  const skipped = hub.stats.skipped - before.skipped;
  for (const c of children) c.send('exit');
  await Promise.all(children.map((c) => new Promise((r) => c.once('exit', r))));
  const perEvent = cpu / written;
  console.log(
    `${String(count).padStart(5)} streams (${bodies === 'none' ? 'no area' : 'map-view boxes'}): ${Math.round(written / (ticks / 10))} events/s written, ${skipped} skipped; ` +
      `${(cpu / 1000 / ticks).toFixed(1)} ms CPU a tick (longest ${longest.toFixed(0)} ms wall), ${perEvent.toFixed(2)} µs per event; load ${load}`,
  );
  return perEvent;
}

console.log(`hub ${path.relative(process.cwd(), HUB)}; ${os.cpus().length} cores`);
for (const bodies of ['none', 'boxes']) {
  const small = await phase(STREAMS / 10, bodies);
  const large = await phase(STREAMS, bodies);
  console.log(
    `  CPU per event at ${STREAMS} ÷ at ${STREAMS / 10}: ${(large / small).toFixed(2)}× (target ≤ 1.5×: ${large / small <= 1.5 ? 'met' : 'missed'})`,
  );
}
hub.close();
server.closeAllConnections();
server.close();
