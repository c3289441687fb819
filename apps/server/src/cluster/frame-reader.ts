/**
 * What a reader of the stream (an API instance's follower, the track writer) does with each
 * frame: decode it and keep one copy of each transmission.
 *
 * Why readers and not JetStream: its duplicate detection works per NATS message, and a frame
 * holds many messages. Two ingest processes that heard one transmission through different
 * receivers put it in frames that differ in every other message, so no frame id could match.
 * Each reader therefore drops copies itself, keyed as ingest keys them (MMSI, armoured
 * payload, fill bits): every reader sees the stream in the same order, so every reader keeps
 * the same copy (the first stored). The frame id still makes JetStream drop a frame sent
 * again whole after a lost acknowledgement.
 */
import type { BusMessage } from '../ingest/bus.js';
import { DEDUP_WINDOW_MS } from '../ingest/dedup.js';
import { decodeFrame } from './bus-codec.js';

/**
 * Keys remembered per generation. Copies sit close together in the stream (two ingest
 * processes publish within moments of each other), so remembering the last 100,000 to
 * 200,000 messages covers seconds at a burst's rate and minutes at a national feed's,
 * in a bounded amount of memory however fast a replay reads.
 */
const GENERATION_SIZE = 100_000;

export class FrameReader {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  /** Copies left out since the reader started. */
  duplicates = 0;

  constructor(
    private readonly windowMs = DEDUP_WINDOW_MS,
    private readonly generationSize = GENERATION_SIZE,
  ) {}

  /** The frame's messages that are not copies of one read before, in order. */
  accept(data: Uint8Array): BusMessage[] {
    const kept: BusMessage[] = [];
    for (const item of decodeFrame(data)) {
      if (this.isNew(item)) kept.push(item);
    }
    return kept;
  }

  /**
   * A copy is the same transmission with a time within the window of the first one's: the
   * same report minutes later (a moored vessel) is new. Times are compared pairwise, never
   * used as a clock, so a receiver stamping far in the future cannot stall the window.
   */
  private isNew(item: BusMessage): boolean {
    const { mmsi, fillBits, payload } = item.message;
    const key = `${mmsi}:${fillBits}:${payload}`;
    const first = this.current.get(key) ?? this.previous.get(key);
    if (first !== undefined && Math.abs(item.timeMs - first) < this.windowMs) {
      this.duplicates++;
      return false;
    }
    if (this.current.size >= this.generationSize) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, item.timeMs);
    return true;
  }

  /** Keys held, for diagnostics. */
  get size(): number {
    return this.current.size + this.previous.size;
  }
}
