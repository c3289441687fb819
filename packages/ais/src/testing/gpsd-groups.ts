/**
 * Runs of gpsd field maps that several message types share: the same gpsd fields with the
 * same scaling, so each is written (and its known disagreements explained) once.
 */

import {
  atLeastNull,
  bit,
  emptyNull,
  LAT10,
  LAT10K,
  LON10,
  LON10K,
  naTo,
  same,
  tenthsNa,
  textCompare,
  utcPart,
  zeroNull,
  type FieldMap,
  type Raw,
} from './gpsd-scale.js';

export const HEADER: FieldMap[] = [
  ['messageType', 'type', same],
  ['repeatIndicator', 'repeat', same],
  ['mmsi', 'mmsi', same],
];

/** gpsd packs the communication-state selector and the 19-bit state into one 20-bit `radio`. */
export const RADIO20: FieldMap[] = [
  ['radioStatusSelector', 'radio', (raw) => (raw as number) >>> 19],
  ['radioStatus', 'radio', (raw) => (raw as number) & 0x7ffff],
];

/** Accuracy and a position in 1/10 000 minute. */
export const FIX: FieldMap[] = [
  ['positionAccuracy', 'accuracy', bit],
  ['longitude', 'lon', LON10K],
  ['latitude', 'lat', LAT10K],
];

/** Speed, fix, course, heading and second of class A and class B reports. */
export const MOTION: FieldMap[] = [
  ['speedOverGround', 'speed', tenthsNa(1023)],
  ...FIX,
  // KNOWN: raw courses 3601–4095 are unused codes; we null them with 3600, gpsd keeps them.
  ['courseOverGround', 'course', atLeastNull(3600, 10)],
  ['trueHeading', 'heading', naTo(511)],
  ['timeStamp', 'second', naTo(60)],
];

export const DIMENSIONS: FieldMap[] = [
  ['dimensionA', 'to_bow', same],
  ['dimensionB', 'to_stern', same],
  ['dimensionC', 'to_port', same],
  ['dimensionD', 'to_starboard', same],
];

/** Name, ship type, hull and fixing device, as types 5 and 19 send them. */
export const SHIP: FieldMap[] = [
  ['name', 'shipname', emptyNull, textCompare],
  ['shipType', 'shiptype', zeroNull],
  ...DIMENSIONS,
  ['positionFixingDeviceType', 'epfd', zeroNull],
];

/** gpsd's `timestamp` of types 4/11 is "YYYY-MM-DDTHH:MM:SSZ". */
export const UTC_DATE_TIME: FieldMap[] = [
  ['utcYear', 'timestamp', utcPart(0, 0)],
  ['utcMonth', 'timestamp', utcPart(1, 0)],
  ['utcDay', 'timestamp', utcPart(2, 0)],
  ['utcHour', 'timestamp', utcPart(3, 24)],
  ['utcMinute', 'timestamp', utcPart(4, 60)],
  ['utcSecond', 'timestamp', utcPart(5, 60)],
];

/** Sequence number, destination and retransmit flag of the addressed types 6 and 12. */
export const ADDRESSED: FieldMap[] = [
  ['sequenceNumber', 'seqno', same],
  ['destinationMmsi', 'dest_mmsi', same],
  ['retransmitFlag', 'retransmit', bit],
];

export const APPLICATION_ID: FieldMap[] = [
  ['dac', 'dac', same],
  ['fi', 'fid', same],
];

const hexData = (raw: Raw): unknown => String(raw).split(':')[1] ?? '';
const bitLength = (raw: Raw): unknown => Number(String(raw).split(':')[0]);
/** gpsd writes opaque binary data as "bits:hex". */
export const DATA: FieldMap[] = [
  ['data', 'data', hexData],
  ['dataBitLength', 'data', bitLength],
];

/** Flags, application id and data of the slot binary messages (types 25 and 26). */
export const SLOT_BINARY: FieldMap[] = [
  ['addressed', 'addressed', bit],
  ['structured', 'structured', bit],
  ['dac', 'app_id', (r) => (r as number) >>> 6],
  ['fi', 'app_id', (r) => (r as number) & 63],
  ...DATA,
];

/** The north-east and south-west corners of the area of types 22 and 23, in 1/10 minute. */
export const AREA: FieldMap[] = [
  ['neLongitude', 'ne_lon', LON10],
  ['neLatitude', 'ne_lat', LAT10],
  ['swLongitude', 'sw_lon', LON10],
  ['swLatitude', 'sw_lat', LAT10],
];

/** The four fields of reservation block `n` (1–4) of type 20. */
export const reservation = (n: number): FieldMap[] =>
  (['offset', 'number', 'timeout', 'increment'] as const).map(
    (f) =>
      [
        `reservations.${n - 1}.${f}`,
        `${f}${n}`,
        (raw, g) =>
          // An absent block is reported by gpsd as zeros.
          raw === 0 && g[`offset${n}`] === 0 && g[`number${n}`] === 0 ? undefined : raw,
      ] as const,
  );
