import { TestBits, toSentences } from './bitwriter.js';

/** Small deterministic PRNG (mulberry32) so corpora are reproducible from a seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'NORDLYS',
  'KONG HARALD',
  'POLARLYS',
  'FJORD LINE',
  'HAVILA CASTOR',
  'STAVANGERFJORD',
];
const PORTS = ['BERGEN', 'TROMSO', 'KIRKENES', 'STAVANGER', 'OSLO', 'ALESUND'];

type Rand = () => number;
const int = (r: Rand, n: number): number => Math.floor(r() * n);
const pick = <T>(r: Rand, list: readonly T[]): T => list[int(r, list.length)]!;

function header(w: TestBits, type: number, mmsi: number, r: Rand): TestBits {
  return w.u(type, 6).u(int(r, 4), 2).u(mmsi, 30);
}

/** Norwegian waters in 1/10 000 minute, sometimes "not available". */
function lonLat(w: TestBits, r: Rand, lonBits: number, latBits: number, scale: number): void {
  if (r() < 0.02) w.s(181 * 60 * scale, lonBits).s(91 * 60 * scale, latBits);
  else
    w.s(Math.round((4 + r() * 27) * 60 * scale), lonBits).s(
      Math.round((57 + r() * 14) * 60 * scale),
      latBits,
    );
}

function typeA(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 1 + int(r, 3), mmsi, r);
  w.u(int(r, 16), 4)
    .s(int(r, 256) - 128, 8)
    .u(int(r, 1024), 10)
    .u(int(r, 2), 1);
  lonLat(w, r, 28, 27, 10_000);
  return w
    .u(int(r, 3601), 12)
    .u(r() < 0.1 ? 511 : int(r, 360), 9)
    .u(int(r, 64), 6)
    .u(int(r, 3), 2)
    .u(0, 3)
    .u(int(r, 2), 1)
    .u(int(r, 1 << 19), 19);
}

function typeB(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 18, mmsi, r).u(0, 8).u(int(r, 1024), 10).u(int(r, 2), 1);
  lonLat(w, r, 28, 27, 10_000);
  return w
    .u(int(r, 3601), 12)
    .u(r() < 0.3 ? 511 : int(r, 360), 9)
    .u(int(r, 64), 6)
    .u(0, 2)
    .u(int(r, 64), 6)
    .u(int(r, 2), 1)
    .u(int(r, 1 << 20), 20);
}

function type5(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 5, mmsi, r)
    .u(int(r, 3), 2)
    .u(r() < 0.2 ? 0 : 9_000_000 + int(r, 999_999), 30);
  w.t(`LA${int(r, 9999)}`, 7)
    .t(pick(r, NAMES), 20)
    .u(int(r, 100), 8)
    .u(int(r, 512), 9)
    .u(int(r, 512), 9)
    .u(int(r, 64), 6)
    .u(int(r, 64), 6)
    .u(int(r, 16), 4);
  return w
    .u(int(r, 13), 4)
    .u(int(r, 32), 5)
    .u(int(r, 25), 5)
    .u(int(r, 61), 6)
    .u(int(r, 256), 8)
    .t(pick(r, PORTS), 20)
    .u(int(r, 2), 1)
    .u(0, 1);
}

function type24(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 24, mmsi, r);
  if (r() < 0.5) return w.u(0, 2).t(pick(r, NAMES), 20).u(0, 8);
  return w
    .u(1, 2)
    .u(int(r, 100), 8)
    .t('SRT', 3)
    .u(int(r, 16), 4)
    .u(int(r, 1 << 20), 20)
    .t(`LH${int(r, 9999)}`, 7)
    .u(int(r, 512), 9)
    .u(int(r, 512), 9)
    .u(int(r, 64), 6)
    .u(int(r, 64), 6)
    .u(0, 6);
}

function type4(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 4, mmsi, r)
    .u(2024, 14)
    .u(1 + int(r, 12), 4)
    .u(1 + int(r, 28), 5)
    .u(int(r, 24), 5)
    .u(int(r, 60), 6)
    .u(int(r, 60), 6)
    .u(1, 1);
  lonLat(w, r, 28, 27, 10_000);
  return w
    .u(7, 4)
    .u(0, 10)
    .u(int(r, 2), 1)
    .u(int(r, 1 << 19), 19);
}

function type21(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 21, mmsi, r)
    .u(1 + int(r, 31), 5)
    .t(pick(r, PORTS) + ' LIGHT', 20)
    .u(int(r, 2), 1);
  lonLat(w, r, 28, 27, 10_000);
  return w
    .u(int(r, 20), 9)
    .u(int(r, 20), 9)
    .u(int(r, 10), 6)
    .u(int(r, 10), 6)
    .u(7, 4)
    .u(int(r, 64), 6)
    .u(int(r, 2), 1)
    .u(0, 8)
    .u(0, 1)
    .u(int(r, 2), 1)
    .u(0, 1)
    .u(0, 1);
}

function type27(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 27, mmsi, r).u(int(r, 2), 1).u(int(r, 2), 1).u(int(r, 16), 4);
  lonLat(w, r, 18, 17, 10);
  return w.u(int(r, 64), 6).u(int(r, 512), 9).u(int(r, 2), 1).u(0, 1);
}

function type8(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 8, mmsi, r).u(0, 2).u(1, 10).u(31, 6);
  lonLat(w, r, 25, 24, 1000);
  w.u(1, 1)
    .u(1 + int(r, 31), 5)
    .u(int(r, 24), 5)
    .u(int(r, 60), 6)
    .u(int(r, 128), 7)
    .u(int(r, 128), 7)
    .u(int(r, 361), 9)
    .u(int(r, 361), 9);
  w.s(int(r, 1201) - 600, 11)
    .u(int(r, 102), 7)
    .s(int(r, 701) - 200, 10)
    .u(int(r, 403), 9)
    .u(int(r, 4), 2)
    .u(int(r, 256), 8)
    .u(int(r, 4002), 12)
    .u(int(r, 4), 2);
  for (let k = 0; k < 3; k++)
    w.u(int(r, 256), 8)
      .u(int(r, 361), 9)
      .u(k === 0 ? 0 : int(r, 32), k === 0 ? 0 : 5);
  w.u(int(r, 256), 8)
    .u(int(r, 64), 6)
    .u(int(r, 361), 9)
    .u(int(r, 256), 8)
    .u(int(r, 64), 6)
    .u(int(r, 361), 9)
    .u(int(r, 14), 4);
  return w
    .s(int(r, 602) - 100, 10)
    .u(int(r, 8), 3)
    .u(int(r, 512), 9)
    .u(int(r, 4), 2)
    .u(0, 10);
}

function type9(r: Rand, mmsi: number): TestBits {
  const w = header(new TestBits(), 9, mmsi, r)
    .u(int(r, 4096), 12)
    .u(int(r, 1024), 10)
    .u(int(r, 2), 1);
  lonLat(w, r, 28, 27, 10_000);
  return w
    .u(int(r, 3601), 12)
    .u(int(r, 64), 6)
    .u(0, 8)
    .u(int(r, 2), 1)
    .u(0, 3)
    .u(0, 1)
    .u(int(r, 2), 1)
    .u(int(r, 1 << 20), 20);
}

/** Builders of the common types with their share of a coastal feed. */
export const MIX: readonly [number, (r: Rand, mmsi: number) => TestBits][] = [
  [0.62, typeA],
  [0.14, typeB],
  [0.07, type5],
  [0.06, type24],
  [0.04, type4],
  [0.04, type21],
  [0.01, type27],
  [0.01, type8],
  [0.01, type9],
];

/** Options for {@link buildCorpus}. */
export interface CorpusOptions {
  /** Approximate number of lines wanted. */
  lines: number;
  seed?: number;
  /** Start of the tag-block clock, UNIX seconds. */
  startSeconds?: number;
}

/**
 * A mixed feed like the coastal administration's: every line carries a tag block with the
 * receiving station and UNIX time in seconds; type 5 spans two sentences.
 */
export function buildCorpus(o: CorpusOptions): string[] {
  const r = prng(o.seed ?? 1);
  const stations = ['2573205', '2573215', '2573305', '2573485', '2573550'];
  const mmsis = Array.from({ length: 2000 }, () => 257_000_000 + int(r, 999_999));
  const out: string[] = [];
  let t = o.startSeconds ?? 1_729_600_000;
  let seq = 0;
  while (out.length < o.lines) {
    if (r() < 0.2) t++;
    let x = r();
    let build = typeA;
    for (const [share, fn] of MIX) {
      if (x < share) {
        build = fn;
        break;
      }
      x -= share;
    }
    const mmsi =
      build === type21
        ? 992_570_000 + int(r, 999)
        : build === type4
          ? 2_570_000 + int(r, 999)
          : pick(r, mmsis);
    const { payload, fill } = build(r, mmsi).payload();
    seq = (seq + 1) % 10;
    const tag = `s:${pick(r, stations)},c:${t}`;
    for (const line of toSentences(payload, fill, {
      talker: 'BS',
      channel: r() < 0.5 ? 'A' : 'B',
      sequenceId: seq,
      tag,
    }))
      out.push(line);
  }
  return out;
}
