/**
 * The live bus: ingest publishes every accepted (decoded, deduplicated) AIS message on it;
 * the live state, and later the track store, subscribe. In-process by default. A NATS
 * JetStream bus (`LIVE_BUS_URL=nats://…`) implements the same interface so that one process
 * ingests and any number of API processes serve: messages are plain JSON-safe objects.
 */
import type { AisMessage } from '@havkart/ais';

/** One accepted message with the time it counts as received, epoch milliseconds. */
export interface BusMessage {
  message: AisMessage;
  /** The tag-block time when the message had one, else the arrival time. */
  timeMs: number;
}

export type BusHandler = (item: BusMessage) => void;

export interface LiveBus {
  /** Delivers to every subscriber; in-process delivery is synchronous and in order. */
  publish(item: BusMessage): void;
  /** Adds a subscriber; the returned function removes it. */
  subscribe(handler: BusHandler): () => void;
  /** Stops delivery and releases connections. */
  close(): Promise<void>;
}

/** Positions of vessels (what a track store keeps), picked from the bus's messages. */
export interface PositionReport {
  mmsi: number;
  timeMs: number;
  latitude: number;
  longitude: number;
  speedOverGround: number | null;
  courseOverGround: number | null;
  trueHeading: number | null;
}

const POSITION_TYPES = new Set([1, 2, 3, 9, 18, 19, 27]);

/** The vessel position a message carries, or null for any other message. */
export function positionReport(item: BusMessage): PositionReport | null {
  const m = item.message;
  if (!POSITION_TYPES.has(m.messageType) || !('latitude' in m)) return null;
  if (m.latitude === null || m.longitude === null) return null;
  return {
    mmsi: m.mmsi,
    timeMs: item.timeMs,
    latitude: m.latitude,
    longitude: m.longitude,
    speedOverGround: 'speedOverGround' in m ? m.speedOverGround : null,
    courseOverGround: 'courseOverGround' in m ? m.courseOverGround : null,
    trueHeading: 'trueHeading' in m ? m.trueHeading : null,
  };
}

/** The default bus: subscribers in this process, called synchronously. */
export class InProcessBus implements LiveBus {
  private readonly handlers = new Set<BusHandler>();
  private closed = false;

  publish(item: BusMessage): void {
    if (this.closed) return;
    for (const handler of this.handlers) handler(item);
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }
}
