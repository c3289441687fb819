/**
 * An API instance's reading of the stream: replays from now − the live window, then follows
 * new messages with an ordered consumer, in stream order; after a reconnect it goes on from
 * the frame after the last one delivered. Copies of a transmission are left out here
 * (frame-reader.ts).
 */
import {
  DeliverPolicy,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { BusMessage } from '../ingest/bus.js';
import { sleep } from './backoff.js';
import { FrameReader } from './frame-reader.js';
import { reasonOf } from './service-unreachable.js';

/** Frames the server sends ahead; a frame holds up to a thousand messages. */
const FRAMES_AHEAD = 200;

export interface FollowerContext {
  js: JetStreamClient;
  jsm: JetStreamManager;
  stream: string;
  replayMs: number;
  now: () => number;
  log: { error(details: object, message: string): void };
  /** Whether to try again after a failure: connected and not closed. */
  usable: () => boolean;
  deliver: (item: BusMessage) => void;
}

export class BusFollower {
  private readonly reader = new FrameReader();
  private following: ConsumerMessages | undefined;
  private closed = false;
  /** Which follow loop is current; an older one stops at its next frame. */
  private generation = 0;
  /** Stream sequence of the last frame delivered. */
  private lastSeq = 0;
  /** The stream's last sequence when replay began: reaching it ends the replay. */
  private replayTarget = 0;
  /** Whether replay of the live window has reached the stream's end. */
  caughtUp = false;
  /** Messages delivered since start. */
  delivered = 0;

  constructor(private readonly context: FollowerContext) {}

  /** Starts (again, after a reconnect) from the frame after the last one delivered. */
  start(): void {
    void this.follow().catch(async (error: unknown) => {
      this.context.log.error({ err: reasonOf(error) }, 'following the live bus failed');
      await sleep(1000);
      if (!this.closed && this.context.usable()) this.start();
    });
  }

  private async follow(): Promise<void> {
    const { js, jsm, stream } = this.context;
    const generation = ++this.generation;
    const previous = this.following;
    this.following = undefined;
    await previous?.close().catch(() => undefined);
    let start;
    if (this.lastSeq > 0) {
      start = { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: this.lastSeq + 1 };
    } else {
      const startMs = this.context.now() - this.context.replayMs;
      const { state } = await jsm.streams.info(stream);
      this.replayTarget = state.last_seq;
      this.caughtUp = state.messages === 0 || Date.parse(state.last_ts) < startMs;
      start = {
        deliver_policy: DeliverPolicy.StartTime,
        opt_start_time: new Date(startMs).toISOString(),
      };
    }
    const consumer = await js.consumers.get(stream, start);
    const messages = await consumer.consume({ max_messages: FRAMES_AHEAD });
    if (generation !== this.generation || this.closed) {
      await messages.close().catch(() => undefined);
      return;
    }
    this.following = messages;
    for await (const m of messages) {
      if (generation !== this.generation) break;
      // A consumer reset may deliver again what was delivered.
      if (m.seq <= this.lastSeq) continue;
      this.lastSeq = m.seq;
      for (const item of this.reader.accept(m.data)) {
        this.context.deliver(item);
        this.delivered++;
      }
      if (!this.caughtUp && (m.seq >= this.replayTarget || m.info.pending === 0)) {
        this.caughtUp = true;
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.following?.close().catch(() => undefined);
  }
}
