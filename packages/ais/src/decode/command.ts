import { createReadStream } from 'node:fs';
import { createAisDecoder } from './decoder.js';
import type { AisDecodeError, AisMessage } from '../types.js';

export const DECODE_USAGE = `Usage: havkart-ais decode [--errors] [--stats] < in.nmea > out.ndjson

  Reads NMEA 0183 AIVDM/AIVDO lines (optionally with IEC 62320-1 tag blocks) on stdin
  and writes one JSON object per decoded message to stdout, in input order.

  --errors   also write {"error": kind, "source": …, "line": N} for every rejected line,
             and "incomplete" for fragments still pending at end of input
  --stats    print decoded and error counts to stderr at the end
`;

/** Output is collected into strings of about this size before each write. */
const FLUSH_AT = 1 << 20;

/** Longest line kept whole (bytes); a tag block and a sentence fit many times over. */
const MAX_LINE = 1 << 16;

/** Runs `decode`; resolves with the exit code (2 for bad arguments). */
export async function runDecodeCommand(
  args: string[],
  input: NodeJS.ReadableStream | number,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
): Promise<number> {
  let withErrors = false;
  let withStats = false;
  for (const arg of args) {
    if (arg === '--errors') withErrors = true;
    else if (arg === '--stats') withStats = true;
    else if (arg === '--help' || arg === '-h') {
      out.write(DECODE_USAGE);
      return 0;
    } else {
      err.write(`havkart-ais decode: unknown argument ${JSON.stringify(arg)}\n${DECODE_USAGE}`);
      return 2;
    }
  }
  let pending = '';
  const emit = (text: string): void => {
    pending += text;
    if (pending.length >= FLUSH_AT) {
      out.write(pending);
      pending = '';
    }
  };
  const onMessage = (m: AisMessage): void => emit(JSON.stringify(m) + '\n');
  const onError = withErrors
    ? (e: AisDecodeError): void =>
        emit(`{"error":"${e.error}","source":${JSON.stringify(e.source)},"line":${e.line}}\n`)
    : undefined;
  const decoder = createAisDecoder({ onMessage, onError });
  const stream =
    typeof input === 'number' ? createReadStream('', { fd: input, highWaterMark: 1 << 20 }) : input;
  // Lines are handed over as byte ranges of each chunk, never decoded to strings.
  let carry: Buffer | null = null;
  let skipping = false;
  for await (const data of stream) {
    let chunk = typeof data === 'string' ? Buffer.from(data, 'latin1') : (data as Buffer);
    let start = 0;
    if (skipping) {
      // The rest of an over-long line, already reported.
      const nl = chunk.indexOf(10);
      if (nl < 0) continue;
      skipping = false;
      start = nl + 1;
    } else if (carry !== null) {
      chunk = Buffer.concat([carry, chunk]);
      carry = null;
    }
    let nl = chunk.indexOf(10, start);
    while (nl >= 0) {
      decoder.writeBytes(chunk, start, nl);
      start = nl + 1;
      nl = chunk.indexOf(10, start);
    }
    if (chunk.length - start > MAX_LINE) {
      // No sentence is this long; decoding its start reports it without buffering megabytes.
      decoder.writeBytes(chunk, start, start + MAX_LINE);
      skipping = true;
    } else if (start < chunk.length) carry = chunk.subarray(start);
  }
  if (carry !== null) decoder.writeBytes(carry, 0, carry.length);
  decoder.flush();
  if (pending.length > 0) out.write(pending);
  if (withStats) {
    const { lines, decoded, errors } = decoder.stats;
    err.write(`${JSON.stringify({ lines, decoded, errors })}\n`);
  }
  return 0;
}
