// Polar view positions (A11): our closed-form EPSG:3575 (`polarMetresOf` of @havkart/domain)
// against proj4's EPSG:4326 → EPSG:3575 on the same 100,000 positions per update, in the
// same run: median time per update of alternating rounds, their ratio, and the largest
// disagreement in metres. `POSITIONS`, `ROUNDS` tune a run.
import proj4 from 'proj4';
import { polarMetresOf } from '@havkart/domain';

const POSITIONS = Number(process.env.POSITIONS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 15);

const EPSG_3575 = '+proj=laea +lat_0=90 +lon_0=10 +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs';
const peer = proj4('EPSG:4326', EPSG_3575);

// Vessels north of 45° (what the polar view draws), spread by a fixed-seed generator.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const lonLat = new Float64Array(POSITIONS * 2);
for (let i = 0; i < POSITIONS; i += 1) {
  lonLat[2 * i] = -180 + 360 * random();
  lonLat[2 * i + 1] = 45.01 + 44.98 * random();
}

const oursOut = new Float64Array(POSITIONS * 2);
const peerOut = new Float64Array(POSITIONS * 2);

function ours() {
  polarMetresOf(lonLat, oursOut);
}

function theirs() {
  for (let i = 0; i < POSITIONS; i += 1) {
    const [x, y] = peer.forward([lonLat[2 * i], lonLat[2 * i + 1]]);
    peerOut[2 * i] = x;
    peerOut[2 * i + 1] = y;
  }
}

const time = (fn) => {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Warm both up, then alternate so machine load falls on both alike.
ours();
theirs();
const oursMs = [];
const peerMs = [];
for (let round = 0; round < ROUNDS; round += 1) {
  oursMs.push(time(ours));
  peerMs.push(time(theirs));
}

let worst = 0;
for (let i = 0; i < POSITIONS * 2; i += 1)
  worst = Math.max(worst, Math.abs(oursOut[i] - peerOut[i]));

const a = median(oursMs);
const b = median(peerMs);
console.log(`positions per update: ${POSITIONS.toLocaleString('en')}, rounds: ${ROUNDS}`);
console.log(`ours (closed form):   median ${a.toFixed(2)} ms per update`);
console.log(`proj4 EPSG:3575:      median ${b.toFixed(2)} ms per update`);
console.log(`ratio proj4 / ours:   ${(b / a).toFixed(1)}× (target ≥ 5×)`);
console.log(`largest disagreement: ${(worst * 1000).toFixed(4)} mm (target ≤ 1 mm)`);
