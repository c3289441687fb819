import { coord, flag, s, text, u } from './bits.js';
import { na, type Envelope } from './envelope.js';
import type {
  Acknowledge,
  Acknowledgement,
  AddressedSafetyMessage,
  AssignedModeCommand,
  ChannelManagement,
  DataLinkManagement,
  GroupAssignmentCommand,
  Interrogation,
  SafetyBroadcastMessage,
  SlotReservation,
  UtcInquiry,
} from '../types.js';

/** Types 7 and 13: one to four 32-bit (MMSI + sequence) blocks from bit 40. */
export function acknowledge(b: Int32Array, n: number, e: Envelope): Acknowledge {
  const acknowledgements: Acknowledgement[] = [];
  for (let p = 40; p + 30 <= n && acknowledgements.length < 4; p += 32) {
    acknowledgements.push({ mmsi: u(b, p, 30), sequenceNumber: u(b, p + 30, 2) });
  }
  return {
    messageType: u(b, 0, 6) as 7 | 13,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    acknowledgements,
  };
}

/** Type 10. */
export function utcInquiry(b: Int32Array, e: Envelope): UtcInquiry {
  return {
    messageType: 10,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    destinationMmsi: u(b, 40, 30),
  };
}

/** Type 12. */
export function addressedSafetyMessage(
  b: Int32Array,
  n: number,
  e: Envelope,
): AddressedSafetyMessage {
  return {
    messageType: 12,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    sequenceNumber: u(b, 38, 2),
    destinationMmsi: u(b, 40, 30),
    retransmitFlag: flag(b, 70),
    text: text(b, n, 72, 156),
  };
}

/** Type 14. */
export function safetyBroadcastMessage(
  b: Int32Array,
  n: number,
  e: Envelope,
): SafetyBroadcastMessage {
  return {
    messageType: 14,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    text: text(b, n, 40, 161),
  };
}

/** Type 15: the second request to station 1 and the request to station 2 are optional. */
export function interrogation(b: Int32Array, n: number, e: Envelope): Interrogation {
  const second = n >= 108;
  const station2 = n >= 158;
  return {
    messageType: 15,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    destinationMmsi1: u(b, 40, 30),
    messageType1_1: u(b, 70, 6),
    slotOffset1_1: u(b, 76, 12),
    messageType1_2: second ? u(b, 90, 6) : null,
    slotOffset1_2: second ? u(b, 96, 12) : null,
    destinationMmsi2: station2 ? u(b, 110, 30) : null,
    messageType2_1: station2 ? u(b, 140, 6) : null,
    slotOffset2_1: station2 ? u(b, 146, 12) : null,
  };
}

/** Type 16: 96 bits for one station, 144 for two. */
export function assignedModeCommand(b: Int32Array, n: number, e: Envelope): AssignedModeCommand {
  const twoStations = n >= 144;
  return {
    messageType: 16,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    destinationMmsiA: u(b, 40, 30),
    offsetA: u(b, 70, 12),
    incrementA: u(b, 82, 10),
    destinationMmsiB: twoStations ? u(b, 92, 30) : null,
    offsetB: twoStations ? u(b, 122, 12) : null,
    incrementB: twoStations ? u(b, 134, 10) : null,
  };
}

/** Type 20: one to four 30-bit reservation blocks from bit 40, as many as the length holds. */
export function dataLinkManagement(b: Int32Array, n: number, e: Envelope): DataLinkManagement {
  const reservations: SlotReservation[] = [];
  for (let p = 40; p + 30 <= n && reservations.length < 4; p += 30) {
    reservations.push({
      offset: u(b, p, 12),
      number: u(b, p + 12, 4),
      timeout: u(b, p + 16, 3),
      increment: u(b, p + 19, 11),
    });
  }
  return {
    messageType: 20,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    reservations,
  };
}

/** Type 22: corners in 1/10 minute, or two addressed stations when bit 139 is set. */
export function channelManagement(b: Int32Array, e: Envelope): ChannelManagement {
  const addressed = flag(b, 139);
  return {
    messageType: 22,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    channelA: u(b, 40, 12),
    channelB: u(b, 52, 12),
    txRxMode: u(b, 64, 4),
    lowPower: flag(b, 68),
    addressed,
    neLongitude: addressed ? null : coord(s(b, 69, 18), 600, 181),
    neLatitude: addressed ? null : coord(s(b, 87, 17), 600, 91),
    swLongitude: addressed ? null : coord(s(b, 104, 18), 600, 181),
    swLatitude: addressed ? null : coord(s(b, 122, 17), 600, 91),
    destinationMmsi1: addressed ? u(b, 69, 30) : null,
    destinationMmsi2: addressed ? u(b, 104, 30) : null,
    bandwidthA: flag(b, 140),
    bandwidthB: flag(b, 141),
    zoneSize: u(b, 142, 3) + 1,
  };
}

/** Type 23. */
export function groupAssignmentCommand(b: Int32Array, e: Envelope): GroupAssignmentCommand {
  return {
    messageType: 23,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    neLongitude: coord(s(b, 40, 18), 600, 181),
    neLatitude: coord(s(b, 58, 17), 600, 91),
    swLongitude: coord(s(b, 75, 18), 600, 181),
    swLatitude: coord(s(b, 93, 17), 600, 91),
    stationType: u(b, 110, 4),
    shipType: u(b, 114, 8),
    txRxMode: u(b, 144, 2),
    reportingInterval: u(b, 146, 4),
    quietTime: na(u(b, 150, 4), 0),
  };
}
