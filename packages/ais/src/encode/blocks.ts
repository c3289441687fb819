/** Field runs that several message types lay out bit for bit alike. */

import {
  rawCourseTenths,
  rawDegrees,
  rawDimension,
  rawLatitude,
  rawLongitude,
  rawSpeedTenths,
  rawTimeStamp,
} from './fields.js';
import type { BitWriter } from './sixbit.js';

/** Writes the 38-bit header shared by every message: type, repeat indicator, MMSI. */
export function writeHeader(
  w: BitWriter,
  messageType: number,
  mmsi: number,
  repeat: number | undefined,
): void {
  w.uint(messageType, 6)
    .uint(repeat ?? 0, 2)
    .uint(mmsi, 30);
}

interface Fix {
  positionAccuracy?: boolean | undefined;
  longitude?: number | null | undefined;
  latitude?: number | null | undefined;
}

/** Position accuracy and a position in 1/10 000 minute: 56 bits. */
export function writeFix(w: BitWriter, f: Fix): void {
  w.bool(f.positionAccuracy).int(rawLongitude(f.longitude), 28).int(rawLatitude(f.latitude), 27);
}

interface Motion extends Fix {
  speedOverGround?: number | null | undefined;
  courseOverGround?: number | null | undefined;
  trueHeading?: number | null | undefined;
  timeStamp?: number | null | undefined;
}

/** Speed, fix, course, heading and report second of class A and class B reports: 93 bits. */
export function writeMotion(w: BitWriter, m: Motion): void {
  w.uint(rawSpeedTenths(m.speedOverGround), 10);
  writeFix(w, m);
  w.uint(rawCourseTenths(m.courseOverGround), 12)
    .uint(rawDegrees(m.trueHeading, 511), 9)
    .uint(rawTimeStamp(m.timeStamp), 6);
}

interface Dimensions {
  dimensionA?: number | null | undefined;
  dimensionB?: number | null | undefined;
  dimensionC?: number | null | undefined;
  dimensionD?: number | null | undefined;
}

/** Distances from the reference point to bow, stern, port and starboard: 30 bits. */
export function writeDimensions(w: BitWriter, d: Dimensions): void {
  w.uint(rawDimension(d.dimensionA, 9), 9)
    .uint(rawDimension(d.dimensionB, 9), 9)
    .uint(rawDimension(d.dimensionC, 6), 6)
    .uint(rawDimension(d.dimensionD, 6), 6);
}
