/**
 * How gpsd's unscaled JSON (`gpsdecode -u`) maps onto our decoded fields, for the
 * differential test. Each entry names our field, gpsd's field, and converts gpsd's raw value
 * with the standard's scaling (written here independently of the decoder) into the value we
 * must have produced. Known, explained disagreements are marked with `KNOWN:`.
 */

import {
  ADDRESSED,
  APPLICATION_ID,
  AREA,
  DATA,
  DIMENSIONS,
  FIX,
  HEADER,
  MOTION,
  RADIO20,
  reservation,
  SHIP,
  SLOT_BINARY,
  UTC_DATE_TIME,
} from './gpsd-groups.js';
import { METEO11, METEO31 } from './gpsd-map-meteo.js';
import {
  atLeastNull,
  bit,
  emptyNull,
  LAT10,
  LON10,
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

const CLASS_A: FieldMap[] = [
  ['navigationalStatus', 'status', same],
  ['rateOfTurn', 'turn', naTo(-128)],
  ...MOTION,
  ['specialManoeuvreIndicator', 'maneuver', zeroNull],
  ['raim', 'raim', bit],
  ['radioStatus', 'radio', same],
];

const BASE: FieldMap[] = [
  ...UTC_DATE_TIME,
  ...FIX,
  ['positionFixingDeviceType', 'epfd', zeroNull],
  ['raim', 'raim', bit],
  ['radioStatus', 'radio', same],
];

const VOYAGE: FieldMap[] = [
  ['aisVersion', 'ais_version', same],
  ['imoNumber', 'imo', zeroNull],
  ['callSign', 'callsign', emptyNull, textCompare],
  ...SHIP,
  // gpsd's `eta` is "MM-DDTHH:MMZ" from the raw fields.
  ['eta.month', 'eta', utcPart(0, 0)],
  ['eta.day', 'eta', utcPart(1, 0)],
  ['eta.hour', 'eta', utcPart(2, 24)],
  ['eta.minute', 'eta', utcPart(3, 60)],
  ['draught', 'draught', tenthsNa(0)],
  ['destination', 'destination', emptyNull, textCompare],
  ['dte', 'dte', bit],
];

/** Field maps per message type (24 split by part). */
export const GPSD_FIELDS: Record<string, readonly FieldMap[]> = {
  '1': CLASS_A,
  '2': CLASS_A,
  '3': CLASS_A,
  '4': BASE,
  '11': BASE,
  '5': VOYAGE,
  '6': [...ADDRESSED, ...APPLICATION_ID, ...DATA],
  '7': [1, 2, 3, 4].map(
    (n) =>
      [
        `acknowledgements.${n - 1}.mmsi`,
        `mmsi${n}`,
        (r: Raw) => (r === 0 ? undefined : r),
      ] as const,
  ),
  '8': [...APPLICATION_ID, ...DATA],
  // KNOWN: gpsd decodes DAC 200 FI 10 (inland ship static and voyage data) into its own
  // fields; we keep those application bits raw, so only the identifiers compare.
  '8:200:10': [...APPLICATION_ID],
  '8:1:11': [...APPLICATION_ID, ...METEO11],
  '8:1:31': [...APPLICATION_ID, ...METEO31],
  '9': [
    ['altitude', 'alt', naTo(4095)],
    ['speedOverGround', 'speed', naTo(1023)],
    ...FIX,
    ['courseOverGround', 'course', atLeastNull(3600, 10)],
    ['timeStamp', 'second', naTo(60)],
    // gpsd still reads bits 134–141 as one "regional" field; M.1371-5 made bit 134 the altitude sensor.
    ['altitudeSensor', 'regional', (r) => (r as number) >= 128],
    ['dte', 'dte', bit],
    ['raim', 'raim', bit],
    ...RADIO20,
  ],
  '10': [['destinationMmsi', 'dest_mmsi', same]],
  '12': [...ADDRESSED, ['text', 'text', emptyNull, textCompare]],
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
    ...MOTION,
    ['raim', 'raim', bit],
    ['csUnit', 'cs', bit],
    ['display', 'display', bit],
    ['dsc', 'dsc', bit],
    ['band', 'band', bit],
    ['message22', 'msg22', bit],
    ...RADIO20,
  ],
  '19': [
    ...MOTION,
    ['raim', 'raim', bit],
    ...SHIP,
    ['dte', 'dte', bit],
    ['assignedMode', 'assigned', bit],
  ],
  '20': [1, 2, 3, 4].flatMap(reservation),
  '21': [
    ['typeOfAidsToNavigation', 'aid_type', same],
    ['name', 'name', emptyNull, textCompare],
    ...FIX,
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
    ...AREA,
    ['destinationMmsi1', 'dest1', same],
    ['destinationMmsi2', 'dest2', same],
    ['bandwidthA', 'band_a', bit],
    ['bandwidthB', 'band_b', bit],
    // gpsd reports the raw 3-bit code; the zone size in NM is code + 1.
    ['zoneSize', 'zonesize', (r) => (r as number) + 1],
  ],
  '23': [
    ...AREA,
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
    ...DIMENSIONS,
    ['mothershipMmsi', 'mothership_mmsi', same],
  ],
  '25': SLOT_BINARY,
  // KNOWN: gpsd does not decode the communication state of type 26 (always reports radio 0).
  '26': SLOT_BINARY,
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
  if (m.messageType === 8 && m.dac === 200 && m.fi === 10) return '8:200:10';
  return String(m.messageType);
}

/** Every field map, with the shared header fields first. */
export function fieldsFor(key: string): readonly FieldMap[] {
  return [...HEADER, ...(GPSD_FIELDS[key] ?? [])];
}
