import { createReadStream, createWriteStream } from 'node:fs';
import { createPayloadDecoder } from './decoder.js';
import type { AisDecoder } from './decoder.js';
import { isBrokenPipe, readChunk, writeAll } from './fd-io.js';
import { createByteLineSplitter } from './lines.js';
import { JsonLineWriter } from './json-lines.js';
import { writeMessageLine } from './json-messages.js';

export const DECODE_USAGE = `Usage: havkart-ais decode [--errors] [--stats] [--payload] < in.nmea > out.ndjson

  Reads NMEA 0183 AIVDM/AIVDO lines (tag blocks, receiver fields after the checksum and
  leading receive times are understood) on stdin and writes one JSON object per decoded
  message to stdout, in input order.

  --errors   also write {"error": kind, "source": …, "line": N} for every rejected line,
             and "incomplete" for fragments still pending at end of input
  --stats    print decoded and error counts to stderr at the end
  --payload  also write each message's armoured "payload" and "fillBits"
`;

/** Output is collected into byte buffers of about this size before each write. */
const FLUSH_AT = 1 << 20;
/** Bytes read from an input descriptor at a time. */
const READ_SIZE = 1 << 20;

/**
 * Runs `decode`; resolves with the exit code (2 for bad arguments). `input` and `out` are
 * streams or file descriptors; with two descriptors (as the command line passes) all reading
 * and writing is blocking, in large chunks, through reused buffers.
 */
export async function runDecodeCommand(
  args: string[],
  input: NodeJS.ReadableStream | number,
  out: NodeJS.WritableStream | number,
  err: NodeJS.WritableStream,
): Promise<number> {
  let withErrors = false;
  let withStats = false;
  let withPayload = false;
  for (const arg of args) {
    if (arg === '--errors') withErrors = true;
    else if (arg === '--stats') withStats = true;
    else if (arg === '--payload') withPayload = true;
    else if (arg === '--help' || arg === '-h') {
      if (typeof out === 'number') writeAll(out, Buffer.from(DECODE_USAGE));
      else out.write(DECODE_USAGE);
      return 0;
    } else {
      err.write(`havkart-ais decode: unknown argument ${JSON.stringify(arg)}\n${DECODE_USAGE}`);
      return 2;
    }
  }
  const run =
    typeof out === 'number' && typeof input === 'number'
      ? decodeDescriptors(input, out, withErrors, withPayload)
      : await decodeStreams(input, out, withErrors, withPayload);
  if (withStats) {
    const { lines: count, decoded, errors } = run.stats;
    err.write(`${JSON.stringify({ lines: count, decoded, errors })}\n`);
  }
  return 0;
}

/** The decoder feeding `writer`, and a byte line splitter feeding the decoder. */
function pipeline(writer: JsonLineWriter, withErrors: boolean, withPayload: boolean) {
  const decoder = createPayloadDecoder(
    {
      onError: withErrors
        ? (e) => writer.line({ error: e.error, source: e.source, line: e.line })
        : undefined,
      keepPayload: withPayload,
    },
    (words, bits, envelope) => writeMessageLine(writer, words, bits, envelope),
  );
  const lines = createByteLineSplitter((bytes, start, end) =>
    decoder.writeBytes(bytes, start, end),
  );
  return { decoder, lines };
}

/** Blocking: reads `input` to its end (or until the reader of `out` goes away). */
function decodeDescriptors(
  input: number,
  out: number,
  withErrors: boolean,
  withPayload: boolean,
): AisDecoder {
  let closed = false;
  // Each buffer is written out whole before the call returns, so the writer refills it.
  const writer = new JsonLineWriter(
    FLUSH_AT,
    (bytes) => {
      if (closed) return;
      try {
        writeAll(out, bytes);
      } catch (error) {
        // A reader that goes away (`| head`) ends the run quietly; other errors are real.
        if (!isBrokenPipe(error)) throw error;
        closed = true;
      }
    },
    withPayload,
    true,
  );
  const { decoder, lines } = pipeline(writer, withErrors, withPayload);
  const chunk = new Uint8Array(READ_SIZE);
  for (;;) {
    const n = readChunk(input, chunk);
    if (n === 0) break;
    lines.write(chunk.subarray(0, n));
    if (closed) return decoder;
  }
  lines.end();
  decoder.flush();
  writer.flush();
  return decoder;
}

/** Streams: waits for `out` to drain rather than buffer the whole output in memory. */
async function decodeStreams(
  input: NodeJS.ReadableStream | number,
  out: NodeJS.WritableStream | number,
  withErrors: boolean,
  withPayload: boolean,
): Promise<AisDecoder> {
  const sink: NodeJS.WritableStream =
    typeof out === 'number' ? createWriteStream('', { fd: out }) : out;
  let closed = false;
  let failure: unknown = null;
  sink.on('error', (error: unknown) => {
    closed = true;
    if (!isBrokenPipe(error)) failure = error;
  });
  let full = false;
  const writer = new JsonLineWriter(
    FLUSH_AT,
    (bytes) => {
      if (!closed && !sink.write(bytes)) full = true;
    },
    withPayload,
  );
  const { decoder, lines } = pipeline(writer, withErrors, withPayload);
  const stream =
    typeof input === 'number'
      ? createReadStream('', { fd: input, highWaterMark: READ_SIZE })
      : input;
  for await (const data of stream) {
    lines.write(typeof data === 'string' ? Buffer.from(data, 'latin1') : (data as Buffer));
    if (closed) break;
    if (full) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          sink.off('drain', done);
          sink.off('error', done);
          resolve();
        };
        sink.on('drain', done);
        sink.on('error', done);
      });
      full = false;
      if (closed) break;
    }
  }
  if (!closed) {
    lines.end();
    decoder.flush();
    writer.flush();
  }
  if (failure !== null) throw failure;
  return decoder;
}
