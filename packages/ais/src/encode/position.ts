import { writeFix, writeHeader, writeMotion } from './blocks.js';
import {
  rawCourseTenths,
  rawDegrees,
  rawEpfd,
  rawInt,
  rawLatitude,
  rawLongitude,
  rawTimeStamp,
  rawUint,
} from './fields.js';
import type { BitWriter } from './sixbit.js';
import type {
  BaseStationReportInput,
  LongRangePositionReportInput,
  PositionReportClassAInput,
  PositionReportClassBInput,
  SarAircraftReportInput,
} from './types.js';

/** Radio status of a class B "CS" unit: ITDMA selector with the fixed value 1100000000000000110. */
export const CLASS_B_CS_RADIO_STATUS = 0b1100000000000000110;

/** Types 1, 2, 3: 168 bits. */
export function writePositionReportClassA(w: BitWriter, m: PositionReportClassAInput): void {
  writeHeader(w, m.messageType, m.mmsi, m.repeatIndicator);
  w.uint(m.navigationalStatus ?? 15, 4).int(rawInt(m.rateOfTurn, -127, 127, -128), 8);
  writeMotion(w, m);
  w.uint(m.specialManoeuvreIndicator ?? 0, 2)
    .uint(0, 3)
    .bool(m.raim)
    .uint(m.radioStatus ?? 0, 19);
}

/** Types 4 and 11: 168 bits. */
export function writeBaseStationReport(w: BitWriter, m: BaseStationReportInput): void {
  writeHeader(w, m.messageType, m.mmsi, m.repeatIndicator);
  w.uint(rawUint(m.utcYear, 9999, 0), 14)
    .uint(rawUint(m.utcMonth, 12, 0), 4)
    .uint(rawUint(m.utcDay, 31, 0), 5)
    .uint(rawUint(m.utcHour, 23, 24), 5)
    .uint(rawUint(m.utcMinute, 59, 60), 6)
    .uint(rawUint(m.utcSecond, 59, 60), 6);
  writeFix(w, m);
  w.uint(rawEpfd(m.positionFixingDeviceType), 4)
    .bool(m.longRangeControl)
    .uint(0, 9)
    .bool(m.raim)
    .uint(m.radioStatus ?? 0, 19);
}

/** Type 9: 168 bits; speed in whole knots. */
export function writeSarAircraftReport(w: BitWriter, m: SarAircraftReportInput): void {
  writeHeader(w, m.messageType, m.mmsi, m.repeatIndicator);
  w.uint(rawUint(m.altitude, 4094, 4095), 12).uint(rawUint(m.speedOverGround, 1022, 1023), 10);
  writeFix(w, m);
  w.uint(rawCourseTenths(m.courseOverGround), 12)
    .uint(rawTimeStamp(m.timeStamp), 6)
    .bool(m.altitudeSensor)
    .uint(0, 7)
    .bool(m.dte)
    .uint(0, 3)
    .bool(m.assignedMode)
    .bool(m.raim)
    .uint(m.radioStatusSelector ?? 0, 1)
    .uint(m.radioStatus ?? 0, 19);
}

/** Type 18: 168 bits. A CS unit defaults to the fixed ITDMA radio status it always sends. */
export function writePositionReportClassB(w: BitWriter, m: PositionReportClassBInput): void {
  const cs = m.csUnit ?? true;
  writeHeader(w, m.messageType, m.mmsi, m.repeatIndicator);
  w.uint(0, 8);
  writeMotion(w, m);
  w.uint(0, 2)
    .bool(cs)
    .bool(m.display)
    .bool(m.dsc)
    .bool(m.band)
    .bool(m.message22)
    .bool(m.assignedMode)
    .bool(m.raim)
    .uint(m.radioStatusSelector ?? (cs ? 1 : 0), 1)
    .uint(m.radioStatus ?? (cs ? CLASS_B_CS_RADIO_STATUS : 0), 19);
}

/** Type 27: 96 bits; position in 1/10 minute, speed in whole knots, course in whole degrees. */
export function writeLongRangePositionReport(w: BitWriter, m: LongRangePositionReportInput): void {
  writeHeader(w, m.messageType, m.mmsi, m.repeatIndicator);
  w.bool(m.positionAccuracy)
    .bool(m.raim)
    .uint(m.navigationalStatus ?? 15, 4)
    .int(rawLongitude(m.longitude, 600), 18)
    .int(rawLatitude(m.latitude, 600), 17)
    .uint(rawUint(m.speedOverGround, 62, 63), 6)
    .uint(rawDegrees(m.courseOverGround, 511), 9)
    .bool(m.positionLatency)
    .uint(0, 1);
}
