/**
 * What the live state holds, in our own units (draught in metres as decoded, ETA as parts,
 * times as epoch milliseconds). The BarentsWatch representation is made from these at the
 * API edge (`representation.ts`).
 */
import type { Eta, MeteoHydroData } from '@havkart/ais';
import type { MmsiCategory, ShipTypeCategory } from '@havkart/domain';

/** One record per MMSI: latest position merged with latest static data (the "Full" model). */
export interface VesselRecord {
  mmsi: number;
  /** Time of the latest message of any kind, epoch ms. */
  msgtimeMs: number;
  /** Time of the latest position, epoch ms, or 0 before the first position. */
  positionMs: number;
  latitude: number | null;
  longitude: number | null;
  courseOverGround: number | null;
  speedOverGround: number | null;
  trueHeading: number | null;
  rateOfTurn: number | null;
  navigationalStatus: number | null;
  /** Altitude in metres (SAR aircraft, type 9), else null. */
  altitude: number | null;
  /** Message type of the latest position report. */
  positionMessageType: number | null;
  name: string | null;
  callSign: string | null;
  imoNumber: number | null;
  shipType: number | null;
  destination: string | null;
  eta: Eta | null;
  /** Draught in metres as decoded (0.1 m steps). */
  draught: number | null;
  dimensionA: number | null;
  dimensionB: number | null;
  dimensionC: number | null;
  dimensionD: number | null;
  positionFixingDeviceType: number | null;
  /** "A" or "B" from the message types heard, null for neither (SAR aircraft, long range). */
  reportClass: 'A' | 'B' | null;
  /** Message type of the latest static report (5, 19 or 24), or null. */
  staticMessageType: number | null;
  /** Derived once per MMSI / ship type change: country, categories. */
  countryCode: string | null;
  mmsiCategory: MmsiCategory;
  shipTypeCategory: ShipTypeCategory;
}

/** Aid to navigation (type 21). */
export interface AtonRecord {
  mmsi: number;
  msgtimeMs: number;
  latitude: number;
  longitude: number;
  name: string | null;
  typeOfAidsToNavigation: number | null;
  positionFixingDeviceType: number | null;
  dimensionA: number;
  dimensionB: number;
  dimensionC: number;
  dimensionD: number;
  offPosition: boolean;
  virtualAid: boolean;
}

/** AIS weather station: latest met/hydro report (type 8, DAC 1 FI 31 or 11). */
export interface MetStationRecord {
  mmsi: number;
  msgtimeMs: number;
  latitude: number;
  longitude: number;
  fi: number;
  meteo: MeteoHydroData;
}

/** Per-kind counts of messages a base station relayed (spec 02 §3 diagnostics). */
export interface BaseStationStatistics {
  aisPositionMessageStatistics: number;
  aisStaticDataMessageStatistics: number;
  atonMessageStatistics: number;
  baseStationMessageStatistics: number;
}

/** Base station (type 4) with the counts of what its receiver delivered. */
export interface BaseStationRecord extends BaseStationStatistics {
  mmsi: number;
  msgtimeMs: number;
  latitude: number | null;
  longitude: number | null;
}

/** Latest safety-related text (types 12 and 14) per sending MMSI. */
export interface SafetyRecord {
  mmsi: number;
  msgtimeMs: number;
  messageType: 12 | 14;
  destinationMmsi: number | null;
  text: string | null;
}
