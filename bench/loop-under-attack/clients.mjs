// Opens live streams and counts the events they deliver. A process of its own, so parsing
// the streams does not delay the benchmark's own timers. Argument: JSON
// {origin, path, count, bodies: 'boxes' | 'none' | 'area:<corners>', seed}; IPC 'count' → {open, events, cpu},
// 'exit' closes every stream.
import http from 'node:http';
import { area } from './area.mjs';

const { origin, path, count, bodies, seed: first = 7 } = JSON.parse(process.argv[2]);
const url = new URL(path, origin);
let seed = first;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

/** A map view along the coast where the simulated traffic is, 0.5°–2.5° wide. */
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

let open = 0;
let refused = 0;
let events = 0;
const requests = [];
for (let i = 0; i < count; i++) {
  const geometry =
    bodies === 'boxes' ? box() : bodies === 'none' ? undefined : area(Number(bodies.slice(5)));
  const body = JSON.stringify({ ...(geometry ? { geometry } : {}), modelType: 'Full' });
  // Each request settles once: a refused upload can end with an answer and a reset both.
  let settled = false;
  const settle = (ok) => {
    if (settled) return false;
    settled = true;
    if (ok) open++;
    else refused++;
    return true;
  };
  const req = http.request(
    {
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      if (res.statusCode !== 200) {
        settle(false);
        res.resume();
        return;
      }
      settle(true);
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        for (let at = chunk.indexOf('data: '); at >= 0; at = chunk.indexOf('data: ', at + 6)) {
          events++;
        }
      });
      res.on('error', () => {});
    },
  );
  req.on('error', () => settle(false));
  req.end(body);
  requests.push(req);
}

process.on('message', (msg) => {
  if (msg === 'count') {
    const { user, system } = process.cpuUsage();
    process.send({ open, refused, events, cpu: (user + system) / 1e6 });
  }
  if (msg === 'exit') {
    for (const req of requests) req.destroy();
    setTimeout(() => process.exit(0), 100);
  }
});
// Ready once every stream has an answer, or after a minute with whatever has one (on a busy
// machine a few connections can wait far longer; the report says how many).
const began = Date.now();
const ready = setInterval(() => {
  if (open + refused === count || Date.now() - began > 60_000) {
    clearInterval(ready);
    process.send({ ready: true, open, refused, pending: count - open - refused });
  }
}, 50);
