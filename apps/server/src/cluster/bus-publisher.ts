/**
 * Ingest's side of the JetStream bus: accepted messages are queued at once (publishing never
 * blocks the caller) and sent in batches while NATS is reachable, each batch as one frame per
 * subject (bus-codec.ts); while NATS is not reachable, the newest of them wait in a bounded
 * buffer.
 */
import { headers, type NatsConnection } from '@nats-io/transport-node';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { BusMessage } from '../ingest/bus.js';
import { encodeFrame, frameId, messageKind, subjectOf, type MessageKind } from './bus-codec.js';
import { PublishBuffer, type Pending } from './publish-buffer.js';
import { reasonOf } from './service-unreachable.js';

/** Messages taken per acknowledgement; the event loop turns between batches. */
const PUBLISH_BATCH = 1000;
/** Below NATS's default payload limit (1 MiB) with room for its headers. */
const MAX_FRAME_BYTES = 900 * 1024;
/** Batches sent before the first of them is acknowledged. */
const BATCHES_IN_FLIGHT = 8;

export interface PublisherContext {
  nc: NatsConnection;
  js: JetStreamClient;
  prefix: string;
  /** Newest messages kept while NATS is unreachable, milliseconds. */
  bufferMs: number;
  now: () => number;
  connected: () => boolean;
  log: { warn(details: object, message: string): void };
  /** Makes the stream again (a NATS server that lost its storage). */
  ensureStream: () => Promise<void>;
}

export class BusPublisher {
  private readonly buffer: PublishBuffer;
  /** One string per kind, rather than one built per message. */
  private readonly subjects = new Map<MessageKind, string>();
  private draining = false;
  private drained: Promise<void> = Promise.resolve();
  private closed = false;
  /** Messages queued and sent since the process started. */
  queued = 0;
  sent = 0;

  constructor(private readonly context: PublisherContext) {
    this.buffer = new PublishBuffer(context.bufferMs);
  }

  /** Messages waiting to be sent. */
  get buffered(): number {
    return this.buffer.size;
  }

  /** Messages dropped for age while NATS was unreachable. */
  get dropped(): number {
    return this.buffer.dropped;
  }

  publish(item: BusMessage): void {
    if (this.closed) return;
    this.buffer.push({
      subject: this.subjectOf(messageKind(item.message)),
      item,
      atMs: this.context.now(),
    });
    this.queued++;
    this.scheduleDrain();
  }

  private subjectOf(kind: MessageKind): string {
    let subject = this.subjects.get(kind);
    if (subject === undefined) {
      subject = subjectOf(this.context.prefix, kind);
      this.subjects.set(kind, subject);
    }
    return subject;
  }

  scheduleDrain(): void {
    if (this.draining || !this.context.connected() || this.buffer.size === 0) return;
    this.draining = true;
    this.drained = new Promise((resolve) => setImmediate(() => void this.drain().then(resolve)));
  }

  /**
   * Sends what is buffered while connected, in batches with up to {@link BATCHES_IN_FLIGHT}
   * awaiting the server's acknowledgement, so a slow round trip does not bound throughput.
   */
  private async drain(): Promise<void> {
    const { nc, js, log } = this.context;
    const inFlight = new Set<Promise<void>>();
    let failed = false;
    try {
      while (!failed && this.context.connected() && this.buffer.size > 0 && !nc.isClosed()) {
        if (inFlight.size >= BATCHES_IN_FLIGHT) {
          await Promise.race(inFlight);
          continue;
        }
        const batch = this.buffer.take(PUBLISH_BATCH);
        const frames = framesOf(batch, Math.min(MAX_FRAME_BYTES, nc.info?.max_payload ?? Infinity));
        const last = frames.pop()!;
        for (const frame of frames) {
          const h = headers();
          h.set('Nats-Msg-Id', frame.id);
          nc.publish(frame.subject, frame.data, { headers: h });
        }
        // One acknowledged publish per batch: the server takes a connection's messages in
        // order, so its answer to the last says the stream holds the batch.
        const acknowledged: Promise<void> = js
          .publish(last.subject, last.data, { msgID: last.id })
          .then(
            () => {
              this.sent += batch.length;
            },
            async (error: unknown) => {
              failed = true;
              // Sent again later: JetStream drops a frame it already stored by its id when the
              // frame comes out the same, and readers drop the other copies (frame-reader.ts).
              this.buffer.putBack(batch);
              log.warn({ err: reasonOf(error) }, 'live bus publish failed');
              await this.context.ensureStream().catch(() => undefined);
            },
          )
          .finally(() => inFlight.delete(acknowledged));
        inFlight.add(acknowledged);
      }
      await Promise.all(inFlight);
    } finally {
      this.draining = false;
    }
    this.buffer.trim(this.context.now());
    if (this.closed) return;
    if (failed) setTimeout(() => this.scheduleDrain(), 1000).unref();
    else if (this.context.connected() && this.buffer.size > 0) this.scheduleDrain();
  }

  /** Resolves once what was published so far has reached NATS (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.draining || (this.context.connected() && this.buffer.size > 0)) {
      this.scheduleDrain();
      await this.drained;
    }
  }

  /** Takes no more messages; what is queued can still be flushed. */
  close(): void {
    this.closed = true;
  }
}

interface Frame {
  subject: string;
  data: Uint8Array;
  id: string;
}

/** A batch as frames, one or more per subject, each at most `maxBytes` unless one message is. */
export function framesOf(batch: readonly Pending[], maxBytes: number): Frame[] {
  const bySubject = new Map<string, Pending['item'][]>();
  for (const pending of batch) {
    const items = bySubject.get(pending.subject);
    if (items) items.push(pending.item);
    else bySubject.set(pending.subject, [pending.item]);
  }
  const frames: Frame[] = [];
  const add = (subject: string, items: readonly Pending['item'][]) => {
    const data = encodeFrame(items);
    if (data.length > maxBytes && items.length > 1) {
      const half = Math.ceil(items.length / 2);
      add(subject, items.slice(0, half));
      add(subject, items.slice(half));
    } else frames.push({ subject, data, id: frameId(data) });
  };
  for (const [subject, items] of bySubject) add(subject, items);
  return frames;
}
