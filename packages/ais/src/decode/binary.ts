import { coord, hex, s, u } from './bits.js';
import type { Envelope } from './envelope.js';
import { meteoHydro11, meteoHydro31 } from './meteo.js';
import type {
  AddressedBinaryMessage,
  BinaryBroadcastMessage,
  DgnssBroadcast,
  SlotBinaryMessage,
} from '../types.js';

/** Type 6. */
export function addressedBinaryMessage(
  b: Int32Array,
  n: number,
  e: Envelope,
): AddressedBinaryMessage {
  return {
    messageType: 6,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    sequenceNumber: u(b, 38, 2),
    destinationMmsi: u(b, 40, 30),
    retransmitFlag: u(b, 70, 1) === 1,
    dac: u(b, 72, 10),
    fi: u(b, 82, 6),
    data: hex(b, 88, n),
    dataBitLength: n - 88,
  };
}

/** Type 8, with DAC 1 FI 31 / FI 11 met-hydro data decoded when long enough. */
export function binaryBroadcastMessage(
  b: Int32Array,
  n: number,
  e: Envelope,
): BinaryBroadcastMessage {
  const dac = u(b, 40, 10);
  const fi = u(b, 50, 6);
  let meteo = null;
  if (dac === 1 && fi === 31 && n >= 350) meteo = meteoHydro31(b);
  else if (dac === 1 && fi === 11 && n >= 346) meteo = meteoHydro11(b);
  return {
    messageType: 8,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    dac,
    fi,
    data: hex(b, 56, n),
    dataBitLength: n - 56,
    meteo,
  };
}

/** Type 17: reference station position in 1/10 minute. */
export function dgnssBroadcast(b: Int32Array, n: number, e: Envelope): DgnssBroadcast {
  return {
    messageType: 17,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    longitude: coord(s(b, 40, 18), 600, 181),
    latitude: coord(s(b, 58, 17), 600, 91),
    data: hex(b, 80, n),
    dataBitLength: n - 80,
  };
}

/**
 * Types 25 and 26. The destination (30 bits) follows the two flags when addressed, then
 * the 16-bit application identifier when structured; type 26 ends in a 20-bit
 * communication state. Returns null when the message is too short for its own flags.
 */
export function slotBinaryMessage(b: Int32Array, n: number, e: Envelope): SlotBinaryMessage | null {
  const type = u(b, 0, 6) as 25 | 26;
  const addressed = u(b, 38, 1) === 1;
  const structured = u(b, 39, 1) === 1;
  let p = 40;
  const destinationMmsi = addressed ? u(b, p, 30) : null;
  if (addressed) p += 30;
  const dac = structured ? u(b, p, 10) : null;
  const fi = structured ? u(b, p + 10, 6) : null;
  if (structured) p += 16;
  const end = type === 26 ? n - 20 : n;
  if (end < p) return null;
  return {
    messageType: type,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    addressed,
    structured,
    destinationMmsi,
    dac,
    fi,
    data: hex(b, p, end),
    dataBitLength: end - p,
    radioStatusSelector: type === 26 ? u(b, n - 20, 1) : null,
    radioStatus: type === 26 ? u(b, n - 19, 19) : null,
  };
}
