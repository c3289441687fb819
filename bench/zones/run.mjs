// Zone evaluation: the server's ZoneEvaluator (prepared polygons behind a one-degree grid of
// their boxes) against a naive loop over every zone with @turf/boolean-point-in-polygon, same
// positions, same run, at 1,000 and 10,000 zones of 10–500 vertices over Norwegian waters.
// Positions come at ten times the simulator's rate (a few hundred a second, so 3,000/s here);
// the figure is evaluations per second of CPU, and the evaluator's microseconds per position.
// Run: npm run bench:zones -w bench
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { ZoneEvaluator } from '../../apps/server/src/alerting/zone-evaluator.ts';

const POSITIONS = Number(process.env.POSITIONS ?? 30_000);
let seed = 7;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

/** A star-shaped ring (never crossing itself) of `n` corners around a centre. */
function zoneRing(n) {
  const lon = 2 + rand() * 28;
  const lat = 57 + rand() * 14;
  const radius = 0.05 + rand() * 0.45;
  const ring = [];
  for (let i = 0; i < n; i++) {
    const angle = (2 * Math.PI * i) / n;
    const r = radius * (0.6 + 0.4 * rand());
    ring.push([
      lon + (r * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180),
      lat + r * Math.sin(angle),
    ]);
  }
  ring.push(ring[0]);
  return ring;
}

function zones(count) {
  return Array.from({ length: count }, (_, i) => ({
    id: `z${i}`,
    userKey: `u${i % 100}`,
    name: `Zone ${i}`,
    access: 'open',
    geometry: { type: 'Polygon', coordinates: [zoneRing(10 + Math.floor(rand() * 491))] },
    countryCodes: [],
    mmsiCategories: [],
    shipTypes: [],
    frequency: 'everyUpdate',
    mail: false,
    mailTo: null,
    geoFilter: null,
    createdAt: new Date().toISOString(),
    lastDigestAt: null,
  }));
}

// 1,500 vessels (the simulator's fleet) moving a little between their reports.
const fleet = Array.from({ length: 1500 }, (_, i) => ({
  mmsi: 257000000 + i,
  longitude: 2 + rand() * 28,
  latitude: 57 + rand() * 14,
  shipType: 70,
  name: `V${i}`,
  dimensionA: 50,
  dimensionB: 10,
  navigationalStatus: 0,
}));
const positions = [];
for (let k = 0; k < POSITIONS; k++) {
  const v = fleet[k % fleet.length];
  v.longitude += (rand() - 0.5) * 0.02;
  v.latitude += (rand() - 0.5) * 0.01;
  positions.push({ ...v });
}

function cpu(work) {
  const start = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, result };
}

for (const count of [1000, 10_000]) {
  const list = zones(count);
  const now = Date.now();
  const evaluator = new ZoneEvaluator(() => now);
  const prepare = cpu(() => list.forEach((zone) => evaluator.watch(zone, [])));
  const ours = cpu(() => {
    let alerts = 0;
    for (const p of positions) alerts += evaluator.position(p, now).length;
    return alerts;
  });
  const naivePositions = positions.slice(0, count >= 10_000 ? 3000 : 10_000);
  const naive = cpu(() => {
    let inside = 0;
    for (const p of naivePositions) {
      for (const zone of list) {
        if (booleanPointInPolygon([p.longitude, p.latitude], zone.geometry)) inside += 1;
      }
    }
    return inside;
  });
  const oursRate = positions.length / (ours.ms / 1000);
  const naiveRate = naivePositions.length / (naive.ms / 1000);
  console.log(
    `${count} zones: prepare ${prepare.ms.toFixed(0)} ms; evaluator ${Math.round(oursRate).toLocaleString('en')} positions/s ` +
      `(${((ours.ms * 1000) / positions.length).toFixed(2)} µs each, ${ours.result} entries); ` +
      `naive turf loop ${Math.round(naiveRate).toLocaleString('en')} positions/s; ratio ${(oursRate / naiveRate).toFixed(0)}×; ` +
      `CPU share at 3,000 positions/s: ${((3000 / oursRate) * 100).toFixed(2)} %`,
  );
}
