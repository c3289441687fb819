// Stream batching (spec 02 §9): messages are buffered and handed on when more than the
// flush interval has passed since the last hand-off, so a busy stream redraws a few times a
// second rather than per message. Vessels flush at more than 50 ms, aids at more than 5 s.

export const VESSEL_FLUSH_MS = 50;
export const ATON_FLUSH_MS = 5000;

export interface BatchClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: BatchClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class StreamBatcher<T> {
  #items: T[] = [];
  #lastFlush: number;
  #timer: unknown = undefined;

  constructor(
    private readonly flushMs: number,
    private readonly onFlush: (items: T[]) => void,
    private readonly clock: BatchClock = realClock,
  ) {
    this.#lastFlush = clock.now();
  }

  /** Buffers an item; flushes at once when more than `flushMs` passed since the last flush. */
  push(item: T): void {
    this.#items.push(item);
    const waited = this.clock.now() - this.#lastFlush;
    if (waited > this.flushMs) {
      this.flush();
    } else if (this.#timer === undefined) {
      // A quiet stream must not hold its last messages: flush once the interval is over.
      this.#timer = this.clock.setTimeout(
        () => {
          this.#timer = undefined;
          this.flush();
        },
        this.flushMs - waited + 1,
      );
    }
  }

  flush(): void {
    if (this.#timer !== undefined) {
      this.clock.clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    this.#lastFlush = this.clock.now();
    if (this.#items.length === 0) return;
    const items = this.#items;
    this.#items = [];
    this.onFlush(items);
  }

  /** Drops what is buffered (the stream was replaced). */
  clear(): void {
    if (this.#timer !== undefined) this.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#items = [];
  }

  get pending(): number {
    return this.#items.length;
  }
}
