/**
 * The live bus on NATS JetStream: ingest publishes into one stream (subjects per message
 * kind), API instances replay the live window and then follow it with an ordered consumer,
 * and the track writer reads it through one durable consumer, acknowledging a batch only
 * once the batch is stored.
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { BusHandler, BusMessage, LiveBus } from '../ingest/bus.js';
import { streamName, subjectOf, type MessageKind } from './bus-codec.js';
import { BusFollower } from './bus-follower.js';
import { redactUrl } from './cluster-config.js';
import { reconnectDelay, sleep } from './backoff.js';
import { startDurableConsumer, type DurableConsumer } from './durable-consumer.js';
import { BusPublisher } from './bus-publisher.js';
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

const LOG_EVERY_MS = 60_000;
const NS_PER_MS = 1_000_000;
/** Two ingest processes' copies of one transmission arrive well within this. */
const DUPLICATE_WINDOW_MS = 10_000;

export class JetStreamBus implements LiveBus {
  private readonly handlers = new Set<BusHandler>();
  private readonly publisher: BusPublisher;
  private readonly stream: string;
  private readonly now: () => number;
  private readonly logTimer: NodeJS.Timeout;
  private readonly follower: BusFollower;
  private readonly durables: DurableConsumer[] = [];
  private connected = true;
  private closed = false;
  private followStarted = false;
  private attempts = 0;
  /** Messages stored by durable consumers, since start. */
  private stored = 0;
  /** All counters at the last once-a-minute log line. */
  private logged = { queued: 0, sent: 0, dropped: 0, delivered: 0, stored: 0 };

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly options: JetStreamBusOptions,
  ) {
    this.stream = streamName(options.prefix);
    this.now = options.now ?? Date.now;
    this.publisher = new BusPublisher({
      nc,
      js,
      prefix: options.prefix,
      bufferMs: options.bufferMs,
      now: this.now,
      connected: () => this.connected,
      log: options.log,
      ensureStream: () => this.ensureStream(),
    });
    this.follower = new BusFollower({
      js,
      jsm,
      stream: this.stream,
      replayMs: options.replayMs,
      now: this.now,
      log: options.log,
      usable: () => !this.closed && this.connected,
      deliver: (item) => {
        for (const handler of this.handlers) handler(item);
      },
    });
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
        this.options.log.info({ buffered: this.publisher.buffered }, 'live bus reconnected');
        this.publisher.scheduleDrain();
        // The server may have restarted: follow again from the last message seen, rather
        // than wait for the consumer to notice its missing heartbeats.
        if (this.followStarted && !this.closed) this.follower.start();
      }
    }
  }

  publish(item: BusMessage): void {
    if (!this.closed) this.publisher.publish(item);
  }

  /** Resolves once what was published so far has reached NATS (tests, shutdown). */
  flush(): Promise<void> {
    return this.publisher.flush();
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    if (!this.followStarted && !this.closed) {
      this.followStarted = true;
      this.follower.start();
    }
    return () => this.handlers.delete(handler);
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
        onStored: (count) => (this.stored += count),
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
      buffered: this.publisher.buffered,
      ...(this.followStarted ? { replayed: this.follower.caughtUp } : {}),
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
    const now = {
      queued: this.publisher.queued,
      sent: this.publisher.sent,
      dropped: this.publisher.dropped,
      delivered: this.follower.delivered,
      stored: this.stored,
    };
    const since = this.logged;
    const details = {
      queued: now.queued - since.queued,
      sent: now.sent - since.sent,
      dropped: now.dropped - since.dropped,
      delivered: now.delivered - since.delivered,
      stored: now.stored - since.stored,
      buffered: this.publisher.buffered,
    };
    this.logged = now;
    if (!this.connected || details.dropped > 0) {
      this.options.log.warn(details, 'live bus unreachable: buffering the newest messages');
    } else if (details.queued + details.sent + details.delivered + details.stored > 0) {
      this.options.log.info(details, 'live bus in the last minute');
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.publisher.close();
    clearInterval(this.logTimer);
    this.handlers.clear();
    const stopping = this.stopConsumers();
    if (this.connected) {
      await Promise.race([this.flush(), sleep(5000)]).catch(() => undefined);
    }
    await this.follower.close();
    await stopping;
    await this.nc.close().catch(() => undefined);
  }
}
