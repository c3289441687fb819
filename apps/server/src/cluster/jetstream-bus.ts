/**
 * The live bus on NATS JetStream: ingest publishes into one stream (subjects per message
 * kind), API instances replay the live window and then follow it with an ordered consumer,
 * and the track writer reads it through one durable consumer, acknowledging a batch only
 * once the batch is stored.
 */
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import {
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { BusHandler, BusMessage, LiveBus } from '../ingest/bus.js';
import {
  decodeBusMessage,
  encodeBusMessage,
  messageId,
  messageKind,
  streamName,
  subjectOf,
  type MessageKind,
} from './bus-codec.js';
import { redactUrl } from './cluster-config.js';
import { reconnectDelay, sleep } from './backoff.js';
import { startDurableConsumer, type DurableConsumer } from './durable-consumer.js';
import { PublishBuffer } from './publish-buffer.js';
import { reasonOf, ServiceUnreachableError } from './service-unreachable.js';

export interface BusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JetStreamBusOptions {
  url: string;
  /** Stream, subject and consumer prefix. */
  prefix: string;
  /** What the stream keeps: by age and by bytes, the oldest discarded first. */
  maxAgeMs: number;
  maxBytes: number;
  /** How far back a subscriber's replay starts: the live window. */
  replayMs: number;
  /** Newest messages kept while NATS is unreachable, milliseconds. */
  bufferMs: number;
  log: BusLog;
  /** Shown in NATS's connection list. */
  name: string;
  now?: () => number;
}

export interface BusHealth {
  status: 'up' | 'down';
  latencyMs: number | null;
  /** Messages waiting in this process to be published. */
  buffered: number;
  /** Whether replay of the live window has reached the stream's end; absent without one. */
  replayed?: boolean;
}

/** Messages published per acknowledgement; the event loop turns between batches. */
const PUBLISH_BATCH = 1000;
/** Batches sent before the first of them is acknowledged. */
const BATCHES_IN_FLIGHT = 8;
const LOG_EVERY_MS = 60_000;
const NS_PER_MS = 1_000_000;
/** Two ingest processes' copies of one transmission arrive well within this. */
const DUPLICATE_WINDOW_MS = 10_000;

export class JetStreamBus implements LiveBus {
  private readonly handlers = new Set<BusHandler>();
  private readonly buffer: PublishBuffer;
  private readonly stream: string;
  private readonly now: () => number;
  private readonly logTimer: NodeJS.Timeout;
  private following: ConsumerMessages | undefined;
  private readonly durables: DurableConsumer[] = [];
  private connected = true;
  private draining = false;
  private drained: Promise<void> = Promise.resolve();
  private closed = false;
  private caughtUp = false;
  private followStarted = false;
  /** Which follow loop is current; an older one stops at its next message. */
  private followGeneration = 0;
  /** Stream sequence of the last message delivered to subscribers. */
  private lastSeq = 0;
  /** The stream's last sequence when replay began: reaching it ends the replay. */
  private replayTarget = 0;
  private attempts = 0;
  /** Counters since the last once-a-minute log line. */
  private counts = { queued: 0, sent: 0, delivered: 0, stored: 0, droppedBefore: 0 };

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly options: JetStreamBusOptions,
  ) {
    this.stream = streamName(options.prefix);
    this.now = options.now ?? Date.now;
    this.buffer = new PublishBuffer(options.bufferMs);
    void this.watchStatus();
    this.logTimer = setInterval(() => this.logCounts(), LOG_EVERY_MS);
    this.logTimer.unref();
  }

  /** Connects and makes sure the stream exists with the configured limits. */
  static async connect(options: JetStreamBusOptions): Promise<JetStreamBus> {
    const where = redactUrl(options.url);
    let bus: JetStreamBus | undefined;
    let nc: NatsConnection | undefined;
    try {
      const state = { bus: undefined as JetStreamBus | undefined };
      nc = await connect({
        servers: options.url,
        name: options.name,
        timeout: 5000,
        maxReconnectAttempts: -1,
        pingInterval: 10_000,
        reconnectDelayHandler: () => reconnectDelay(state.bus ? state.bus.attempts++ : 0),
      });
      const jsm = await jetstreamManager(nc, { timeout: 10_000 });
      bus = new JetStreamBus(nc, jetstream(nc, { timeout: 10_000 }), jsm, options);
      state.bus = bus;
      await bus.ensureStream();
      return bus;
    } catch (error) {
      await (bus ? bus.close() : nc?.close())?.catch(() => undefined);
      throw new ServiceUnreachableError(
        'LIVE_BUS_URL',
        `cannot use the live bus at ${where}: ${reasonOf(error)}; check LIVE_BUS_URL and that NATS runs with JetStream enabled`,
        { cause: error },
      );
    }
  }

  private async ensureStream(): Promise<void> {
    const config = {
      name: this.stream,
      subjects: [subjectOf(this.options.prefix, '>')],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: this.options.maxAgeMs * NS_PER_MS,
      max_bytes: this.options.maxBytes,
      duplicate_window: Math.min(DUPLICATE_WINDOW_MS, this.options.maxAgeMs) * NS_PER_MS,
    };
    const existing = await this.jsm.streams.info(this.stream).catch(() => null);
    if (!existing) await this.jsm.streams.add(config);
    else if (
      existing.config.max_age !== config.max_age ||
      existing.config.max_bytes !== config.max_bytes
    ) {
      await this.jsm.streams.update(this.stream, config);
    }
  }

  private async watchStatus(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        this.options.log.warn({ bus: redactUrl(this.options.url) }, 'live bus disconnected');
      } else if (status.type === 'reconnect') {
        this.connected = true;
        this.attempts = 0;
        this.options.log.info({ buffered: this.buffer.size }, 'live bus reconnected');
        this.scheduleDrain();
        // The server may have restarted: follow again from the last message seen, rather
        // than wait for the consumer to notice its missing heartbeats.
        if (this.followStarted && !this.closed) this.startFollowing();
      }
    }
  }

  publish(item: BusMessage): void {
    if (this.closed) return;
    this.buffer.push({
      subject: subjectOf(this.options.prefix, messageKind(item.message)),
      data: encodeBusMessage(item),
      id: messageId(item),
      atMs: this.now(),
    });
    this.counts.queued++;
    this.scheduleDrain();
  }

  private scheduleDrain(): void {
    if (this.draining || !this.connected || this.buffer.size === 0) return;
    this.draining = true;
    this.drained = new Promise((resolve) => setImmediate(() => void this.drain().then(resolve)));
  }

  /**
   * Sends what is buffered while connected, in batches with up to {@link BATCHES_IN_FLIGHT}
   * awaiting the server's acknowledgement, so a slow round trip does not bound throughput.
   */
  private async drain(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    let failed = false;
    try {
      while (!failed && this.connected && this.buffer.size > 0 && !this.nc.isClosed()) {
        if (inFlight.size >= BATCHES_IN_FLIGHT) {
          await Promise.race(inFlight);
          continue;
        }
        const batch = this.buffer.take(PUBLISH_BATCH);
        const last = batch[batch.length - 1]!;
        for (const pending of batch) {
          if (pending === last) break;
          const h = headers();
          h.set('Nats-Msg-Id', pending.id);
          this.nc.publish(pending.subject, pending.data, { headers: h });
        }
        // One acknowledged publish per batch: the server takes a connection's messages in
        // order, so its answer to the last says the stream holds the batch.
        const acknowledged: Promise<void> = this.js
          .publish(last.subject, last.data, { msgID: last.id })
          .then(
            () => {
              this.counts.sent += batch.length;
            },
            async (error: unknown) => {
              failed = true;
              // Sent again later; JetStream drops the copies it already stored by their id.
              this.buffer.putBack(batch);
              this.options.log.warn({ err: reasonOf(error) }, 'live bus publish failed');
              // A NATS server that lost its storage has no stream: make it again.
              await this.ensureStream().catch(() => undefined);
            },
          )
          .finally(() => inFlight.delete(acknowledged));
        inFlight.add(acknowledged);
      }
      await Promise.all(inFlight);
    } finally {
      this.draining = false;
    }
    this.buffer.trim(this.now());
    if (this.closed) return;
    if (failed) setTimeout(() => this.scheduleDrain(), 1000).unref();
    else if (this.connected && this.buffer.size > 0) this.scheduleDrain();
  }

  /** Resolves once what was published so far has reached NATS (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.draining || (this.connected && this.buffer.size > 0)) {
      this.scheduleDrain();
      await this.drained;
    }
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    if (!this.followStarted && !this.closed) {
      this.followStarted = true;
      this.startFollowing();
    }
    return () => this.handlers.delete(handler);
  }

  private startFollowing(): void {
    void this.follow().catch(async (error: unknown) => {
      this.options.log.error({ err: reasonOf(error) }, 'following the live bus failed');
      await sleep(1000);
      if (!this.closed && this.connected) this.startFollowing();
    });
  }

  /**
   * Replays from now − the live window, then follows new messages, in stream order; after a
   * reconnect, goes on from the message after the last one delivered.
   */
  private async follow(): Promise<void> {
    const generation = ++this.followGeneration;
    const previous = this.following;
    this.following = undefined;
    await previous?.close().catch(() => undefined);
    let start;
    if (this.lastSeq > 0) {
      start = { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: this.lastSeq + 1 };
    } else {
      const startMs = this.now() - this.options.replayMs;
      const { state } = await this.jsm.streams.info(this.stream);
      this.replayTarget = state.last_seq;
      this.caughtUp = state.messages === 0 || Date.parse(state.last_ts) < startMs;
      start = {
        deliver_policy: DeliverPolicy.StartTime,
        opt_start_time: new Date(startMs).toISOString(),
      };
    }
    const consumer = await this.js.consumers.get(this.stream, start);
    const messages = await consumer.consume({ max_messages: 5000 });
    if (generation !== this.followGeneration || this.closed) {
      await messages.close().catch(() => undefined);
      return;
    }
    this.following = messages;
    for await (const m of messages) {
      if (generation !== this.followGeneration) break;
      // A consumer reset may deliver again what was delivered.
      if (m.seq <= this.lastSeq) continue;
      this.lastSeq = m.seq;
      const item = decodeBusMessage(m.data);
      if (item) for (const handler of this.handlers) handler(item);
      this.counts.delivered++;
      if (!this.caughtUp && (m.seq >= this.replayTarget || m.info.pending === 0)) {
        this.caughtUp = true;
      }
    }
  }

  /**
   * Reads one kind of message through a durable consumer, acknowledging each batch only once
   * `store` has resolved (see durable-consumer.ts).
   */
  async consumeDurable(
    durable: string,
    kind: MessageKind,
    store: (items: BusMessage[]) => Promise<void>,
  ): Promise<void> {
    const consumer = await startDurableConsumer(
      {
        js: this.js,
        jsm: this.jsm,
        stream: this.stream,
        prefix: this.options.prefix,
        log: this.options.log,
        onStored: (count) => (this.counts.stored += count),
      },
      durable,
      kind,
      store,
    );
    this.durables.push(consumer);
  }

  /** Stops the durable consumers after the batch each is storing. */
  async stopConsumers(): Promise<void> {
    await Promise.all(this.durables.map((consumer) => consumer.stop()));
  }

  async health(): Promise<BusHealth> {
    const base = {
      buffered: this.buffer.size,
      ...(this.followStarted ? { replayed: this.caughtUp } : {}),
    };
    if (!this.connected || this.nc.isClosed()) return { status: 'down', latencyMs: null, ...base };
    const started = performance.now();
    try {
      await Promise.race([
        this.nc.rtt(),
        sleep(2000).then(() => Promise.reject(new Error('no answer within 2 s'))),
      ]);
      return {
        status: 'up',
        latencyMs: Math.round((performance.now() - started) * 10) / 10,
        ...base,
      };
    } catch {
      return { status: 'down', latencyMs: null, ...base };
    }
  }

  private logCounts(): void {
    const { queued, sent, delivered, stored, droppedBefore } = this.counts;
    const dropped = this.buffer.dropped - droppedBefore;
    const details = { queued, sent, delivered, stored, dropped, buffered: this.buffer.size };
    if (!this.connected || dropped > 0) {
      this.options.log.warn(details, 'live bus unreachable: buffering the newest messages');
    } else if (queued + delivered + stored > 0) {
      this.options.log.info(details, 'live bus in the last minute');
    }
    this.counts = {
      queued: 0,
      sent: 0,
      delivered: 0,
      stored: 0,
      droppedBefore: this.buffer.dropped,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.logTimer);
    this.handlers.clear();
    const stopping = this.stopConsumers();
    if (this.connected) {
      await Promise.race([this.flush(), sleep(5000)]).catch(() => undefined);
    }
    await this.following?.close().catch(() => undefined);
    await stopping;
    await this.nc.close().catch(() => undefined);
  }
}
