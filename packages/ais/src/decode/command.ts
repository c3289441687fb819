import { createReadStream } from 'node:fs';
import { createAisDecoder } from './decoder.js';
import { createLineSplitter } from './lines.js';
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
  const splitter = createLineSplitter((line) => decoder.write(line));
  const stream =
    typeof input === 'number'
      ? createReadStream('', { fd: input, highWaterMark: 1 << 20, encoding: 'latin1' })
      : input;
  if (typeof input !== 'number') stream.setEncoding('latin1');
  for await (const chunk of stream) splitter.write(chunk as string);
  splitter.end();
  decoder.flush();
  if (pending.length > 0) out.write(pending);
  if (withStats) {
    const { lines, decoded, errors } = decoder.stats;
    err.write(`${JSON.stringify({ lines, decoded, errors })}\n`);
  }
  return 0;
}
