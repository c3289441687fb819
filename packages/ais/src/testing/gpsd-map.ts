/**
 * How gpsd's unscaled JSON (`gpsdecode -u`) maps onto our decoded fields, for the
 * differential test. Each entry names our field, gpsd's field, and converts gpsd's raw value
 * with the standard's scaling (written here independently of the decoder) into the value we
 * must have produced. Known, explained disagreements are marked with `KNOWN:`.
 */

type Raw = unknown;
/**
 * [our field path, gpsd field, gpsd raw → expected value of ours (undefined: not comparable),
 * optional comparison when plain equality is not the rule].
 */
export type FieldMap =
  | readonly [string, string, (raw: Raw, gpsd: Record<string, Raw>) => unknown]
  | readonly [
      string,
      string,
      (raw: Raw, gpsd: Record<string, Raw>) => unknown,
      (ours: unknown, expected: unknown) => boolean,
    ];

const same = (raw: Raw): unknown => raw;
const naTo = (na: number) => (raw: Raw) => (raw === na ? null : raw);
const atLeastNull = (min: number, div: number) => (raw: Raw) =>
  (raw as number) >= min ? null : (raw as number) / div;
const tenthsNa = (na: number) => (raw: Raw) => (raw === na ? null : (raw as number) / 10);
const pos = (unitsPerDegree: number, naDegrees: number) => (raw: Raw) =>
  raw === naDegrees * unitsPerDegree ? null : (raw as number) / unitsPerDegree;
const emptyNull = (raw: Raw): unknown => (raw === '' ? null : raw);
const zeroNull = naTo(0);
const bit = (raw: Raw): boolean => raw === true || raw === 1;
// gpsd writes absent optional fields of types 15 and 16 as 0, so a 0 cannot be compared.
const optional = (raw: Raw): unknown => (raw === 0 ? undefined : raw);
/**
 * KNOWN: gpsd ends six-bit text at the first `@`; we only strip trailing `@` padding and
 * spaces, so text with an `@` inside is longer with us. The part before the `@` must agree.
 */
const textCompare = (ours: unknown, expected: unknown): boolean =>
  ours === expected ||
  (typeof ours === 'string' &&
    ours.includes('@') &&
    (ours.split('@')[0]!.trimEnd() || null) === expected);

const LON10K = pos(600_000, 181);
const LAT10K = pos(600_000, 91);
const LON10 = pos(600, 181);
const LAT10 = pos(600, 91);

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

/** gpsd's `timestamp` of types 4/11 is "YYYY-MM-DDTHH:MM:SSZ" built from the raw fields. */
function utcPart(index: number, na: number) {
  return (raw: Raw): unknown => {
    const parts = String(raw).match(/\d+/g) ?? [];
    const v = Number(parts[index]);
    return v === na ? null : v;
  };
}

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

const METEO31: FieldMap[] = [
  ['meteo.longitude', 'lon', pos(60_000, 181)],
  ['meteo.latitude', 'lat', pos(60_000, 91)],
  ['meteo.positionAccuracy', 'accuracy', bit],
  ['meteo.utcDay', 'timestamp', utcPart(0, 0)],
  [
    'meteo.utcHour',
    'timestamp',
    (raw) => ((utcPart(1, -1)(raw) as number) > 23 ? null : utcPart(1, -1)(raw)),
  ],
  [
    'meteo.utcMinute',
    'timestamp',
    (raw) => ((utcPart(2, -1)(raw) as number) > 59 ? null : utcPart(2, -1)(raw)),
  ],
  ['meteo.windSpeed', 'wspeed', naTo(127)],
  ['meteo.windGust', 'wgust', naTo(127)],
  ['meteo.windDirection', 'wdir', (r) => ((r as number) > 359 ? null : r)],
  ['meteo.windGustDirection', 'wgustdir', (r) => ((r as number) > 359 ? null : r)],
  [
    'meteo.airTemperature',
    'airtemp',
    (r) => ((r as number) < -600 || (r as number) > 600 ? null : (r as number) / 10),
  ],
  ['meteo.relativeHumidity', 'humidity', (r) => ((r as number) > 100 ? null : r)],
  [
    'meteo.dewPoint',
    'dewpoint',
    (r) => ((r as number) < -200 || (r as number) > 500 ? null : (r as number) / 10),
  ],
  ['meteo.airPressure', 'pressure', (r) => ((r as number) > 402 ? null : (r as number) + 799)],
  ['meteo.airPressureTendency', 'pressuretend', naTo(3)],
  ['meteo.visibilityGreaterThan', 'visgreater', bit],
  ['meteo.horizontalVisibility', 'visibility', tenthsNa(127)],
  [
    'meteo.waterLevel',
    'waterlevel',
    (r) => ((r as number) > 4000 ? null : ((r as number) - 1000) / 100),
  ],
  ['meteo.waterLevelTrend', 'leveltrend', naTo(3)],
  ['meteo.surfaceCurrentSpeed', 'cspeed', atLeastNull(252, 10)],
  ['meteo.currentSpeed2', 'cspeed2', atLeastNull(252, 10)],
  ['meteo.currentDepth2', 'cdepth2', naTo(31)],
  ['meteo.currentSpeed3', 'cspeed3', atLeastNull(252, 10)],
  ['meteo.waveHeight', 'waveheight', atLeastNull(252, 10)],
  ['meteo.wavePeriod', 'waveperiod', (r) => ((r as number) > 60 ? null : r)],
  ['meteo.swellHeight', 'swellheight', atLeastNull(252, 10)],
  ['meteo.seaState', 'seastate', (r) => ((r as number) > 12 ? null : r)],
  [
    'meteo.waterTemperature',
    'watertemp',
    (r) => ((r as number) < -100 || (r as number) > 500 ? null : (r as number) / 10),
  ],
  ['meteo.precipitationType', 'preciptype', naTo(7)],
  ['meteo.salinity', 'salinity', atLeastNull(502, 10)],
  ['meteo.ice', 'ice', (r) => ((r as number) > 1 ? null : r)],
];

const upTo = (max: number) => (r: Raw) => ((r as number) > max ? null : r);
const offset = (max: number, off: number, div: number) => (r: Raw) =>
  (r as number) > max ? null : ((r as number) - off) / div;

/** DAC 1 FI 11: unsigned values with offsets (−60 °C, −20 °C, 800 hPa, −10 m, −10 °C). */
const METEO11: FieldMap[] = [
  ['meteo.longitude', 'lon', pos(60_000, 181)],
  ['meteo.latitude', 'lat', pos(60_000, 91)],
  ['meteo.utcDay', 'timestamp', utcPart(0, 0)],
  ['meteo.windSpeed', 'wspeed', upTo(120)],
  ['meteo.windGust', 'wgust', upTo(120)],
  ['meteo.windDirection', 'wdir', upTo(359)],
  ['meteo.windGustDirection', 'wgustdir', upTo(359)],
  ['meteo.airTemperature', 'airtemp', offset(1200, 600, 10)],
  ['meteo.relativeHumidity', 'humidity', upTo(100)],
  ['meteo.dewPoint', 'dewpoint', offset(700, 200, 10)],
  ['meteo.airPressure', 'pressure', (r) => ((r as number) > 400 ? null : (r as number) + 800)],
  ['meteo.airPressureTendency', 'pressuretend', upTo(2)],
  ['meteo.horizontalVisibility', 'visibility', offset(250, 0, 10)],
  ['meteo.waterLevel', 'waterlevel', offset(400, 100, 10)],
  ['meteo.waterLevelTrend', 'leveltrend', upTo(2)],
  ['meteo.surfaceCurrentSpeed', 'cspeed', offset(250, 0, 10)],
  ['meteo.surfaceCurrentDirection', 'cdir', upTo(359)],
  ['meteo.currentDepth2', 'cdepth2', upTo(30)],
  ['meteo.waveHeight', 'waveheight', offset(250, 0, 10)],
  ['meteo.wavePeriod', 'waveperiod', upTo(60)],
  ['meteo.swellDirection', 'swelldir', upTo(359)],
  ['meteo.seaState', 'seastate', upTo(12)],
  ['meteo.waterTemperature', 'watertemp', offset(600, 100, 10)],
  ['meteo.precipitationType', 'preciptype', upTo(6)],
  ['meteo.salinity', 'salinity', offset(500, 0, 10)],
  ['meteo.ice', 'ice', upTo(1)],
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
