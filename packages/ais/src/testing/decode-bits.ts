/** Decoding hand-built bit layouts in the decoder's unit tests. */

import { sentencesOf, TestBits } from './bitwriter.js';
import { decodeLines } from '../decode/decoder.js';
import type { AisMessage, DecodeResult } from '../types.js';

export const TEST_MMSI = 257_000_123;

// Long sentences keep every test message in one line, so fragment handling stays out of the way.
export const decodeBits = (w: TestBits): DecodeResult[] =>
  decodeLines(sentencesOf(w, { maxChars: 1000 }));

/** The single message the bits decode to; anything else (an error, more results) fails. */
export function decodeOne(w: TestBits): AisMessage {
  const [m, ...rest] = decodeBits(w);
  if (m === undefined || 'error' in m || rest.length > 0)
    throw new Error(`expected one message, got ${JSON.stringify([m, ...rest])}`);
  return m;
}

/** The 38-bit header: type, repeat indicator, MMSI. */
export const head = (type: number, mmsi = TEST_MMSI, repeat = 0): TestBits =>
  new TestBits().u(type, 6).u(repeat, 2).u(mmsi, 30);

/** Degrees → 1/10 000 minute, the unit of class A/B positions. */
export const tenThousandths = (deg: number): number => Math.round(deg * 600_000);
