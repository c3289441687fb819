// Live vessel index: our grid (moves in place) against kdbush rebuilt after the same moves
// (rebuild time included), flatbush rebuilt the same way, and rbush updated by remove +
// insert. 100k vessels over Norwegian waters; each round moves 10k of them, then answers
// 100 map-view boxes; 10 rounds = 1,000 queries. Run: npm run bench:bbox -w bench
import Flatbush from 'flatbush';
import KDBush from 'kdbush';
import RBush from 'rbush';
import { GridIndex } from '../../apps/server/src/live/grid-index.ts';

const VESSELS = Number(process.env.VESSELS ?? 100_000);
const ROUNDS = 10;
const MOVES_PER_ROUND = 10_000;
const QUERIES_PER_ROUND = 100;

let seed = 42;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const lon = new Float64Array(VESSELS);
const lat = new Float64Array(VESSELS);
for (let i = 0; i < VESSELS; i++) {
  lon[i] = -5 + rand() * 40;
  lat[i] = 56 + rand() * 24;
}
const rounds = [];
for (let r = 0; r < ROUNDS; r++) {
  const moves = [];
  for (let k = 0; k < MOVES_PER_ROUND; k++) {
    const id = Math.floor(rand() * VESSELS);
    moves.push([id, (rand() - 0.5) * 0.01, (rand() - 0.5) * 0.005]);
  }
  const boxes = [];
  for (let q = 0; q < QUERIES_PER_ROUND; q++) {
    const w = 0.2 + rand() * 3; // harbour view to coastline view, degrees of longitude
    const h = w / 2;
    const west = -5 + rand() * (40 - w);
    const south = 56 + rand() * (24 - h);
    boxes.push({ west, south, east: west + w, north: south + h });
  }
  rounds.push({ moves, boxes });
}

function run(name, setup, move, afterMoves, query) {
  const x = Float64Array.from(lon);
  const y = Float64Array.from(lat);
  const state = setup(x, y);
  let hits = 0;
  const t0 = performance.now();
  for (const { moves, boxes } of rounds) {
    for (const [id, dx, dy] of moves) {
      x[id] += dx;
      y[id] += dy;
      move(state, id, x[id], y[id]);
    }
    afterMoves(state, x, y);
    for (const b of boxes) hits += query(state, b);
  }
  const ms = performance.now() - t0;
  return { name, ms, hits };
}

const ours = () =>
  run(
    'grid (ours)',
    (x, y) => {
      const g = new GridIndex();
      for (let i = 0; i < VESSELS; i++) g.set(i, x[i], y[i]);
      return g;
    },
    (g, id, x, y) => g.set(id, x, y),
    () => {},
    (g, b) => g.query(b).length,
  );

const kdbush = () =>
  run(
    'kdbush rebuilt',
    () => ({ index: null }),
    () => {},
    (s, x, y) => {
      const index = new KDBush(VESSELS);
      for (let i = 0; i < VESSELS; i++) index.add(x[i], y[i]);
      index.finish();
      s.index = index;
    },
    (s, b) => s.index.range(b.west, b.south, b.east, b.north).length,
  );

const flatbush = () =>
  run(
    'flatbush rebuilt',
    () => ({ index: null }),
    () => {},
    (s, x, y) => {
      const index = new Flatbush(VESSELS);
      for (let i = 0; i < VESSELS; i++) index.add(x[i], y[i], x[i], y[i]);
      index.finish();
      s.index = index;
    },
    (s, b) => s.index.search(b.west, b.south, b.east, b.north).length,
  );

const rbush = () =>
  run(
    'rbush updated',
    (x, y) => {
      const tree = new RBush();
      const items = [];
      for (let i = 0; i < VESSELS; i++)
        items.push({ minX: x[i], minY: y[i], maxX: x[i], maxY: y[i], id: i });
      tree.load(items);
      return { tree, items };
    },
    (s, id, x, y) => {
      const item = s.items[id];
      s.tree.remove(item);
      item.minX = item.maxX = x;
      item.minY = item.maxY = y;
      s.tree.insert(item);
    },
    () => {},
    (s, b) => s.tree.search({ minX: b.west, minY: b.south, maxX: b.east, maxY: b.north }).length,
  );

// Alternate and keep the best of three, so machine noise hits all alike.
const best = new Map();
for (let rep = 0; rep < 3; rep++) {
  for (const f of [ours, kdbush, flatbush, rbush]) {
    const r = f();
    const prev = best.get(r.name);
    if (!prev || r.ms < prev.ms) best.set(r.name, r);
  }
}
const results = [...best.values()];
const hits = new Set(results.map((r) => r.hits));
if (hits.size !== 1)
  throw new Error(`indexes disagree: ${results.map((r) => `${r.name} ${r.hits}`).join(', ')}`);
const mine = best.get('grid (ours)');
console.log(
  `${VESSELS} vessels, ${ROUNDS} rounds × (${MOVES_PER_ROUND} moves + ${QUERIES_PER_ROUND} queries), ${mine.hits} hits in all`,
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(18)} ${r.ms.toFixed(1).padStart(8)} ms   ours is ${(r.ms / mine.ms).toFixed(2)}× faster`,
  );
}
const kd = best.get('kdbush rebuilt').ms / mine.ms;
const rb = best.get('rbush updated').ms / mine.ms;
console.log(
  `targets: ours ≤ 1.5× kdbush time → ${(1 / kd).toFixed(2)}× (${1 / kd <= 1.5 ? 'met' : 'missed'}); ≥ 2× faster than rbush → ${rb.toFixed(2)}× (${rb >= 2 ? 'met' : 'missed'})`,
);
