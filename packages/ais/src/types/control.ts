/** Acknowledgements, text, inquiries and link management: types 7, 10, 12–16, 20, 22, 23. */

import type { AisMessageBase } from './base.js';

/** One acknowledged destination in a type 7 or 13 message. */
export interface Acknowledgement {
  /** Acknowledged station MMSI. */
  mmsi: number;
  /** Sequence number of the acknowledged message, 0–3. */
  sequenceNumber: number;
}

/** Binary acknowledge (type 7) and safety related acknowledge (type 13). */
export interface Acknowledge extends AisMessageBase {
  messageType: 7 | 13;
  /** One to four acknowledged destinations, in transmitted order. */
  acknowledgements: Acknowledgement[];
}

/** UTC and date inquiry (type 10). */
export interface UtcInquiry extends AisMessageBase {
  messageType: 10;
  /** MMSI of the station asked for UTC and date. */
  destinationMmsi: number;
}

/** Addressed safety related message (type 12). */
export interface AddressedSafetyMessage extends AisMessageBase {
  messageType: 12;
  /** Sequence number, 0–3. */
  sequenceNumber: number;
  /** Destination station MMSI. */
  destinationMmsi: number;
  /** True when the message should be retransmitted. */
  retransmitFlag: boolean;
  /** Safety related text, up to 156 characters, or null when empty. */
  text: string | null;
}

/** Safety related broadcast message (type 14). */
export interface SafetyBroadcastMessage extends AisMessageBase {
  messageType: 14;
  /** Safety related text, up to 161 characters, or null when empty. */
  text: string | null;
}

/** Interrogation (type 15). Parts absent from a short message are null. */
export interface Interrogation extends AisMessageBase {
  messageType: 15;
  /** First interrogated station MMSI. */
  destinationMmsi1: number;
  /** First message type requested from station 1. */
  messageType1_1: number;
  /** Slot offset for the first reply from station 1, slots. */
  slotOffset1_1: number;
  /** Second message type requested from station 1, or null. */
  messageType1_2: number | null;
  /** Slot offset for the second reply from station 1, slots, or null. */
  slotOffset1_2: number | null;
  /** Second interrogated station MMSI, or null. */
  destinationMmsi2: number | null;
  /** Message type requested from station 2, or null. */
  messageType2_1: number | null;
  /** Slot offset for the reply from station 2, slots, or null. */
  slotOffset2_1: number | null;
}

/** Assigned mode command (type 16). Station B is null when the short form is sent. */
export interface AssignedModeCommand extends AisMessageBase {
  messageType: 16;
  /** Destination A MMSI. */
  destinationMmsiA: number;
  /** Slot offset for destination A, slots. */
  offsetA: number;
  /** Slot increment for destination A, slots. */
  incrementA: number;
  /** Destination B MMSI, or null. */
  destinationMmsiB: number | null;
  /** Slot offset for destination B, slots, or null. */
  offsetB: number | null;
  /** Slot increment for destination B, slots, or null. */
  incrementB: number | null;
}

/** One slot reservation in a data link management message. */
export interface SlotReservation {
  /** Reserved offset number, slots. */
  offset: number;
  /** Number of reserved consecutive slots, 1–15. */
  number: number;
  /** Time-out, minutes (1–7). */
  timeout: number;
  /** Increment to repeat the reservation block, slots. */
  increment: number;
}

/** Data link management message (type 20). */
export interface DataLinkManagement extends AisMessageBase {
  messageType: 20;
  /** One to four reservations, in transmitted order (as many as the message length holds). */
  reservations: SlotReservation[];
}

/** Channel management (type 22). Either an area or two addressed stations is given. */
export interface ChannelManagement extends AisMessageBase {
  messageType: 22;
  /** Channel A number (ITU-R M.1084 channel, 0–4095). */
  channelA: number;
  /** Channel B number (ITU-R M.1084 channel, 0–4095). */
  channelB: number;
  /** Tx/Rx mode, 0–3 (0 TxA/TxB RxA/RxB, 1 TxA RxA/RxB, 2 TxB RxA/RxB). */
  txRxMode: number;
  /** True for low transmit power (1 W), false for high. */
  lowPower: boolean;
  /** True when addressed to two stations rather than an area. */
  addressed: boolean;
  /** North-east corner longitude in decimal degrees (area form), or null. */
  neLongitude: number | null;
  /** North-east corner latitude in decimal degrees (area form), or null. */
  neLatitude: number | null;
  /** South-west corner longitude in decimal degrees (area form), or null. */
  swLongitude: number | null;
  /** South-west corner latitude in decimal degrees (area form), or null. */
  swLatitude: number | null;
  /** First addressed station MMSI (addressed form), or null. */
  destinationMmsi1: number | null;
  /** Second addressed station MMSI (addressed form), or null. */
  destinationMmsi2: number | null;
  /** True when channel A uses 12.5 kHz bandwidth, false for default. */
  bandwidthA: boolean;
  /** True when channel B uses 12.5 kHz bandwidth, false for default. */
  bandwidthB: boolean;
  /** Transitional zone size in nautical miles (1–8). */
  zoneSize: number;
}

/** Group assignment command (type 23). */
export interface GroupAssignmentCommand extends AisMessageBase {
  messageType: 23;
  /** North-east corner longitude in decimal degrees (1/10 minute resolution), or null. */
  neLongitude: number | null;
  /** North-east corner latitude in decimal degrees, or null. */
  neLatitude: number | null;
  /** South-west corner longitude in decimal degrees, or null. */
  swLongitude: number | null;
  /** South-west corner latitude in decimal degrees, or null. */
  swLatitude: number | null;
  /** Station type addressed, 0–15 (0 all, 1 class A, 2 class B, 3 SAR aircraft, 6 inland). */
  stationType: number;
  /** Ship type addressed, 0–99 (0 all types). */
  shipType: number;
  /** Tx/Rx mode, 0–3. */
  txRxMode: number;
  /** Reporting interval code, 0–15 (per table 77 of ITU-R M.1371-5). */
  reportingInterval: number;
  /** Quiet time, minutes (1–15), or null for 0 (none). */
  quietTime: number | null;
}
