import { coord, flag, s, u } from './bits.js';
import { courseTenths, na, second, speedTenths, type Envelope } from './envelope.js';
import type {
  BaseStationReport,
  LongRangePositionReport,
  PositionReportClassA,
  SarAircraftReport,
} from '../types.js';

// Positions in these messages are in 1/10 000 minute; 91° / 181° mean "not available".
const MIN_10K = 600_000;

/** Types 1, 2, 3. */
export function positionReportClassA(b: Int32Array, e: Envelope): PositionReportClassA {
  const rot = s(b, 42, 8);
  return {
    messageType: u(b, 0, 6) as 1 | 2 | 3,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    navigationalStatus: u(b, 38, 4),
    rateOfTurn: rot === -128 ? null : rot,
    speedOverGround: speedTenths(u(b, 50, 10)),
    positionAccuracy: flag(b, 60),
    longitude: coord(s(b, 61, 28), MIN_10K, 181),
    latitude: coord(s(b, 89, 27), MIN_10K, 91),
    courseOverGround: courseTenths(u(b, 116, 12)),
    trueHeading: na(u(b, 128, 9), 511),
    timeStamp: second(u(b, 137, 6)),
    specialManoeuvreIndicator: na(u(b, 143, 2), 0),
    raim: flag(b, 148),
    radioStatus: u(b, 149, 19),
  };
}

/** Types 4 and 11. */
export function baseStationReport(b: Int32Array, e: Envelope): BaseStationReport {
  return {
    messageType: u(b, 0, 6) as 4 | 11,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    utcYear: na(u(b, 38, 14), 0),
    utcMonth: na(u(b, 52, 4), 0),
    utcDay: na(u(b, 56, 5), 0),
    utcHour: na(u(b, 61, 5), 24),
    utcMinute: na(u(b, 66, 6), 60),
    utcSecond: na(u(b, 72, 6), 60),
    positionAccuracy: flag(b, 78),
    longitude: coord(s(b, 79, 28), MIN_10K, 181),
    latitude: coord(s(b, 107, 27), MIN_10K, 91),
    positionFixingDeviceType: na(u(b, 134, 4), 0),
    longRangeControl: flag(b, 138),
    raim: flag(b, 148),
    radioStatus: u(b, 149, 19),
  };
}

/** Type 9. */
export function sarAircraftReport(b: Int32Array, e: Envelope): SarAircraftReport {
  return {
    messageType: 9,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    altitude: na(u(b, 38, 12), 4095),
    speedOverGround: na(u(b, 50, 10), 1023),
    positionAccuracy: flag(b, 60),
    longitude: coord(s(b, 61, 28), MIN_10K, 181),
    latitude: coord(s(b, 89, 27), MIN_10K, 91),
    courseOverGround: courseTenths(u(b, 116, 12)),
    timeStamp: second(u(b, 128, 6)),
    altitudeSensor: flag(b, 134),
    dte: flag(b, 142),
    assignedMode: flag(b, 146),
    raim: flag(b, 147),
    radioStatusSelector: u(b, 148, 1),
    radioStatus: u(b, 149, 19),
  };
}

/** Type 27: 1/10 minute positions, whole knots and degrees. */
export function longRangePositionReport(b: Int32Array, e: Envelope): LongRangePositionReport {
  return {
    messageType: 27,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    positionAccuracy: flag(b, 38),
    raim: flag(b, 39),
    navigationalStatus: u(b, 40, 4),
    longitude: coord(s(b, 44, 18), 600, 181),
    latitude: coord(s(b, 62, 17), 600, 91),
    speedOverGround: na(u(b, 79, 6), 63),
    courseOverGround: na(u(b, 85, 9), 511),
    positionLatency: flag(b, 94),
  };
}
