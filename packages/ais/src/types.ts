/**
 * Decoded AIS messages (ITU-R M.1371-5), one interface per message type, joined in the
 * discriminated union {@link AisMessage} on `messageType` (and `partNumber` for type 24).
 *
 * Field names follow the vessel records of the BarentsWatch live AIS API where one exists.
 * Values the standard marks "not available" (latitude 91°, longitude 181°, speed 102.3 kn,
 * course 360°, heading 511, rate of turn −128, …) are `null`, never the sentinel.
 */

import type {
  PositionReportClassA,
  BaseStationReport,
  SarAircraftReport,
  PositionReportClassB,
  ExtendedPositionReportClassB,
  LongRangePositionReport,
} from './types/position.js';
import type {
  StaticAndVoyageData,
  AidToNavigationReport,
  StaticDataReportA,
  StaticDataReportB,
} from './types/static.js';
import type {
  AddressedBinaryMessage,
  BinaryBroadcastMessage,
  DgnssBroadcast,
  SlotBinaryMessage,
} from './types/binary.js';
import type {
  Acknowledge,
  UtcInquiry,
  AddressedSafetyMessage,
  SafetyBroadcastMessage,
  Interrogation,
  AssignedModeCommand,
  DataLinkManagement,
  ChannelManagement,
  GroupAssignmentCommand,
} from './types/control.js';

// Each module exports exactly its message interfaces; the field groups they share stay private.
export type * from './types/base.js';
export type * from './types/position.js';
export type * from './types/static.js';
export type * from './types/binary.js';
export type * from './types/control.js';

/** Any decoded AIS message; narrow on `messageType` (and `partNumber` for type 24). */
export type AisMessage =
  | PositionReportClassA
  | BaseStationReport
  | StaticAndVoyageData
  | AddressedBinaryMessage
  | Acknowledge
  | BinaryBroadcastMessage
  | SarAircraftReport
  | UtcInquiry
  | AddressedSafetyMessage
  | SafetyBroadcastMessage
  | Interrogation
  | AssignedModeCommand
  | DgnssBroadcast
  | PositionReportClassB
  | ExtendedPositionReportClassB
  | DataLinkManagement
  | AidToNavigationReport
  | ChannelManagement
  | GroupAssignmentCommand
  | StaticDataReportA
  | StaticDataReportB
  | SlotBinaryMessage
  | LongRangePositionReport;

/** Why an input line (or a set of fragments) was rejected. */
export type AisErrorKind =
  | 'bad_checksum'
  | 'missing_checksum'
  | 'malformed_sentence'
  | 'not_ais'
  | 'bad_fragment_count'
  | 'incomplete'
  | 'bad_fill_bits'
  | 'bad_payload_char'
  | 'empty_payload'
  | 'truncated_payload'
  | 'invalid_partno'
  | 'unknown_type';

/** Every error kind, in a stable order (for counters and reports). */
export const AIS_ERROR_KINDS: readonly AisErrorKind[] = [
  'bad_checksum',
  'missing_checksum',
  'malformed_sentence',
  'not_ais',
  'bad_fragment_count',
  'incomplete',
  'bad_fill_bits',
  'bad_payload_char',
  'empty_payload',
  'truncated_payload',
  'invalid_partno',
  'unknown_type',
];

/** A rejected input: never thrown, always reported alongside the decoded messages. */
export interface AisDecodeError {
  /** What went wrong. */
  error: AisErrorKind;
  /** Receiving station from the tag block's `s:`, or null. */
  source: string | null;
  /** 1-based number of the input line (for `incomplete`: the line of the last fragment seen). */
  line: number;
  /** Short human-readable explanation. */
  detail: string;
}

/** One output of the decoder: a message or an error (tell them apart with `'error' in r`). */
export type DecodeResult = AisMessage | AisDecodeError;
