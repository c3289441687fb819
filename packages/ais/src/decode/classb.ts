import { coord, flag, s, text, u } from './bits.js';
import { courseTenths, na, second, speedTenths, type Envelope } from './envelope.js';
import type {
  AidToNavigationReport,
  ExtendedPositionReportClassB,
  PositionReportClassB,
  StaticDataReportA,
  StaticDataReportB,
} from '../types.js';

const MIN_10K = 600_000;

/** Type 18. */
export function positionReportClassB(b: Int32Array, e: Envelope): PositionReportClassB {
  return {
    messageType: 18,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    speedOverGround: speedTenths(u(b, 46, 10)),
    positionAccuracy: flag(b, 56),
    longitude: coord(s(b, 57, 28), MIN_10K, 181),
    latitude: coord(s(b, 85, 27), MIN_10K, 91),
    courseOverGround: courseTenths(u(b, 112, 12)),
    trueHeading: na(u(b, 124, 9), 511),
    timeStamp: second(u(b, 133, 6)),
    csUnit: flag(b, 141),
    display: flag(b, 142),
    dsc: flag(b, 143),
    band: flag(b, 144),
    message22: flag(b, 145),
    assignedMode: flag(b, 146),
    raim: flag(b, 147),
    radioStatusSelector: u(b, 148, 1),
    radioStatus: u(b, 149, 19),
  };
}

/** Type 19. */
export function extendedPositionReportClassB(
  b: Int32Array,
  n: number,
  e: Envelope,
): ExtendedPositionReportClassB {
  return {
    messageType: 19,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    speedOverGround: speedTenths(u(b, 46, 10)),
    positionAccuracy: flag(b, 56),
    longitude: coord(s(b, 57, 28), MIN_10K, 181),
    latitude: coord(s(b, 85, 27), MIN_10K, 91),
    courseOverGround: courseTenths(u(b, 112, 12)),
    trueHeading: na(u(b, 124, 9), 511),
    timeStamp: second(u(b, 133, 6)),
    name: text(b, n, 143, 20),
    shipType: na(u(b, 263, 8), 0),
    dimensionA: u(b, 271, 9),
    dimensionB: u(b, 280, 9),
    dimensionC: u(b, 289, 6),
    dimensionD: u(b, 295, 6),
    positionFixingDeviceType: na(u(b, 301, 4), 0),
    raim: flag(b, 305),
    dte: flag(b, 306),
    assignedMode: flag(b, 307),
  };
}

/** Type 21: the name extension (bit 272 on) is appended to the 20-character name. */
export function aidToNavigationReport(
  b: Int32Array,
  n: number,
  e: Envelope,
): AidToNavigationReport {
  let name = text(b, n, 43, 20);
  if (n >= 278) {
    const extension = text(b, n, 272, 14);
    if (extension !== null) name = (name ?? '').padEnd(20, ' ') + extension;
  }
  return {
    messageType: 21,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    typeOfAidsToNavigation: u(b, 38, 5),
    name,
    positionAccuracy: flag(b, 163),
    longitude: coord(s(b, 164, 28), MIN_10K, 181),
    latitude: coord(s(b, 192, 27), MIN_10K, 91),
    dimensionA: u(b, 219, 9),
    dimensionB: u(b, 228, 9),
    dimensionC: u(b, 237, 6),
    dimensionD: u(b, 243, 6),
    positionFixingDeviceType: na(u(b, 249, 4), 0),
    timeStamp: second(u(b, 253, 6)),
    offPosition: flag(b, 259),
    atonStatus: u(b, 260, 8),
    raim: flag(b, 268),
    virtualAid: flag(b, 269),
    assignedMode: flag(b, 270),
  };
}

/** Type 24 part A. */
export function staticDataReportA(b: Int32Array, n: number, e: Envelope): StaticDataReportA {
  return {
    messageType: 24,
    repeatIndicator: u(b, 6, 2),
    mmsi: u(b, 8, 30),
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    partNumber: 0,
    name: text(b, n, 40, 20),
  };
}

/** Type 24 part B: auxiliary craft (MMSI 98xxxxxxx) carry the mother ship's MMSI instead of dimensions. */
export function staticDataReportB(b: Int32Array, n: number, e: Envelope): StaticDataReportB {
  const mmsi = u(b, 8, 30);
  const auxiliary = mmsi >= 980_000_000 && mmsi <= 989_999_999;
  return {
    messageType: 24,
    repeatIndicator: u(b, 6, 2),
    mmsi,
    msgtime: e.msgtime,
    source: e.source,
    channel: e.channel,
    payload: e.payload,
    fillBits: e.fillBits,
    partNumber: 1,
    shipType: na(u(b, 40, 8), 0),
    vendorId: text(b, n, 48, 3),
    unitModelCode: u(b, 66, 4),
    serialNumber: u(b, 70, 20),
    callSign: text(b, n, 90, 7),
    dimensionA: auxiliary ? null : u(b, 132, 9),
    dimensionB: auxiliary ? null : u(b, 141, 9),
    dimensionC: auxiliary ? null : u(b, 150, 6),
    dimensionD: auxiliary ? null : u(b, 156, 6),
    mothershipMmsi: auxiliary ? u(b, 132, 30) : null,
  };
}
