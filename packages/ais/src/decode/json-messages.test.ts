import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAisDecoder, createPayloadDecoder } from './decoder.js';
import { degrees } from './json-bytes.js';
import { JsonLineWriter } from './json-lines.js';
import { writeMessageLine } from './json-messages.js';
import { simulateLines } from '../simulate/simulator.js';
import { nmeaChecksum, sentencesOf, toSentences, type TestBits } from '../testing/bitwriter.js';
import { buildCorpus, MIX, prng } from '../testing/corpus.js';
import { head } from '../testing/decode-bits.js';
import { reframe } from '../testing/framings.js';
import { RARE_TYPE_BUILDERS } from '../testing/more-types.js';

const RECORDED = fileURLToPath(new URL('../testing/recorded.nmea', import.meta.url));

interface Run {
  lines: string[];
  stats: unknown;
}

/**
 * Decodes `input` (one line each) into JSON lines the way the command line does, through the
 * object path (decoded messages given to `JSON.stringify`) or the fast path (lines written from
 * the payload bits); errors go to the same output in order. Small buffers, so lines cross
 * flushes.
 */
function decodeToJson(input: string[], fast: boolean, withPayload: boolean): Run {
  const parts: Buffer[] = [];
  const out = new JsonLineWriter(4096, (b) => parts.push(Buffer.from(b)), withPayload, true);
  const options = {
    onError: (e: { error: string; source: string | null; line: number }) =>
      out.line({ error: e.error, source: e.source, line: e.line }),
    keepPayload: withPayload,
    fragmentTimeoutMs: 0,
  };
  const decoder = fast
    ? createPayloadDecoder(options, (w, n, e) => writeMessageLine(out, w, n, e))
    : createAisDecoder({ ...options, onMessage: (m) => out.line(m) });
  const bytes = Buffer.from(`${input.join('\n')}\n`, 'latin1');
  let start = 0;
  for (let nl = bytes.indexOf(10); nl >= 0; nl = bytes.indexOf(10, start)) {
    decoder.writeBytes(bytes, start, nl);
    start = nl + 1;
  }
  decoder.flush();
  out.flush();
  const { lines, decoded, errors } = decoder.stats;
  const text = Buffer.concat(parts).toString('utf8');
  return { lines: text.split('\n').slice(0, -1), stats: { lines, decoded, errors } };
}

/** Both paths give the same lines, byte for byte, and the same counters. */
function expectSameOutput(input: string[]): Run {
  let fast: Run | null = null;
  for (const withPayload of [false, true]) {
    const object = decodeToJson(input, false, withPayload);
    fast = decodeToJson(input, true, withPayload);
    expect(fast.stats).toEqual(object.stats);
    expect(fast.lines.length).toBe(object.lines.length);
    for (let k = 0; k < object.lines.length; k++) {
      if (fast.lines[k] !== object.lines[k]) {
        // Field by field first, for a readable difference; then the bytes.
        expect(JSON.parse(fast.lines[k]!)).toEqual(JSON.parse(object.lines[k]!));
        expect(fast.lines[k]).toBe(object.lines[k]);
      }
    }
  }
  return fast!;
}

const TAG = 's:st"a\u0001\u00e9,c:1700000000';
const sentence = (body: string): string => `!${body}*${nmeaChecksum(body)}`;

describe('JSON lines written from payload bits', () => {
  it('equal the object path on the tag-block corpus and its receiver framings', () => {
    const lines = buildCorpus({ lines: 20_000, seed: 11 });
    const run = expectSameOutput(lines);
    expect(run.lines.length).toBeGreaterThan(15_000);
    expectSameOutput(reframe(lines, 5).map((r) => r.line));
  });

  it('equal the object path on simulated traffic and on recorded lines', () => {
    const simulated = [...simulateLines({ vessels: 200, duration: 600, seed: 3 })];
    expect(expectSameOutput(simulated).lines.length).toBeGreaterThan(5_000);
    const recorded = readFileSync(RECORDED, 'latin1').split('\n');
    expect(expectSameOutput(recorded).lines.length).toBeGreaterThan(70);
  });

  it('equal the object path for every message type', () => {
    const r = prng(99);
    const builders = [...MIX.map(([, build]) => build), ...RARE_TYPE_BUILDERS];
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const build = builders[i % builders.length]!;
      lines.push(...sentencesOf(build(r, 200_000_000 + i), { sequenceId: i % 10 }));
    }
    const run = expectSameOutput(lines);
    const types = new Set(
      run.lines.map((l) => (JSON.parse(l) as { messageType: number }).messageType),
    );
    expect(types.size).toBeGreaterThanOrEqual(25);
  });

  it('equal the object path on edge cases, and count and skip the same bad lines', () => {
    const classA = (lon: number, lat: number, mmsi = 257_000_001): TestBits =>
      head(1, mmsi)
        .u(0, 4)
        .s(-128, 8)
        .u(1023, 10)
        .u(1, 1)
        .s(lon, 28)
        .s(lat, 27)
        .u(3600, 12)
        .u(511, 9)
        .u(60, 6)
        .u(0, 2)
        .u(0, 3)
        .u(0, 1)
        .u(0, 19);
    const name = (text: string, bits = 120): TestBits =>
      head(24, 257_000_002)
        .u(0, 2)
        .t(text, bits / 6);
    const aton = (): TestBits =>
      head(21, 992_570_001)
        .u(0, 5)
        .t('QUOTE " AND \\', 20)
        .u(0, 1)
        .s(1, 28)
        .s(-2, 27)
        .u(0, 30)
        .u(0, 4)
        .u(60, 6)
        .u(0, 1)
        .u(0, 8)
        .u(0, 4);
    const five = head(5, 257_000_003)
      .u(0, 2)
      .u(0, 30)
      .t('LA', 7)
      .t('A "NAME"', 20)
      .u(0, 8)
      .u(0, 30)
      .u(0, 4)
      .u(0, 4)
      .u(0, 5)
      .u(24, 5)
      .u(60, 6)
      .u(0, 8)
      .t('', 20)
      .u(0, 1);
    const sixty = 'W'.repeat(60);
    const lines = [
      // Positions: not available, negative, near zero, the field limits, a repeating quotient.
      ...sentencesOf(classA(181 * 600_000, 91 * 600_000)),
      ...sentencesOf(classA(-1, 2)),
      ...sentencesOf(classA(-(2 ** 27), 2 ** 26 - 1)),
      ...sentencesOf(classA(-3, 599_999)),
      ...sentencesOf(classA(16_230_268, -35_757_495)),
      // Text with quotes and backslashes, an extended AtoN name, padding, a two-part name.
      ...sentencesOf(name('BACK\\SLASH "Q"')),
      ...sentencesOf(name('')),
      ...sentencesOf(aton().t('EXTENSION', 14).u(0, 2)),
      ...sentencesOf(aton()),
      // Type 24 part B of an auxiliary craft, and parts 2 and 3 (invalid).
      ...sentencesOf(
        head(24, 981_234_567)
          .u(1, 2)
          .u(0, 8)
          .t('ABC', 3)
          .u(0, 24)
          .t('CALL', 7)
          .u(257_000_004, 30)
          .u(0, 6),
      ),
      ...sentencesOf(head(24, 257_000_005).u(2, 2).u(0, 128)),
      ...sentencesOf(head(24, 257_000_006).u(3, 2).u(0, 128)),
      // Type 5 in three fragments, of 420 bits, and with an empty last fragment.
      ...sentencesOf(five, { maxChars: 25, sequenceId: 3 }),
      ...toSentences(five.payload().payload.slice(0, 70), 0, { sequenceId: 4 }),
      sentence('AIVDM,2,1,5,B,' + five.payload().payload + ',0'),
      sentence('AIVDM,2,2,5,B,,2'),
      // Fill bits that cut a type 18 short, an unknown type, a short payload.
      sentence(`AIVDM,1,1,,A,B${sixty.slice(0, 27)},4`),
      sentence(`AIVDM,1,1,,A,${sixty.slice(0, 28)},0`),
      sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069,0'),
      // Bad and missing checksums, a lost fragment, junk, an orphan at the end.
      `${sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0').slice(0, -2)}00`,
      '!AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0',
      sentence('AIVDM,2,2,7,A,88888888880,2'),
      'garbage " \\ \u00e6',
      // Sources with characters JSON escapes or UTF-8 encodes.
      `${sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0')},b\u00e6\u00f8\u00e5"\\,1700000000`,
      `\\${TAG}*${nmeaChecksum(TAG)}\\${sentence('AIVDM,1,1,,B,13u?etPv2;0n:dDPwUM1U1Cb069D,0')}`,
      sentence('AIVDM,2,1,9,A,' + five.payload().payload.slice(0, 40) + ',0'),
    ];
    const run = expectSameOutput(lines);
    const errors = run.lines
      .filter((l) => l.startsWith('{"error"'))
      .map((l) => JSON.parse(l) as { error: string });
    expect(errors.map((e) => e.error)).toEqual(
      expect.arrayContaining([
        'invalid_partno',
        'unknown_type',
        'truncated_payload',
        'bad_checksum',
        'missing_checksum',
        'incomplete',
        'malformed_sentence',
      ]),
    );
    expect(run.lines.join('\n')).toContain('"name":"QUOTE \\" AND \\\\       EXTENSION"');
  });
});

describe('coordinates written from their integers', () => {
  const check = (raw: number, units: number, decimals: number): void => {
    const buf = Buffer.alloc(64);
    const end = degrees(buf, 0, raw, units, decimals);
    expect(buf.toString('latin1', 0, end), `${raw} / ${units}`).toBe(String(raw / units));
  };

  it('print as String(raw / units) for 1/10 000 minute', () => {
    const r = prng(1);
    const edges = [
      0,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      599_999,
      600_000,
      600_001,
      108_000_000,
      2 ** 27 - 1,
      -(2 ** 27),
    ];
    // Around each power of two from 2^-20 to 2^7 degrees, where the spacing of doubles changes.
    for (let e = -20; e <= 7; e++) {
      const at = Math.round(2 ** e * 600_000);
      for (let d = -3; d <= 3; d++) edges.push(at + d);
    }
    for (const raw of edges) {
      check(raw, 600_000, 6);
      check(-raw, 600_000, 6);
    }
    for (let k = 0; k < 200_000; k++) check(Math.floor((r() * 2 - 1) * 2 ** 27), 600_000, 6);
  });

  it('print as String(raw / units) for every 1/10 minute value', () => {
    for (let raw = -(2 ** 17); raw < 2 ** 17; raw++) check(raw, 600, 3);
  });
});
