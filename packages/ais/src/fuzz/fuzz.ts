import { createAisDecoder } from '../decode/decoder.js';
import { nmeaChecksum } from '../testing/bitwriter.js';
import { buildCorpus, prng } from '../testing/corpus.js';
import { AIS_ERROR_KINDS } from '../types.js';
import type { AisDecodeError, AisErrorKind, AisMessage } from '../types.js';

/** Outcome of a fuzz run. */
export interface FuzzReport {
  /** Lines fed to the decoder. */
  lines: number;
  /** Messages decoded. */
  decoded: number;
  /** Errors by kind. */
  errors: Record<AisErrorKind, number>;
  /** Descriptions of broken invariants (empty when all is well). */
  problems: string[];
}

const KNOWN = new Set<string>(AIS_ERROR_KINDS);
const ALPHABET = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw,*!\\$.-';

type Rand = () => number;
const int = (r: Rand, n: number): number => Math.floor(r() * n);

function randomChar(r: Rand): string {
  const x = r();
  if (x < 0.8) return ALPHABET[int(r, ALPHABET.length)]!;
  if (x < 0.95) return String.fromCharCode(int(r, 256));
  return String.fromCodePoint(int(r, 0x10ffff - 0xe000) + 0xe000);
}

/** Recomputes the sentence checksum so mutations reach the deeper checks. */
function refreshChecksum(line: string): string {
  const bang = line.lastIndexOf('!');
  const star = line.lastIndexOf('*');
  if (bang < 0 || star < bang) return line;
  return `${line.slice(0, star)}*${nmeaChecksum(line.slice(bang + 1, star))}`;
}

function mutate(r: Rand, line: string): string {
  let out = line;
  const edits = 1 + int(r, 3);
  for (let e = 0; e < edits; e++) {
    const at = int(r, out.length + 1);
    const kind = int(r, 7);
    if (kind === 0) out = out.slice(0, at) + randomChar(r) + out.slice(at + 1);
    else if (kind === 1) out = out.slice(0, at) + out.slice(at + 1);
    else if (kind === 2) out = out.slice(0, at) + randomChar(r) + out.slice(at);
    else if (kind === 3) out = out.slice(0, at);
    else if (kind === 4) out = out.slice(at) + out.slice(0, at);
    else if (kind === 5) out = out.replace(/,(\d),(\d),/, `,${int(r, 12)},${int(r, 12)},`);
    else out = out.replace(/,([0-5])\*/, `,${randomChar(r)}*`);
  }
  return r() < 0.6 ? refreshChecksum(out) : out;
}

function randomLine(r: Rand): string {
  let out = '';
  const len = int(r, 120);
  for (let k = 0; k < len; k++) out += randomChar(r);
  return r() < 0.5 ? `!AIVDM,${out}` : out;
}

function checkMessage(m: AisMessage, problems: string[]): void {
  if (!(m.messageType >= 1 && m.messageType <= 27))
    problems.push(`bad messageType ${m.messageType}`);
  if (!(m.mmsi >= 0 && m.mmsi < 2 ** 30)) problems.push(`bad mmsi ${m.mmsi}`);
  const walk = (v: unknown, path: string): void => {
    if (typeof v === 'number' && !Number.isFinite(v)) problems.push(`non-finite ${path}`);
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v as object)) walk(x, `${path}.${k}`);
  };
  walk(m, `type${m.messageType}`);
}

/** Feeds `count` random, mutated and valid lines to one decoder and checks its invariants. */
export function runFuzz(count: number, seed = 1): FuzzReport {
  const r = prng(seed);
  const seeds = buildCorpus({ lines: 2000, seed });
  const problems: string[] = [];
  const onError = (e: AisDecodeError): void => {
    if (!KNOWN.has(e.error)) problems.push(`unknown error kind ${String(e.error)}`);
    if (!Number.isInteger(e.line) || e.line < 1) problems.push(`bad error line ${e.line}`);
  };
  const decoder = createAisDecoder({ onMessage: (m) => checkMessage(m, problems), onError });
  for (let n = 0; n < count && problems.length < 20; n++) {
    const x = r();
    const base = seeds[int(r, seeds.length)]!;
    const line = x < 0.15 ? randomLine(r) : x < 0.85 ? mutate(r, base) : base;
    try {
      decoder.write(line);
    } catch (error) {
      problems.push(`threw on ${JSON.stringify(line)}: ${String(error)}`);
    }
  }
  decoder.flush();
  const { lines, decoded, errors } = decoder.stats;
  return { lines, decoded, errors: { ...errors }, problems };
}
