import { u } from './bits.js';
import {
  addressedBinaryMessage,
  binaryBroadcastMessage,
  dgnssBroadcast,
  slotBinaryMessage,
} from './binary.js';
import {
  aidToNavigationReport,
  extendedPositionReportClassB,
  positionReportClassB,
  staticDataReportA,
  staticDataReportB,
} from './classb.js';
import {
  acknowledge,
  addressedSafetyMessage,
  assignedModeCommand,
  channelManagement,
  dataLinkManagement,
  groupAssignmentCommand,
  interrogation,
  safetyBroadcastMessage,
  utcInquiry,
} from './control.js';
import type { Envelope } from './envelope.js';
import {
  baseStationReport,
  longRangePositionReport,
  positionReportClassA,
  sarAircraftReport,
} from './position.js';
import { staticAndVoyageData } from './voyage.js';
import type { AisErrorKind, AisMessage } from '../types.js';

/**
 * Fewest payload bits accepted per message type (index = type; 0 = unknown type). These are
 * the standard lengths except type 5, where 420- and 422-bit transmissions are common enough
 * to accept, and the variable-length types, where the fixed part is the minimum.
 */
export const MIN_BITS: Uint16Array = Uint16Array.from([
  0, 168, 168, 168, 168, 420, 88, 72, 56, 168, 72, 168, 72, 72, 40, 88, 96, 80, 168, 312, 72, 272,
  168, 160, 160, 40, 60, 96,
]);

/**
 * Decodes a de-armoured payload of `n` bits (one 6-bit value per byte in `b`, zero beyond
 * the end). Returns the message, or the error kind when the payload cannot be a valid one.
 *
 * Each type's reader builds its result as one object literal, even where types share a run of
 * fields: spreading a shared reader's object into it made type 18 decoding a fifth slower.
 */
export function decodePayload(b: Int32Array, n: number, e: Envelope): AisMessage | AisErrorKind {
  if (n < 6) return 'truncated_payload';
  const type = u(b, 0, 6);
  if (type === 0 || type > 27) return 'unknown_type';
  if (n < MIN_BITS[type]!) return 'truncated_payload';
  switch (type) {
    case 1:
    case 2:
    case 3:
      return positionReportClassA(b, e);
    case 4:
    case 11:
      return baseStationReport(b, e);
    case 5:
      return staticAndVoyageData(b, n, e);
    case 6:
      return addressedBinaryMessage(b, n, e);
    case 7:
    case 13:
      return acknowledge(b, n, e);
    case 8:
      return binaryBroadcastMessage(b, n, e);
    case 9:
      return sarAircraftReport(b, e);
    case 10:
      return utcInquiry(b, e);
    case 12:
      return addressedSafetyMessage(b, n, e);
    case 14:
      return safetyBroadcastMessage(b, n, e);
    case 15:
      return interrogation(b, n, e);
    case 16:
      return assignedModeCommand(b, n, e);
    case 17:
      return dgnssBroadcast(b, n, e);
    case 18:
      return positionReportClassB(b, e);
    case 19:
      return extendedPositionReportClassB(b, n, e);
    case 20:
      return dataLinkManagement(b, n, e);
    case 21:
      return aidToNavigationReport(b, n, e);
    case 22:
      return channelManagement(b, e);
    case 23:
      return groupAssignmentCommand(b, e);
    case 24: {
      const part = u(b, 38, 2);
      if (part === 0) return staticDataReportA(b, n, e);
      if (part !== 1) return 'invalid_partno';
      return n < 168 ? 'truncated_payload' : staticDataReportB(b, n, e);
    }
    case 25:
    case 26:
      // Their own flags decide how long they must be.
      return slotBinaryMessage(b, n, e) ?? 'truncated_payload';
    default:
      return longRangePositionReport(b, e);
  }
}
