import { writeDimensions, writeFix, writeHeader, writeMotion } from './blocks.js';
import { rawEpfd, rawTimeStamp, rawUint } from './fields.js';
import type { BitWriter } from './sixbit.js';
import type {
  AidToNavigationReportInput,
  ExtendedPositionReportClassBInput,
  StaticAndVoyageDataInput,
  StaticDataReportAInput,
  StaticDataReportBInput,
} from './types.js';

/** Type 5: 424 bits (71 characters, 2 fill bits). */
export function writeStaticAndVoyageData(w: BitWriter, m: StaticAndVoyageDataInput): void {
  const eta = m.eta ?? {};
  writeHeader(w, 5, m.mmsi, m.repeatIndicator);
  w.uint(m.aisVersion ?? 2, 2)
    .uint(m.imoNumber ?? 0, 30)
    .text(m.callSign, 7)
    .text(m.name, 20)
    .uint(rawUint(m.shipType, 255, 0), 8);
  writeDimensions(w, m);
  w.uint(rawEpfd(m.positionFixingDeviceType), 4)
    .uint(rawUint(eta.month, 12, 0), 4)
    .uint(rawUint(eta.day, 31, 0), 5)
    .uint(rawUint(eta.hour, 23, 24), 5)
    .uint(rawUint(eta.minute, 59, 60), 6)
    .uint(rawUint(m.draught, 255, 0, 10), 8)
    .text(m.destination, 20)
    .bool(m.dte)
    .uint(0, 1);
}

/** Type 19: 312 bits. */
export function writeExtendedPositionReportClassB(
  w: BitWriter,
  m: ExtendedPositionReportClassBInput,
): void {
  writeHeader(w, 19, m.mmsi, m.repeatIndicator);
  w.uint(0, 8);
  writeMotion(w, m);
  w.uint(0, 4)
    .text(m.name, 20)
    .uint(rawUint(m.shipType, 255, 0), 8);
  writeDimensions(w, m);
  w.uint(rawEpfd(m.positionFixingDeviceType), 4)
    .bool(m.raim)
    .bool(m.dte)
    .bool(m.assignedMode)
    .uint(0, 4);
}

/** Characters of an AtoN name beyond the 20 of the name field, at most 14. */
const MAX_ATON_NAME_EXTENSION = 14;

/**
 * Type 21: 272 bits, plus a name extension of up to 14 characters for longer names, padded
 * with spare bits to a whole number of bytes as the standard asks.
 */
export function writeAidToNavigationReport(w: BitWriter, m: AidToNavigationReportInput): void {
  const name = m.name ?? '';
  writeHeader(w, 21, m.mmsi, m.repeatIndicator);
  w.uint(rawUint(m.typeOfAidsToNavigation, 31, 0), 5).text(name, 20);
  writeFix(w, m);
  writeDimensions(w, m);
  w.uint(rawEpfd(m.positionFixingDeviceType), 4)
    .uint(rawTimeStamp(m.timeStamp), 6)
    .bool(m.offPosition)
    .uint(m.atonStatus ?? 0, 8)
    .bool(m.raim)
    .bool(m.virtualAid)
    .bool(m.assignedMode)
    .uint(0, 1);
  const extension = name.slice(20, 20 + MAX_ATON_NAME_EXTENSION).trimEnd();
  if (extension.length > 0) w.text(extension, extension.length).align(8);
}

/** Type 24 part A: 160 bits (27 characters, 2 fill bits). */
export function writeStaticDataReportA(w: BitWriter, m: StaticDataReportAInput): void {
  writeHeader(w, 24, m.mmsi, m.repeatIndicator);
  w.uint(0, 2).text(m.name, 20);
}

/** MMSIs 98MIDxxxx belong to craft associated with a parent ship (e.g. a daughter boat). */
const isAuxiliaryCraft = (mmsi: number): boolean => Math.floor(mmsi / 10_000_000) === 98;

/** Type 24 part B: 168 bits; an auxiliary craft sends its mother ship's MMSI for dimensions. */
export function writeStaticDataReportB(w: BitWriter, m: StaticDataReportBInput): void {
  writeHeader(w, 24, m.mmsi, m.repeatIndicator);
  w.uint(1, 2)
    .uint(rawUint(m.shipType, 255, 0), 8)
    .text(m.vendorId, 3)
    .uint(m.unitModelCode ?? 0, 4)
    .uint(m.serialNumber ?? 0, 20)
    .text(m.callSign, 7);
  if (isAuxiliaryCraft(m.mmsi) || m.mothershipMmsi != null) w.uint(m.mothershipMmsi ?? 0, 30);
  else writeDimensions(w, m);
  w.uint(0, 6);
}
