import { writeBinaryBroadcast } from './meteo.js';
import { frameSentences, MAX_FRAGMENT_CHARS, type AisChannel, type FrameOptions } from './nmea.js';
import {
  writeBaseStationReport,
  writeLongRangePositionReport,
  writePositionReportClassA,
  writePositionReportClassB,
  writeSarAircraftReport,
} from './position.js';
import { BitWriter, type ArmouredPayload } from './sixbit.js';
import {
  writeAidToNavigationReport,
  writeExtendedPositionReportClassB,
  writeStaticAndVoyageData,
  writeStaticDataReportA,
  writeStaticDataReportB,
} from './static.js';
import type { AisMessageInput } from './types.js';

/** Message types {@link encodeAisPayload} accepts. */
export const ENCODABLE_MESSAGE_TYPES: readonly number[] = [
  1, 2, 3, 4, 5, 8, 9, 11, 18, 19, 21, 24, 27,
];

/**
 * Packs one message into an armoured six-bit payload. Throws a RangeError for message types
 * the encoder does not support. Pass a writer to reuse its buffer across calls.
 */
export function encodeAisPayload(
  message: AisMessageInput,
  writer: BitWriter = new BitWriter(),
): ArmouredPayload {
  const w = writer.reset();
  switch (message.messageType) {
    case 1:
    case 2:
    case 3:
      writePositionReportClassA(w, message);
      break;
    case 4:
    case 11:
      writeBaseStationReport(w, message);
      break;
    case 5:
      writeStaticAndVoyageData(w, message);
      break;
    case 8:
      writeBinaryBroadcast(w, message);
      break;
    case 9:
      writeSarAircraftReport(w, message);
      break;
    case 18:
      writePositionReportClassB(w, message);
      break;
    case 19:
      writeExtendedPositionReportClassB(w, message);
      break;
    case 21:
      writeAidToNavigationReport(w, message);
      break;
    case 24:
      if (message.partNumber === 0) writeStaticDataReportA(w, message);
      else writeStaticDataReportB(w, message);
      break;
    case 27:
      writeLongRangePositionReport(w, message);
      break;
    default: {
      const type: unknown = (message as { messageType: unknown }).messageType;
      throw new RangeError(`cannot encode AIS message type ${String(type)}`);
    }
  }
  return w.finish();
}

/** Settings shared by every sentence an {@link AisEncoder} writes. */
export interface AisEncoderOptions {
  /** Two-letter talker, `AI` by default; `BS` marks base-station-received traffic. */
  talker?: string;
  /** `VDM` (default) or `VDO` for own-ship reports. */
  formatter?: 'VDM' | 'VDO';
  /** Add `g:` grouping to the tag blocks of multi-sentence messages. */
  groupTags?: boolean;
}

/** Per-message reception details that end up in the sentence and its tag block. */
export interface SentenceMeta {
  /** Radio channel, `A` by default. */
  channel?: AisChannel;
  /** Receiving station for the tag block `s:` field. */
  source?: string;
  /** Receive time for the tag block `c:` field, UNIX seconds. */
  time?: number;
}

/**
 * Turns messages into NMEA lines, cycling the sequential message id 0–9 over multi-sentence
 * messages as a receiver does. Not safe to share between interleaved streams.
 */
export class AisEncoder {
  private readonly writer = new BitWriter();
  private readonly options: AisEncoderOptions;
  private sequenceId = 0;

  constructor(options: AisEncoderOptions = {}) {
    this.options = options;
  }

  /** The NMEA lines (without line terminators) carrying `message`. */
  encode(message: AisMessageInput, meta: SentenceMeta = {}): string[] {
    const { payload, fillBits } = encodeAisPayload(message, this.writer);
    const frame: FrameOptions = {
      talker: this.options.talker ?? 'AI',
      formatter: this.options.formatter ?? 'VDM',
      channel: meta.channel ?? 'A',
      groupTags: this.options.groupTags ?? false,
    };
    if (payload.length > MAX_FRAGMENT_CHARS) {
      frame.sequenceId = this.sequenceId;
      this.sequenceId = (this.sequenceId + 1) % 10;
    }
    if (meta.source !== undefined || meta.time !== undefined) {
      frame.tag = {};
      if (meta.source !== undefined) frame.tag.source = meta.source;
      if (meta.time !== undefined) frame.tag.time = meta.time;
    }
    return frameSentences(payload, fillBits, frame);
  }
}

/** One-off convenience: the NMEA lines for a single message with explicit framing. */
export function encodeAisSentences(message: AisMessageInput, options: FrameOptions = {}): string[] {
  const { payload, fillBits } = encodeAisPayload(message);
  return frameSentences(payload, fillBits, options);
}
