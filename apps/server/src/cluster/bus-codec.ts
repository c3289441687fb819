/**
 * How a bus message travels through JetStream: its subject (one per message kind, so a
 * consumer that needs only positions asks for only those), its bytes, and its message id.
 */
import { hash } from 'node:crypto';
import { Packr, Unpackr } from 'msgpackr';
import type { AisMessage } from '@havkart/ais';
import type { BusMessage } from '../ingest/bus.js';

export type MessageKind = 'position' | 'static' | 'aton' | 'station' | 'other';

const KIND_BY_TYPE: Record<number, MessageKind> = {
  1: 'position',
  2: 'position',
  3: 'position',
  9: 'position',
  18: 'position',
  19: 'position',
  27: 'position',
  5: 'static',
  24: 'static',
  21: 'aton',
  4: 'station',
  11: 'station',
};

export function messageKind(message: AisMessage): MessageKind {
  return KIND_BY_TYPE[message.messageType] ?? 'other';
}

/** The stream holding one deployment's messages. */
export function streamName(prefix: string): string {
  return `${prefix}_AIS`;
}

/** The subject of one kind of message, or with `>` every kind. */
export function subjectOf(prefix: string, kind: MessageKind | '>'): string {
  return `${prefix}.ais.${kind}`;
}

const packr = new Packr({ useRecords: true, bundleStrings: true });
const unpackr = new Unpackr({ useRecords: true, bundleStrings: true });
const textDecoder = new TextDecoder();
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/**
 * One frame carries many messages of one kind, as MessagePack with records: each shape of
 * message (its field names) is written once per frame and every message as its values only.
 * Measured on the simulator's messages (bench/cluster): 135 bytes a message against 480 as
 * JSON, encoding 1.5× and decoding 6–11× as fast. Per message, publishing then costs no NATS
 * framing, header or hash of its own. Every frame defines its own records, so a reader can
 * start at any frame.
 */
export function encodeFrame(items: readonly BusMessage[]): Uint8Array {
  // Each call returns a fresh slice: later calls write after it, never over it.
  return packr.pack(items);
}

function isBusMessage(value: unknown): value is BusMessage {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<BusMessage>;
  return typeof item.timeMs === 'number' && typeof item.message === 'object' && !!item.message;
}

function unpack(data: Uint8Array): unknown {
  // A stream written by an older version holds single messages as JSON; a frame always
  // starts with a MessagePack array header, never with these bytes.
  if (data[0] === OPEN_BRACE || data[0] === OPEN_BRACKET) {
    return JSON.parse(textDecoder.decode(data));
  }
  return unpackr.unpack(data);
}

/**
 * The messages of a frame; a single message (the JSON format before frames, still in a
 * stream during an upgrade) is a frame of one. Bytes that are not messages (another program
 * on the subject) give none.
 */
export function decodeFrame(data: Uint8Array): BusMessage[] {
  let value: unknown;
  try {
    value = unpack(data);
  } catch {
    return [];
  }
  if (Array.isArray(value)) return value.filter(isBusMessage);
  return isBusMessage(value) ? [value] : [];
}

/**
 * The frame's `Nats-Msg-Id`: a frame sent again after its acknowledgement was lost has the
 * same bytes, so JetStream stores it once. Copies of one transmission that two ingest
 * processes publish sit in frames that differ, so those are kept apart by the readers
 * (`FrameReader`), not by this id.
 */
export function frameId(data: Uint8Array): string {
  return hash('sha1', data, 'base64url');
}
