/** Line splitting for streams of text or bytes, with a bound on how long one line may grow. */

/** Longest line kept whole by default: a tag block and a sentence fit many times over. */
export const DEFAULT_MAX_LINE_LENGTH = 1 << 16;

/** Options of the line splitters. */
export interface LineSplitterOptions {
  /**
   * Longest line delivered, in characters or bytes (default 65 536). A longer line is cut:
   * its first `maxLineLength` units are delivered as one line (so a decoder reports it) and
   * the rest, up to the next line break, is dropped, so a peer sending no line breaks cannot
   * make the splitter buffer without end.
   */
  maxLineLength?: number;
}

/** Splits a stream of text chunks into lines without joining whole chunks. */
export interface LineSplitter {
  /** Feeds a chunk; `onLine` is called for every line it completes. */
  write(chunk: string): void;
  /** Delivers the last line if the input did not end with a line break. */
  end(): void;
}

/**
 * Creates a splitter calling `onLine` per line ("\n" separated; a "\r" before it is left
 * for the decoder to trim).
 */
export function createLineSplitter(
  onLine: (line: string) => void,
  options: LineSplitterOptions = {},
): LineSplitter {
  const max = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  let carry = '';
  let skipping = false;
  return {
    write(chunk: string): void {
      let start = 0;
      let nl = chunk.indexOf('\n');
      if (skipping) {
        if (nl < 0) return;
        skipping = false;
        start = nl + 1;
        nl = chunk.indexOf('\n', start);
      } else if (carry.length > 0 && nl >= 0) {
        onLine((carry + chunk.slice(0, nl)).slice(0, max));
        carry = '';
        start = nl + 1;
        nl = chunk.indexOf('\n', start);
      }
      while (nl >= 0) {
        onLine(nl - start > max ? chunk.slice(start, start + max) : chunk.slice(start, nl));
        start = nl + 1;
        nl = chunk.indexOf('\n', start);
      }
      if (start >= chunk.length) return;
      carry += chunk.slice(start);
      if (carry.length > max) {
        onLine(carry.slice(0, max));
        carry = '';
        skipping = true;
      }
    },
    end(): void {
      if (carry.length > 0) onLine(carry);
      carry = '';
      skipping = false;
    },
  };
}

/** Splits a stream of byte chunks into lines handed over as ranges of a buffer. */
export interface ByteLineSplitter {
  /** Feeds a chunk; `onLine(bytes, start, end)` is called for every line it completes. */
  write(chunk: Uint8Array): void;
  /** Delivers the last line if the input did not end with a line break. */
  end(): void;
}

/**
 * As {@link createLineSplitter} for bytes (e.g. from a socket or file): lines are passed as
 * `bytes[start, end)` without copying, except a line that spans two chunks. The range is
 * only valid during the call.
 */
export function createByteLineSplitter(
  onLine: (bytes: Uint8Array, start: number, end: number) => void,
  options: LineSplitterOptions = {},
): ByteLineSplitter {
  const max = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  let carry: Uint8Array | null = null;
  let skipping = false;
  return {
    write(data: Uint8Array): void {
      let chunk = data;
      let start = 0;
      if (skipping) {
        const nl = chunk.indexOf(10);
        if (nl < 0) return;
        skipping = false;
        start = nl + 1;
      } else if (carry !== null) {
        const joined = new Uint8Array(carry.length + chunk.length);
        joined.set(carry);
        joined.set(chunk, carry.length);
        chunk = joined;
        carry = null;
      }
      let nl = chunk.indexOf(10, start);
      while (nl >= 0) {
        onLine(chunk, start, nl - start > max ? start + max : nl);
        start = nl + 1;
        nl = chunk.indexOf(10, start);
      }
      if (chunk.length - start > max) {
        onLine(chunk, start, start + max);
        skipping = true;
      } else if (start < chunk.length) carry = new Uint8Array(chunk.subarray(start));
    },
    end(): void {
      if (carry !== null) onLine(carry, 0, carry.length);
      carry = null;
      skipping = false;
    },
  };
}
