/**
 * A durable JetStream consumer that stores what it reads: each batch goes to `store`, and
 * only once `store` resolves is it acknowledged. A failed batch is retried, never skipped, so
 * a crash or an error loses nothing; what the server delivers again (a writer killed before
 * acknowledging) must be stored idempotently.
 */
import {
  AckPolicy,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import type { BusMessage } from '../ingest/bus.js';
import { reconnectDelay, sleep } from './backoff.js';
import { subjectOf, type MessageKind } from './bus-codec.js';
import { FrameReader } from './frame-reader.js';
import type { BusLog } from './jetstream-bus.js';
import { reasonOf } from './service-unreachable.js';

/** Frames (up to a thousand messages each) stored and acknowledged at a time. */
const DURABLE_BATCH = 50;
/** Seconds the server waits for an acknowledgement before delivering again. */
const ACK_WAIT_S = 10;
const NS_PER_S = 1_000_000_000;

export interface DurableContext {
  js: JetStreamClient;
  jsm: JetStreamManager;
  stream: string;
  prefix: string;
  log: BusLog;
  onStored(count: number): void;
}

export interface DurableConsumer {
  /** Stops after the batch being stored. */
  stop(): Promise<void>;
}

export async function startDurableConsumer(
  context: DurableContext,
  durable: string,
  kind: MessageKind,
  store: (items: BusMessage[]) => Promise<void>,
): Promise<DurableConsumer> {
  const { js, jsm, stream, log } = context;
  const name = `${context.prefix}_${durable}`;
  const exists = await jsm.consumers.info(stream, name).catch(() => null);
  if (!exists) {
    await jsm.consumers.add(stream, {
      durable_name: name,
      // Each message on its own: with AckPolicy.All, a new writer acknowledging its first
      // batch would also acknowledge the batch a killed writer held and never stored.
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subjectOf(context.prefix, kind),
      ack_wait: ACK_WAIT_S * NS_PER_S,
      max_ack_pending: DURABLE_BATCH * 4,
    });
  }
  const consumer = await js.consumers.get(stream, name);
  // Copies of a transmission from two ingest processes, left out before storing. A restarted
  // writer starts with none remembered: what comes again is stored idempotently.
  const reader = new FrameReader();
  let stopped = false;

  const fetchBatch = async (): Promise<JsMsg[]> => {
    const batch: JsMsg[] = [];
    try {
      for await (const m of await consumer.fetch({ max_messages: DURABLE_BATCH, expires: 1000 })) {
        batch.push(m);
      }
    } catch (error) {
      if (!stopped) log.warn({ err: reasonOf(error) }, 'live bus fetch failed');
      await sleep(1000);
    }
    return batch;
  };

  const loop = async () => {
    while (!stopped) {
      const batch = await fetchBatch();
      const last = batch[batch.length - 1];
      if (!last) continue;
      const items = batch.flatMap((m) => reader.accept(m.data));
      for (let attempt = 0; !stopped; attempt++) {
        try {
          await store(items);
          for (const m of batch) if (m !== last) m.ack();
          // Acknowledgements travel in order: the server's answer to the last covers all.
          await last.ackAck();
          context.onStored(items.length);
          break;
        } catch (error) {
          log.error({ err: reasonOf(error), attempt }, 'storing a bus batch failed');
          await sleep(reconnectDelay(attempt));
        }
      }
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
