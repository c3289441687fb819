/**
 * What ingest holds while the bus cannot take messages: the newest `spanMs` of them, the
 * oldest dropped first, so a long outage costs old positions rather than memory.
 */
import type { BusMessage } from '../ingest/bus.js';

export interface Pending {
  subject: string;
  /** Encoded when its frame is sent: a message waiting costs no encoding until then. */
  item: BusMessage;
  /** When it was queued, epoch milliseconds. */
  atMs: number;
}

export class PublishBuffer {
  private items: Pending[] = [];
  private head = 0;
  /** Messages dropped for age since the process started. */
  dropped = 0;

  constructor(
    private readonly spanMs: number,
    /** A hard cap as well, so a burst within the span cannot exhaust memory either. */
    private readonly maxItems = 2_000_000,
  ) {}

  get size(): number {
    return this.items.length - this.head;
  }

  push(item: Pending): void {
    this.items.push(item);
    this.trim(item.atMs);
  }

  /** Drops what is older than the span before `nowMs`, and beyond the cap. */
  trim(nowMs: number): void {
    const oldest = nowMs - this.spanMs;
    const start = this.head;
    while (this.head < this.items.length) {
      const first = this.items[this.head];
      if (!first || (first.atMs >= oldest && this.size <= this.maxItems)) break;
      this.head++;
    }
    this.dropped += this.head - start;
    this.compactIfWasteful();
  }

  /** Takes up to `count` of the oldest messages. */
  take(count: number): Pending[] {
    const end = Math.min(this.items.length, this.head + count);
    const batch = this.items.slice(this.head, end);
    this.head = end;
    this.compactIfWasteful();
    return batch;
  }

  /** Puts messages back at the front, oldest first, when a batch could not be sent. */
  putBack(batch: readonly Pending[]): void {
    this.items = [...batch, ...this.items.slice(this.head)];
    this.head = 0;
  }

  private compactIfWasteful(): void {
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}
