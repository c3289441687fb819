/** Splits a stream of text chunks into lines without joining whole chunks. */
export interface LineSplitter {
  /** Feeds a chunk; `onLine` is called for every line it completes. */
  write(chunk: string): void;
  /** Delivers the last line if the input did not end with a line break. */
  end(): void;
}

/** Creates a splitter calling `onLine` per line ("\n" separated; "\r" is left for the decoder to trim). */
export function createLineSplitter(onLine: (line: string) => void): LineSplitter {
  let carry = '';
  return {
    write(chunk: string): void {
      let start = 0;
      let nl = chunk.indexOf('\n');
      if (nl < 0) {
        carry += chunk;
        return;
      }
      if (carry.length > 0) {
        onLine(carry + chunk.slice(0, nl));
        carry = '';
        start = nl + 1;
        nl = chunk.indexOf('\n', start);
      }
      while (nl >= 0) {
        onLine(chunk.slice(start, nl));
        start = nl + 1;
        nl = chunk.indexOf('\n', start);
      }
      carry = chunk.slice(start);
    },
    end(): void {
      if (carry.length > 0) onLine(carry);
      carry = '';
    },
  };
}
