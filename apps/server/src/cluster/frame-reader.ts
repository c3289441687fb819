/**
 * What a reader of the stream (an API instance's follower, the track writer) does with each
 * frame: decode it and keep one copy of each transmission.
 *
 * Why readers and not JetStream: its duplicate detection works per NATS message, and a frame
 * holds many messages. Two ingest processes that heard one transmission through different
 * receivers put it in frames that differ in every other message, so no frame id could match.
 * Each reader therefore runs the same `TransmissionDedup` ingest runs, keyed by MMSI, payload
 * and fill bits, on the message times: every reader sees the stream in the same order, so
 * every reader keeps the same copy (the first stored). The frame id still makes JetStream
 * drop a frame sent again whole after a lost acknowledgement.
 */
import type { BusMessage } from '../ingest/bus.js';
import { TransmissionDedup } from '../ingest/dedup.js';
import { decodeFrame } from './bus-codec.js';

export class FrameReader {
  private readonly dedup: TransmissionDedup;
  /** Messages read, copies included. */
  read = 0;

  constructor(windowMs?: number) {
    this.dedup = new TransmissionDedup(windowMs);
  }

  /** The frame's messages not seen before within the window, in order. */
  accept(data: Uint8Array): BusMessage[] {
    const items = decodeFrame(data);
    this.read += items.length;
    const kept: BusMessage[] = [];
    for (const item of items) {
      if (this.dedup.accept(item.message, item.timeMs)) kept.push(item);
    }
    return kept;
  }

  /** Copies left out since the reader started. */
  get duplicates(): number {
    return this.dedup.duplicates;
  }
}
