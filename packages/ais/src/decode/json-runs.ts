/**
 * The fixed text of JSON lines: each key with its punctuation, and runs of a line that depend
 * only on a few bits, rendered once for every value of those bits (one copy then replaces a
 * dozen key-and-value writes in the message types written most).
 */
import { fixed, type Fixed } from './json-bytes.js';

const key = (name: string): Fixed => fixed(`,"${name}":`);
/** The fixed text before each value, by the property it names (an object literal, so V8 keeps it fast). */
export const K = {
  msgtime: key('msgtime'),
  source: key('source'),
  payload: key('payload'),
  fillBits: key('fillBits'),
  navigationalStatus: key('navigationalStatus'),
  speedOverGround: key('speedOverGround'),
  positionAccuracy: key('positionAccuracy'),
  longitude: key('longitude'),
  latitude: key('latitude'),
  courseOverGround: key('courseOverGround'),
  trueHeading: key('trueHeading'),
  timeStamp: key('timeStamp'),
  raim: key('raim'),
  radioStatus: key('radioStatus'),
  utcYear: key('utcYear'),
  utcMonth: key('utcMonth'),
  utcDay: key('utcDay'),
  utcHour: key('utcHour'),
  utcMinute: key('utcMinute'),
  utcSecond: key('utcSecond'),
  positionFixingDeviceType: key('positionFixingDeviceType'),
  longRangeControl: key('longRangeControl'),
  altitude: key('altitude'),
  altitudeSensor: key('altitudeSensor'),
  dte: key('dte'),
  assignedMode: key('assignedMode'),
  radioStatusSelector: key('radioStatusSelector'),
  positionLatency: key('positionLatency'),
  name: key('name'),
  shipType: key('shipType'),
  dimensionA: key('dimensionA'),
  dimensionB: key('dimensionB'),
  dimensionC: key('dimensionC'),
  dimensionD: key('dimensionD'),
  typeOfAidsToNavigation: key('typeOfAidsToNavigation'),
  offPosition: key('offPosition'),
  atonStatus: key('atonStatus'),
  virtualAid: key('virtualAid'),
  partNumber: key('partNumber'),
  vendorId: key('vendorId'),
  unitModelCode: key('unitModelCode'),
  serialNumber: key('serialNumber'),
  callSign: key('callSign'),
  mothershipMmsi: key('mothershipMmsi'),
  aisVersion: key('aisVersion'),
  imoNumber: key('imoNumber'),
  day: key('day'),
  hour: key('hour'),
  minute: key('minute'),
  draught: key('draught'),
  destination: key('destination'),
  eta: fixed(',"eta":{"month":'),
};

/** `{"messageType":T,"repeatIndicator":R,"mmsi":`, at index T · 4 + R (T 0–27). */
export const HEADS: readonly Fixed[] = Array.from({ length: 28 * 4 }, (_, k) =>
  fixed(`{"messageType":${k >> 2},"repeatIndicator":${k & 3},"mmsi":`),
);

/** `,"navigationalStatus":N,"rateOfTurn":` for N 0–15. */
export const NAV_STATUS: readonly Fixed[] = Array.from({ length: 16 }, (_, n) =>
  fixed(`,"navigationalStatus":${n},"rateOfTurn":`),
);

/**
 * Types 1–3 after the time stamp: manoeuvre indicator (bits 143–144, 0 = null) and RAIM
 * (bit 148), at index indicator · 2 + RAIM, up to the radio status value.
 */
export const CLASS_A_TAIL: readonly Fixed[] = Array.from({ length: 8 }, (_, k) =>
  fixed(
    `,"specialManoeuvreIndicator":${k >> 1 === 0 ? 'null' : k >> 1},"raim":${(k & 1) === 1},"radioStatus":`,
  ),
);

/** Type 18 bits 141–148 (seven flags and the radio status selector), up to the radio status. */
export const CLASS_B_FLAGS: readonly Fixed[] = Array.from({ length: 256 }, (_, v) => {
  const on = (bit: number): boolean => (v & (1 << bit)) !== 0;
  return fixed(
    `,"csUnit":${on(7)},"display":${on(6)},"dsc":${on(5)},"band":${on(4)},"message22":${on(3)},"assignedMode":${on(2)},"raim":${on(1)},"radioStatusSelector":${v & 1},"radioStatus":`,
  );
});

/** `,"positionAccuracy":A,"longitude":` for the accuracy bit A. */
export const ACCURACY_LONGITUDE: readonly Fixed[] = [false, true].map((a) =>
  fixed(`,"positionAccuracy":${a},"longitude":`),
);

/** `,"channel":"C"` by the channel character's code (0–127), and for no channel. */
export const CHANNEL_TEXT: readonly Fixed[] = Array.from({ length: 128 }, (_, c) =>
  fixed(`,"channel":${JSON.stringify(String.fromCharCode(c))}`),
);
export const CHANNEL_NULL = fixed(',"channel":null');
