/**
 * Newline-delimited JSON collected into large byte buffers: the command line's output path.
 * `line` writes any value through the engine's `JSON.stringify`, encoded straight into the
 * buffer; the common message types are written into `buf` as bytes by `json-messages.ts`
 * instead (after `reserve`, ended with `endLine`). The buffer is handed over whole once it
 * holds `flushAt` bytes.
 */

/** Writes values as JSON lines into a buffer and hands full buffers to `sink`. */
export class JsonLineWriter {
  /** The buffer being filled; the message writers write into it directly (after `reserve`). */
  buf: Buffer;
  /** Bytes written to `buf` so far. */
  pos = 0;

  /**
   * @param flushAt hand the buffer to `sink` once it holds this many bytes
   * @param sink receives each full buffer
   * @param withRaw keep the `payload` and `fillBits` properties of objects (else they are
   *   set to undefined, so they are left out, before writing)
   * @param sinkCopies `sink` is done with the bytes when it returns (writes or copies them),
   *   so the writer refills the same buffer instead of allocating a fresh one
   */
  constructor(
    private readonly flushAt: number,
    private readonly sink: (bytes: Uint8Array) => void,
    readonly withRaw = true,
    private readonly sinkCopies = false,
  ) {
    this.buf = Buffer.allocUnsafe(flushAt + (1 << 16));
  }

  /** Writes `value` as one JSON line; an object may lose its `payload` and `fillBits`. */
  line(value: object): void {
    if (!this.withRaw && 'payload' in value) {
      const lean = value as { payload?: string; fillBits?: number };
      lean.payload = undefined;
      lean.fillBits = undefined;
    }
    const text = JSON.stringify(value);
    // UTF-8 takes at most three bytes per UTF-16 unit.
    this.reserve(text.length * 3 + 1);
    this.pos += this.buf.write(text, this.pos);
    this.endLine();
  }

  /** Makes room for `most` more bytes after `pos` (flushing, or growing for a huge line). */
  reserve(most: number): void {
    if (this.pos + most <= this.buf.length) return;
    this.flush();
    if (most > this.buf.length) this.buf = Buffer.allocUnsafe(most);
  }

  /** Ends the line written into `buf` and hands the buffer over once it is full enough. */
  endLine(): void {
    this.buf[this.pos++] = 10;
    if (this.pos >= this.flushAt) this.flush();
  }

  /** Hands over what is buffered (if anything). */
  flush(): void {
    if (this.pos === 0) return;
    const full = this.buf.subarray(0, this.pos);
    if (!this.sinkCopies) this.buf = Buffer.allocUnsafe(this.buf.length);
    this.pos = 0;
    this.sink(full);
  }
}
