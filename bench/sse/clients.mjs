// 1,000 loopback SSE clients, each with its own map-view box; run as a child process so the
// clients do not share the server's core. Reports deliveries and latencies on stdout as JSON.
import http from 'node:http';

const [port, count, seconds, seedArg] = process.argv.slice(2).map(Number);
let seed = seedArg;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const latencies = [];
let deliveries = 0;
let measuring = false;
const sockets = [];

function box() {
  // Map views along the coast where the simulated traffic is.
  const w = 0.5 + rand() * 2;
  const west = 4 + rand() * 24;
  const south = 58 + rand() * 12;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + w, south],
        [west + w, south + w / 2],
        [west, south + w / 2],
        [west, south],
      ],
    ],
  };
}

let open = 0;
for (let i = 0; i < count; i++) {
  const body = JSON.stringify({ geometry: box(), modelType: 'Full', downsample: false });
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      path: '/sse',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      open++;
      res.setEncoding('utf8');
      let sampled = 0;
      res.on('data', (chunk) => {
        if (!measuring) return;
        const now = Date.now();
        // Count events by their "data: " prefix; read the stamp of every 8th (sampling keeps the
        // clients' own cost low, so they measure the server rather than themselves).
        let at = chunk.indexOf('data: ');
        while (at >= 0) {
          deliveries++;
          if ((sampled++ & 7) === 0) {
            const field = chunk.indexOf('"altitude":', at);
            if (field > 0) {
              const sent = Number(chunk.slice(field + 11, chunk.indexOf(',', field)));
              if (sent > 1e12 && latencies.length < 2_000_000) latencies.push(now - sent);
            }
          }
          at = chunk.indexOf('data: ', at + 6);
        }
      });
      res.on('error', () => {});
    },
  );
  req.on('error', () => {});
  req.on('socket', (s) => sockets.push(s));
  req.end(body);
}

process.on('message', (msg) => {
  if (msg === 'start') {
    measuring = true;
    deliveries = 0;
    latencies.length = 0;
    setTimeout(() => {
      measuring = false;
      latencies.sort((a, b) => a - b);
      const p = (q) =>
        latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
      process.send({
        open,
        deliveries,
        perSecond: deliveries / seconds,
        p50: p(0.5),
        p99: p(0.99),
        max: latencies.at(-1) ?? NaN,
      });
      for (const s of sockets) s.destroy();
      setTimeout(() => process.exit(0), 100);
    }, seconds * 1000);
  }
});
const ready = setInterval(() => {
  if (open === count) {
    clearInterval(ready);
    process.send('ready');
  }
}, 50);
