import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeLines } from './decoder.js';
import { toSentences, TestBits } from '../testing/bitwriter.js';
import { MIX, prng } from '../testing/corpus.js';
import { reframe } from '../testing/framings.js';
import { fieldKey, fieldsFor } from '../testing/gpsd-map.js';
import { RARE_TYPE_BUILDERS } from '../testing/more-types.js';
import type { AisMessage } from '../types.js';

const GPSDECODE = ['/usr/bin/gpsdecode', '/usr/local/bin/gpsdecode'].find((p) => existsSync(p));
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
/** Recorded lines from the test fixtures of two npm decoders (ggencoder, ais-stream-decoder). */
const RECORDED = fileURLToPath(new URL('../testing/recorded.nmea', import.meta.url));

type Gpsd = Record<string, unknown>;

/** Every common and rare type, one unique MMSI per message so outputs pair up exactly. */
function handBuiltCorpus(count: number): string[] {
  const r = prng(2024);
  const builders = [...MIX.map(([, build]) => build), ...RARE_TYPE_BUILDERS];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const build = i < builders.length ? builders[i]! : builders[Math.floor(r() * builders.length)]!;
    const { payload, fill } = build(r, 200_000_000 + i).payload();
    const tag = `s:r${i % 3},c:${1_729_600_000 + i}`;
    lines.push(
      ...toSentences(payload, fill, { sequenceId: i % 10, channel: i % 2 ? 'B' : 'A', tag }),
    );
  }
  // Text with an '@' inside (a known difference, see the field map).
  const at = new TestBits().u(14, 6).u(0, 2).u(199_999_999, 30).u(0, 2).t('AB@CD', 5);
  lines.push(...toSentences(at.payload().payload, at.payload().fill, { tag: 's:r0,c:1729600000' }));
  return lines;
}

/** The traffic simulator's own output, when it produces any yet. */
function simulatorCorpus(): string[] {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', CLI, 'simulate', '--vessels', '300', '--duration', '10m', '--seed', '7'],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  return run.status === 0 ? run.stdout.split('\n').filter((l) => l.length > 0) : [];
}

function gpsdecode(lines: string[]): Gpsd[] {
  // -u: raw (unscaled) values, compared after our own scaling; -s: type 24 halves separately.
  const run = spawnSync(GPSDECODE!, ['-u', '-s', '-j'], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Gpsd)
    .filter((g) => g.class === 'AIS');
}

function get(object: unknown, path: string): unknown {
  let v: unknown = object;
  for (const part of path.split('.'))
    v = v === null || v === undefined ? undefined : (v as Record<string, unknown>)[part];
  return v;
}

const pairKey = (mmsi: unknown, type: unknown, part: unknown): string =>
  `${String(mmsi)}:${String(type)}:${String(part ?? '')}`;

/** Pairs outputs by MMSI, type and part in order of appearance, then compares field by field. */
interface Comparison {
  pairs: number;
  fields: number;
  ours: number;
  theirs: number;
  disagreements: string[];
}

function compare(lines: string[]): Comparison {
  const ours = decodeLines(lines).filter((r): r is AisMessage => !('error' in r));
  const theirs = gpsdecode(lines);
  const queue = new Map<string, Gpsd[]>();
  for (const g of theirs) {
    const part = g.type === 24 ? (g.part === 'A' ? 0 : 1) : '';
    const key = pairKey(g.mmsi, g.type, part);
    queue.set(key, [...(queue.get(key) ?? []), g]);
  }
  const disagreements: string[] = [];
  let pairs = 0;
  let fields = 0;
  for (const m of ours) {
    const key = pairKey(m.mmsi, m.messageType, m.messageType === 24 ? m.partNumber : '');
    const g = queue.get(key)?.shift();
    if (g === undefined) {
      disagreements.push(`${key}: gpsd has no such message`);
      continue;
    }
    pairs++;
    for (const [path, field, convert, equal] of fieldsFor(fieldKey(m as never))) {
      const mine = get(m, path);
      if (!(field in g)) {
        if (mine !== null && mine !== undefined)
          disagreements.push(`${key} ${path}=${JSON.stringify(mine)}: gpsd lacks ${field}`);
        continue;
      }
      const expected = convert(g[field], g);
      if (expected === undefined) continue;
      fields++;
      const ok = equal ? equal(mine, expected) : mine === expected;
      if (!ok)
        disagreements.push(
          `${key} ${path}: ours ${JSON.stringify(mine)}, gpsd ${field}=${JSON.stringify(g[field])} → ${JSON.stringify(expected)}`,
        );
    }
  }
  for (const [key, rest] of queue)
    if (rest.length > 0) disagreements.push(`${key}: only gpsd decoded ${rest.length}`);
  return { pairs, fields, ours: ours.length, theirs: theirs.length, disagreements };
}

const missing = GPSDECODE === undefined;
if (missing && process.env.CI !== 'true') {
  console.warn(
    'gpsdecode not found: skipping the differential test (apt-get install gpsd-clients)',
  );
}

describe.skipIf(missing && process.env.CI !== 'true')('differential test against gpsdecode', () => {
  it('has gpsdecode installed', () => {
    expect(GPSDECODE, 'gpsdecode is required under CI: apt-get install gpsd-clients').toBeDefined();
  });

  it('agrees field by field on every hand-built message type', () => {
    const result = compare(handBuiltCorpus(3000));
    expect(result.pairs).toBeGreaterThan(3000);
    expect(result.fields).toBeGreaterThan(result.pairs * 8);
    expect(result.disagreements.slice(0, 20)).toEqual([]);
    expect(result.pairs).toBe(result.ours);
    expect(result.theirs).toBe(result.ours);
  });

  it('agrees field by field on the traffic simulator corpus', (context) => {
    const lines = simulatorCorpus();
    if (lines.length === 0) {
      context.skip('the simulate command does not produce traffic yet');
      return;
    }
    const result = compare(lines);
    console.info(
      `simulator corpus: ${lines.length} lines, ${result.ours} ours, ${result.theirs} gpsd, ${result.fields} fields compared`,
    );
    expect(result.pairs).toBeGreaterThan(1000);
    expect(result.disagreements.slice(0, 20)).toEqual([]);
    expect(result.ours).toBeGreaterThanOrEqual(result.theirs);
  });

  it('agrees on a message whose last fragment is empty, and on one too short without it', () => {
    const checksum = (body: string): string =>
      [...body]
        .reduce((x, c) => x ^ c.charCodeAt(0), 0)
        .toString(16)
        .toUpperCase()
        .padStart(2, '0');
    const line = (body: string): string => `!${body}*${checksum(body)}`;
    const whole = '55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp888888888880';
    const kept = compare([line(`AIVDM,2,1,1,A,${whole},0`), line('AIVDM,2,2,1,A,,2')]);
    expect(kept).toMatchObject({ pairs: 1, ours: 1, theirs: 1, disagreements: [] });
    const short = compare([
      line(`AIVDM,2,1,2,A,${whole.slice(0, 60)},0`),
      line('AIVDM,2,2,2,A,,0'),
    ]);
    expect(short).toMatchObject({ ours: 0, theirs: 0 });
  });

  it("agrees field by field on recorded lines from other decoders' fixtures", () => {
    const lines = readFileSync(RECORDED, 'latin1').split('\n').filter(Boolean);
    const result = compare(lines);
    console.info(`recorded lines: ${lines.length}, ${result.ours} ours, ${result.theirs} gpsd`);
    expect(result.pairs).toBe(result.theirs);
    expect(result.disagreements).toEqual([]);
    expect(result.ours).toBe(result.theirs);
  });

  it('agrees on the simulator corpus in receiver framings, and takes their time and station', (context) => {
    const tagged = simulatorCorpus();
    if (tagged.length === 0) {
      context.skip('the simulate command does not produce traffic yet');
      return;
    }
    const framed = reframe(tagged, 11);
    const lines = framed.map((f) => f.line);
    const result = compare(lines);
    console.info(
      `reframed simulator corpus: ${lines.length} lines, ${result.ours} ours, ${result.theirs} gpsd, ${result.fields} fields compared`,
    );
    expect(result.pairs).toBeGreaterThan(1000);
    expect(result.disagreements.slice(0, 20)).toEqual([]);
    expect(result.ours).toBe(result.theirs);
    // Each message's time and station come from the framing of the line that completed it.
    const messages = decodeLines(lines, { fragmentTimeoutMs: 0 });
    let k = 0;
    const wrong: string[] = [];
    let checked = 0;
    for (let i = 0; i < framed.length; i++) {
      const f = framed[i]!;
      const parts = f.line.replace(/^[^!]*/, '').split(',');
      if (parts[1] !== parts[2]) continue;
      const m = messages[k++];
      if (m === undefined || 'error' in m) continue;
      const time = f.time === null ? null : new Date(f.time * 1000).toISOString();
      checked++;
      if (m.msgtime !== time || m.source !== f.source)
        wrong.push(`${f.line}: ${m.msgtime} ${m.source}`);
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
