/**
 * How gpsd's unscaled JSON (`gpsdecode -u`) maps onto our decoded fields, for the
 * differential test. Each entry names our field, gpsd's field, and converts gpsd's raw value
 * with the standard's scaling (written here independently of the decoder) into the value we
 * must have produced. Known, explained disagreements are marked with `KNOWN:`.
 */

import { METEO11, METEO31 } from './gpsd-map-meteo.js';
import {
  atLeastNull,
  bit,
  emptyNull,
  LAT10,
  LAT10K,
  LON10,
  LON10K,
  naTo,
  optional,
  same,
  tenthsNa,
  textCompare,
  utcPart,
  zeroNull,
  type FieldMap,
  type Raw,
} from './gpsd-scale.js';

export type { FieldMap } from './gpsd-scale.js';

/** gpsd packs the communication-state selector and the 19-bit state into one 20-bit `radio`. */
const radio20: FieldMap[] = [
  ['radioStatusSelector', 'radio', (raw) => (raw as number) >>> 19],
  ['radioStatus', 'radio', (raw) => (raw as number) & 0x7ffff],
];

const HEADER: FieldMap[] = [
  ['messageType', 'type', same],
  ['repeatIndicator', 'repeat', same],
  ['mmsi', 'mmsi', same],
];

const CLASS_A: FieldMap[] = [
  ['navigationalStatus', 'status', same],
  ['rateOfTurn', 'turn', naTo(-128)],
  ['speedOverGround', 'speed', tenthsNa(1023)],
  ['positionAccuracy', 'accuracy', bit],
  ['longitude', 'lon', LON10K],
  ['latitude', 'lat', LAT10K],
  // KNOWN: raw courses 3601–4095 are unused codes; we null them with 3600, gpsd keeps them.
  ['courseOverGround', 'course', atLeastNull(3600, 10)],
  ['trueHeading', 'heading', naTo(511)],
  ['timeStamp', 'second', naTo(60)],
  ['specialManoeuvreIndicator', 'maneuver', zeroNull],
  ['raim', 'raim', bit],
  ['radioStatus', 'radio', same],
];

const BASE: FieldMap[] = [
  ['utcYear', 'timestamp', utcPart(0, 0)],
  ['utcMonth', 'timestamp', utcPart(1, 0)],
  ['utcDay', 'timestamp', utcPart(2, 0)],
  ['utcHour', 'timestamp', utcPart(3, 24)],
  ['utcMinute', 'timestamp', utcPart(4, 60)],
  ['utcSecond', 'timestamp', utcPart(5, 60)],
  ['positionAccuracy', 'accuracy', bit],
  ['longitude', 'lon', LON10K],
  ['latitude', 'lat', LAT10K],
  ['positionFixingDeviceType', 'epfd', zeroNull],
  ['raim', 'raim', bit],
  ['radioStatus', 'radio', same],
];

const DIMENSIONS: FieldMap[] = [
  ['dimensionA', 'to_bow', same],
  ['dimensionB', 'to_stern', same],
  ['dimensionC', 'to_port', same],
  ['dimensionD', 'to_starboard', same],
];

const VOYAGE: FieldMap[] = [
  ['aisVersion', 'ais_version', same],
  ['imoNumber', 'imo', zeroNull],
  ['callSign', 'callsign', emptyNull, textCompare],
  ['name', 'shipname', emptyNull, textCompare],
  ['shipType', 'shiptype', zeroNull],
  ...DIMENSIONS,
  ['positionFixingDeviceType', 'epfd', zeroNull],
  // gpsd's `eta` is "MM-DDTHH:MMZ" from the raw fields.
  ['eta.month', 'eta', utcPart(0, 0)],
  ['eta.day', 'eta', utcPart(1, 0)],
  ['eta.hour', 'eta', utcPart(2, 24)],
  ['eta.minute', 'eta', utcPart(3, 60)],
  ['draught', 'draught', tenthsNa(0)],
  ['destination', 'destination', emptyNull, textCompare],
  ['dte', 'dte', bit],
];

const hexData = (raw: Raw): unknown => String(raw).split(':')[1] ?? '';
const bitLength = (raw: Raw): unknown => Number(String(raw).split(':')[0]);
const DATA: FieldMap[] = [
  ['data', 'data', hexData],
  ['dataBitLength', 'data', bitLength],
];

const CLASS_B_POSITION: FieldMap[] = [
  ['speedOverGround', 'speed', tenthsNa(1023)],
  ['positionAccuracy', 'accuracy', bit],
  ['longitude', 'lon', LON10K],
  ['latitude', 'lat', LAT10K],
  ['courseOverGround', 'course', atLeastNull(3600, 10)],
  ['trueHeading', 'heading', naTo(511)],
  ['timeStamp', 'second', naTo(60)],
  ['raim', 'raim', bit],
];

const reservation = (n: number): FieldMap[] =>
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

/** Field maps per message type (24 split by part). */
export const GPSD_FIELDS: Record<string, readonly FieldMap[]> = {
  '1': CLASS_A,
  '2': CLASS_A,
  '3': CLASS_A,
  '4': BASE,
  '11': BASE,
  '5': VOYAGE,
  '6': [
    ['sequenceNumber', 'seqno', same],
    ['destinationMmsi', 'dest_mmsi', same],
    ['retransmitFlag', 'retransmit', bit],
    ['dac', 'dac', same],
    ['fi', 'fid', same],
    ...DATA,
  ],
  '7': [1, 2, 3, 4].map(
    (n) =>
      [
        `acknowledgements.${n - 1}.mmsi`,
        `mmsi${n}`,
        (r: Raw) => (r === 0 ? undefined : r),
      ] as const,
  ),
  '8': [['dac', 'dac', same], ['fi', 'fid', same], ...DATA],
  '8:1:11': [['dac', 'dac', same], ['fi', 'fid', same], ...METEO11],
  '8:1:31': [['dac', 'dac', same], ['fi', 'fid', same], ...METEO31],
  '9': [
    ['altitude', 'alt', naTo(4095)],
    ['speedOverGround', 'speed', naTo(1023)],
    ['positionAccuracy', 'accuracy', bit],
    ['longitude', 'lon', LON10K],
    ['latitude', 'lat', LAT10K],
    ['courseOverGround', 'course', atLeastNull(3600, 10)],
    ['timeStamp', 'second', naTo(60)],
    // gpsd still reads bits 134–141 as one "regional" field; M.1371-5 made bit 134 the altitude sensor.
    ['altitudeSensor', 'regional', (r) => (r as number) >= 128],
    ['dte', 'dte', bit],
    ['raim', 'raim', bit],
    ...radio20,
  ],
  '10': [['destinationMmsi', 'dest_mmsi', same]],
  '12': [
    ['sequenceNumber', 'seqno', same],
    ['destinationMmsi', 'dest_mmsi', same],
    ['retransmitFlag', 'retransmit', bit],
    ['text', 'text', emptyNull, textCompare],
  ],
  '14': [['text', 'text', emptyNull, textCompare]],
  '15': [
    ['destinationMmsi1', 'mmsi1', same],
    ['messageType1_1', 'type1_1', same],
    ['slotOffset1_1', 'offset1_1', same],
    ['messageType1_2', 'type1_2', optional],
    ['slotOffset1_2', 'offset1_2', optional],
    ['destinationMmsi2', 'mmsi2', optional],
    ['messageType2_1', 'type2_1', optional],
    ['slotOffset2_1', 'offset2_1', optional],
  ],
  '16': [
    ['destinationMmsiA', 'mmsi1', same],
    ['offsetA', 'offset1', same],
    ['incrementA', 'increment1', same],
    ['destinationMmsiB', 'mmsi2', optional],
    ['offsetB', 'offset2', optional],
    ['incrementB', 'increment2', optional],
  ],
  '17': [['longitude', 'lon', LON10], ['latitude', 'lat', LAT10], ...DATA],
  '18': [
    ...CLASS_B_POSITION,
    ['csUnit', 'cs', bit],
    ['display', 'display', bit],
    ['dsc', 'dsc', bit],
    ['band', 'band', bit],
    ['message22', 'msg22', bit],
    ...radio20,
  ],
  '19': [
    ...CLASS_B_POSITION,
    ['name', 'shipname', emptyNull, textCompare],
    ['shipType', 'shiptype', zeroNull],
    ...DIMENSIONS,
    ['positionFixingDeviceType', 'epfd', zeroNull],
    ['dte', 'dte', bit],
    ['assignedMode', 'assigned', bit],
  ],
  '20': [1, 2, 3, 4].flatMap(reservation),
  '21': [
    ['typeOfAidsToNavigation', 'aid_type', zeroNull],
    ['name', 'name', emptyNull, textCompare],
    ['positionAccuracy', 'accuracy', bit],
    ['longitude', 'lon', LON10K],
    ['latitude', 'lat', LAT10K],
    ...DIMENSIONS,
    ['positionFixingDeviceType', 'epfd', zeroNull],
    ['timeStamp', 'second', naTo(60)],
    ['offPosition', 'off_position', bit],
    ['atonStatus', 'regional', same],
    ['raim', 'raim', bit],
    ['virtualAid', 'virtual_aid', bit],
  ],
  '22': [
    ['channelA', 'channel_a', same],
    ['channelB', 'channel_b', same],
    ['txRxMode', 'txrx', same],
    ['lowPower', 'power', bit],
    ['addressed', 'addressed', bit],
    ['neLongitude', 'ne_lon', LON10],
    ['neLatitude', 'ne_lat', LAT10],
    ['swLongitude', 'sw_lon', LON10],
    ['swLatitude', 'sw_lat', LAT10],
    ['destinationMmsi1', 'dest1', same],
    ['destinationMmsi2', 'dest2', same],
    ['bandwidthA', 'band_a', bit],
    ['bandwidthB', 'band_b', bit],
    // gpsd reports the raw 3-bit code; the zone size in NM is code + 1.
    ['zoneSize', 'zonesize', (r) => (r as number) + 1],
  ],
  '23': [
    ['neLongitude', 'ne_lon', LON10],
    ['neLatitude', 'ne_lat', LAT10],
    ['swLongitude', 'sw_lon', LON10],
    ['swLatitude', 'sw_lat', LAT10],
    ['stationType', 'stationtype', same],
    ['shipType', 'shiptype', same],
    ['reportingInterval', 'interval', same],
    ['quietTime', 'quiet', zeroNull],
  ],
  '24:0': [['name', 'shipname', emptyNull, textCompare]],
  '24:1': [
    ['shipType', 'shiptype', zeroNull],
    // KNOWN: gpsd still unpacks the pre-M.1371-4 7-character vendor id; the first 3 are the manufacturer.
    [
      'vendorId',
      'vendorid',
      (r) =>
        emptyNull(
          String(r)
            .slice(0, 3)
            .replace(/[ @]+$/, ''),
        ),
    ],
    ['unitModelCode', 'model', same],
    ['serialNumber', 'serial', same],
    ['callSign', 'callsign', emptyNull, textCompare],
    ['dimensionA', 'to_bow', same],
    ['dimensionB', 'to_stern', same],
    ['dimensionC', 'to_port', same],
    ['dimensionD', 'to_starboard', same],
    ['mothershipMmsi', 'mothership_mmsi', same],
  ],
  '25': [
    ['addressed', 'addressed', bit],
    ['structured', 'structured', bit],
    ['dac', 'app_id', (r) => (r as number) >>> 6],
    ['fi', 'app_id', (r) => (r as number) & 63],
    ...DATA,
  ],
  // KNOWN: gpsd does not decode the communication state of type 26 (always reports radio 0).
  '26': [
    ['addressed', 'addressed', bit],
    ['structured', 'structured', bit],
    ['dac', 'app_id', (r) => (r as number) >>> 6],
    ['fi', 'app_id', (r) => (r as number) & 63],
    ...DATA,
  ],
  '27': [
    ['navigationalStatus', 'status', same],
    ['positionAccuracy', 'accuracy', bit],
    ['longitude', 'lon', LON10],
    ['latitude', 'lat', LAT10],
    ['speedOverGround', 'speed', naTo(63)],
    ['courseOverGround', 'course', naTo(511)],
    ['raim', 'raim', bit],
    ['positionLatency', 'gnss', bit],
  ],
};
GPSD_FIELDS['13'] = GPSD_FIELDS['7']!;

/** Map key for a decoded message. */
export function fieldKey(m: {
  messageType: number;
  partNumber?: number;
  dac?: number | null;
  fi?: number | null;
}): string {
  if (m.messageType === 24) return `24:${m.partNumber ?? 0}`;
  if (m.messageType === 8 && m.dac === 1 && (m.fi === 31 || m.fi === 11)) return `8:1:${m.fi}`;
  return String(m.messageType);
}

/** Every field map, with the shared header fields first. */
export function fieldsFor(key: string): readonly FieldMap[] {
  return [...HEADER, ...(GPSD_FIELDS[key] ?? [])];
}
