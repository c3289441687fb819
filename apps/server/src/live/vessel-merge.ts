/** Merges decoded messages into a vessel record: pure, no clock, no I/O. */
import type { AisMessage } from '@havkart/ais';
import { countryFromMmsi, mmsiCategory, shipTypeCategory } from '@havkart/domain';
import type { VesselRecord } from './records.js';

/** Message types that carry a vessel's position. */
export const VESSEL_POSITION_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 9, 18, 19, 27]);
/** Message types that carry a vessel's static data. */
export const VESSEL_STATIC_TYPES: ReadonlySet<number> = new Set([5, 19, 24]);

export function emptyVessel(mmsi: number): VesselRecord {
  return {
    mmsi,
    msgtimeMs: 0,
    positionMs: 0,
    latitude: null,
    longitude: null,
    courseOverGround: null,
    speedOverGround: null,
    trueHeading: null,
    rateOfTurn: null,
    navigationalStatus: null,
    altitude: null,
    positionMessageType: null,
    name: null,
    callSign: null,
    imoNumber: null,
    shipType: null,
    destination: null,
    eta: null,
    draught: null,
    dimensionA: null,
    dimensionB: null,
    dimensionC: null,
    dimensionD: null,
    positionFixingDeviceType: null,
    reportClass: null,
    staticMessageType: null,
    countryCode: countryFromMmsi(mmsi),
    mmsiCategory: mmsiCategory(mmsi),
    shipTypeCategory: shipTypeCategory(null, mmsi),
  };
}

/** What a message changed in a record. */
export interface MergeResult {
  position: boolean;
  static: boolean;
}

function setShipType(v: VesselRecord, shipType: number | null): void {
  if (shipType === v.shipType) return;
  v.shipType = shipType;
  v.shipTypeCategory = shipTypeCategory(shipType, v.mmsi);
}

function mergePosition(v: VesselRecord, m: AisMessage, timeMs: number): boolean {
  if (!('latitude' in m) || m.latitude === null || m.longitude === null) return false;
  // A report older than the one held (a late relay) must not move the vessel back.
  if (timeMs < v.positionMs) return false;
  v.positionMs = timeMs;
  v.latitude = m.latitude;
  v.longitude = m.longitude;
  v.positionMessageType = m.messageType;
  switch (m.messageType) {
    case 1:
    case 2:
    case 3:
      v.navigationalStatus = m.navigationalStatus;
      v.rateOfTurn = m.rateOfTurn;
      v.speedOverGround = m.speedOverGround;
      v.courseOverGround = m.courseOverGround;
      v.trueHeading = m.trueHeading;
      v.reportClass = 'A';
      break;
    case 18:
    case 19:
      v.speedOverGround = m.speedOverGround;
      v.courseOverGround = m.courseOverGround;
      v.trueHeading = m.trueHeading;
      v.reportClass = 'B';
      break;
    case 9:
      v.speedOverGround = m.speedOverGround;
      v.courseOverGround = m.courseOverGround;
      v.altitude = m.altitude;
      break;
    case 27:
      v.navigationalStatus = m.navigationalStatus;
      v.speedOverGround = m.speedOverGround;
      v.courseOverGround = m.courseOverGround;
      break;
    default:
      break;
  }
  return true;
}

function mergeStatic(v: VesselRecord, m: AisMessage): boolean {
  switch (m.messageType) {
    case 5:
      v.name = m.name;
      v.callSign = m.callSign;
      v.imoNumber = m.imoNumber;
      setShipType(v, m.shipType);
      v.destination = m.destination;
      v.eta = m.eta;
      v.draught = m.draught;
      v.dimensionA = m.dimensionA;
      v.dimensionB = m.dimensionB;
      v.dimensionC = m.dimensionC;
      v.dimensionD = m.dimensionD;
      v.positionFixingDeviceType = m.positionFixingDeviceType;
      v.reportClass = 'A';
      break;
    case 19:
      v.name = m.name;
      setShipType(v, m.shipType);
      v.dimensionA = m.dimensionA;
      v.dimensionB = m.dimensionB;
      v.dimensionC = m.dimensionC;
      v.dimensionD = m.dimensionD;
      v.positionFixingDeviceType = m.positionFixingDeviceType;
      break;
    case 24:
      if (m.partNumber === 0) {
        v.name = m.name;
      } else {
        setShipType(v, m.shipType);
        v.callSign = m.callSign;
        v.dimensionA = m.dimensionA;
        v.dimensionB = m.dimensionB;
        v.dimensionC = m.dimensionC;
        v.dimensionD = m.dimensionD;
      }
      v.reportClass = 'B';
      break;
    default:
      return false;
  }
  v.staticMessageType = m.messageType;
  return true;
}

/** Applies one message of a vessel type to its record; says what changed. */
export function mergeVesselMessage(v: VesselRecord, m: AisMessage, timeMs: number): MergeResult {
  const position = VESSEL_POSITION_TYPES.has(m.messageType) && mergePosition(v, m, timeMs);
  const stat = VESSEL_STATIC_TYPES.has(m.messageType) && mergeStatic(v, m);
  if ((position || stat) && timeMs > v.msgtimeMs) v.msgtimeMs = timeMs;
  return { position, static: stat };
}
