// Ingest pipeline, one core: decode → dedup → live state (merge, index) → bus, in messages/s,
// against decoding alone with ais-stream-decoder (a peer that does less) in the same run;
// then the event-loop delay p99 while the pipeline is fed at 10× the default simulator's
// rate in real time. Run: npm run bench:ingest -w bench
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { simulateLines } from '@havkart/ais';
import { LiveService } from '../../apps/server/src/live/live-service.ts';
import { tagBlockTimeMs } from '../../apps/server/src/ingest/file-source.ts';
import { newSourceStats } from '../../apps/server/src/ingest/stats.ts';

const require = createRequire(import.meta.url);
const AisStreamDecoder = require('ais-stream-decoder').default;

const SIM_SECONDS = Number(process.env.SIM_SECONDS ?? 1800);
const lines = [
  ...simulateLines({
    vessels: 1500,
    seed: 1,
    start: Math.floor(Date.now() / 1000) - SIM_SECONDS,
    duration: SIM_SECONDS,
  }),
];
const simRate = lines.length / SIM_SECONDS;

/** A source the benchmark drives by hand. */
function handSource() {
  const source = {
    stats: newSourceStats('bench://', 'bench'),
    clockOffsetMs: 0,
    push: () => {},
    start(onLine) {
      source.push = onLine;
    },
    async stop() {},
  };
  return source;
}

function pipeline() {
  const live = new LiveService();
  let published = 0;
  live.bus.subscribe(() => published++);
  const source = handSource();
  live.ingest.add(source);
  const t0 = performance.now();
  for (const line of lines) source.push(line);
  const ms = performance.now() - t0;
  const accepted = live.ingest.status()[0].messages;
  void live.close();
  return { ms, messages: accepted, published, vessels: live.state.vessels.size };
}

function peerDecodeOnly() {
  let n = 0;
  const d = new AisStreamDecoder({ silent: true });
  d.on('data', () => n++);
  d.on('error', () => {});
  const t0 = performance.now();
  for (const line of lines)
    d.write(line.startsWith('\\') ? line.slice(line.indexOf('\\', 1) + 1) : line);
  return { ms: performance.now() - t0, messages: n };
}

let best = null;
let peer = null;
for (let rep = 0; rep < 3; rep++) {
  const p = pipeline();
  if (!best || p.ms < best.ms) best = p;
  const q = peerDecodeOnly();
  if (!peer || q.ms < peer.ms) peer = q;
}
const ours = (best.messages / best.ms) * 1000;
const theirs = (peer.messages / peer.ms) * 1000;
console.log(
  `corpus: ${lines.length} lines, ${SIM_SECONDS} s of the default simulator (1,500 vessels) = ${simRate.toFixed(0)} lines/s`,
);
console.log(
  `pipeline (decode+dedup+state+bus): ${best.messages} messages in ${best.ms.toFixed(0)} ms = ${ours.toFixed(0)} msg/s, ${best.vessels} vessels held`,
);
console.log(
  `peer ais-stream-decoder, decoding only: ${peer.messages} messages in ${peer.ms.toFixed(0)} ms = ${theirs.toFixed(0)} msg/s`,
);
console.log(
  `ratio: ours ${(ours / theirs).toFixed(2)}× the peer's rate while doing more; target ≥ 34,000 msg/s → ${ours >= 34_000 ? 'met' : 'missed'}`,
);

// Real-time feed at 10× the simulator's pace, paced by the recording's tag-block times.
const SPEEDUP = 10;
const WALL_SECONDS = Number(process.env.WALL_SECONDS ?? 10);
const live = new LiveService();
const source = handSource();
live.ingest.add(source);
const times = lines.map((l) => tagBlockTimeMs(l) ?? 0);
const first = times[0];
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const wallStart = Date.now();
let next = 0;
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const due = first + (Date.now() - wallStart) * SPEEDUP;
    while (next < lines.length && times[next] <= due) source.push(lines[next++]);
    if (Date.now() - wallStart >= WALL_SECONDS * 1000 || next >= lines.length) {
      clearInterval(timer);
      resolve();
    }
  }, 5);
});
histogram.disable();
const fed = live.ingest.status()[0];
const seconds = (Date.now() - wallStart) / 1000;
const p99 = histogram.percentile(99) / 1e6;
console.log(
  `real time at ${SPEEDUP}× the simulator: ${(fed.lines / seconds).toFixed(0)} lines/s for ${seconds.toFixed(1)} s; event-loop delay p50 ${(histogram.percentile(50) / 1e6).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(histogram.max / 1e6).toFixed(1)} ms; target p99 ≤ 20 ms → ${p99 <= 20 ? 'met' : 'missed'}`,
);
await live.close();
