// SSE clients on loopback, spread round-robin over the given API instances, each with its own
// map-view box; a child process so they do not share the servers' cores. Counts deliveries
// and the age of each 8th update (arrival − its msgtime, which the simulator stamps in whole
// seconds, so ages are rounded up to a second at most). Reports JSON on IPC.
import http from 'node:http';

const [portsArg, countArg, secondsArg] = process.argv.slice(2);
const ports = portsArg.split(',').map(Number);
const count = Number(countArg);
const seconds = Number(secondsArg);
let seed = 7;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const ages = [];
let deliveries = 0;
let measuring = false;
let open = 0;
const sockets = [];

function box() {
  const w = 0.5 + rand() * 2;
  const west = 4 + rand() * 24;
  const south = 58 + rand() * 12;
  const ring = [
    [west, south],
    [west + w, south],
    [west + w, south + w / 2],
    [west, south + w / 2],
    [west, south],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

for (let i = 0; i < count; i++) {
  const body = JSON.stringify({ geometry: box(), modelType: 'Full', downsample: false });
  const req = http.request(
    {
      host: '127.0.0.1',
      port: ports[i % ports.length],
      path: '/live/v1/sse/combined',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      if (res.statusCode === 200) open++;
      res.setEncoding('utf8');
      let sampled = 0;
      res.on('data', (chunk) => {
        if (!measuring) return;
        const now = Date.now();
        let at = chunk.indexOf('data: ');
        while (at >= 0) {
          deliveries++;
          if ((sampled++ & 7) === 0) {
            const field = chunk.indexOf('"msgtime":"', at);
            if (field > 0) {
              const sent = Date.parse(chunk.slice(field + 11, chunk.indexOf('"', field + 11)));
              if (Number.isFinite(sent) && ages.length < 2_000_000) ages.push(now - sent);
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

process.on('message', (message) => {
  if (message !== 'start') return;
  measuring = true;
  setTimeout(() => {
    measuring = false;
    ages.sort((a, b) => a - b);
    const p = (q) => ages[Math.min(ages.length - 1, Math.floor(ages.length * q))] ?? NaN;
    process.send({ open, deliveries, perSecond: deliveries / seconds, p50: p(0.5), p99: p(0.99) });
    for (const s of sockets) s.destroy();
    setTimeout(() => process.exit(0), 100);
  }, seconds * 1000);
});
const ready = setInterval(() => {
  if (open === count) {
    clearInterval(ready);
    process.send('ready');
  }
}, 50);
