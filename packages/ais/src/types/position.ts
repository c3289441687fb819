/** Position reports: class A (1–3), base station (4, 11), SAR aircraft (9), class B (18, 19), long range (27). */

import type { AisMessageBase } from './base.js';
import type { PositionFix, ShipStatic, VesselMotion } from './fields.js';

/** Position report, class A (types 1, 2 and 3). */
export interface PositionReportClassA extends AisMessageBase, VesselMotion {
  messageType: 1 | 2 | 3;
  /** Navigational status code 0–15 (0 under way using engine, 1 at anchor, 5 moored, 15 not defined). */
  navigationalStatus: number;
  /**
   * Raw rate-of-turn indicator as transmitted, −127…127 (±127 = turning faster than 5°/30 s
   * without sensor), or null for −128 (not available). See `rateOfTurnToDegreesPerMinute`.
   */
  rateOfTurn: number | null;
  /** Special manoeuvre indicator: 1 not engaged, 2 engaged; null for 0 (not available). */
  specialManoeuvreIndicator: number | null;
  /** True when RAIM (receiver autonomous integrity monitoring) is in use. */
  raim: boolean;
  /** Communication state, raw 19-bit SOTDMA/ITDMA value. */
  radioStatus: number;
}

/** Base station report (type 4) and UTC/date response (type 11). */
export interface BaseStationReport extends AisMessageBase, PositionFix {
  messageType: 4 | 11;
  /** UTC year, 1–9999, or null. */
  utcYear: number | null;
  /** UTC month, 1–12, or null. */
  utcMonth: number | null;
  /** UTC day, 1–31, or null. */
  utcDay: number | null;
  /** UTC hour, 0–23, or null. */
  utcHour: number | null;
  /** UTC minute, 0–59, or null. */
  utcMinute: number | null;
  /** UTC second, 0–59, or null. */
  utcSecond: number | null;
  /** Type of electronic position fixing device, 1–15 (1 GPS, 7 surveyed, 15 internal GNSS), or null for 0. */
  positionFixingDeviceType: number | null;
  /** True when transmission control for long-range broadcast (type 27) is requested. */
  longRangeControl: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
  /** Communication state, raw 19-bit SOTDMA value. */
  radioStatus: number;
}

/** Standard SAR aircraft position report (type 9). */
export interface SarAircraftReport extends AisMessageBase, PositionFix {
  messageType: 9;
  /** Altitude (GNSS) in metres, 0–4094 (4094 = 4094 m or higher), or null for 4095. */
  altitude: number | null;
  /** Speed over ground in knots (1 kn resolution, 1022 = 1022 kn or more), or null for 1023. */
  speedOverGround: number | null;
  /** Course over ground in degrees (0.1° resolution), or null. */
  courseOverGround: number | null;
  /** UTC second 0–59 (61–63 special values as in type 1), or null for 60. */
  timeStamp: number | null;
  /** True when the altitude comes from a barometric sensor rather than GNSS. */
  altitudeSensor: boolean;
  /** Data terminal equipment: true when NOT ready. */
  dte: boolean;
  /** True when the station operates in assigned mode. */
  assignedMode: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
  /** Communication state selector flag: 0 SOTDMA, 1 ITDMA. */
  radioStatusSelector: number;
  /** Communication state, raw 19-bit value. */
  radioStatus: number;
}

/** Fields shared by class B position reports (types 18 and 19). */
interface ClassBPositionFields extends VesselMotion {
  /** True when the station operates in assigned mode. */
  assignedMode: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
}

/** Standard class B equipment position report (type 18). */
export interface PositionReportClassB extends AisMessageBase, ClassBPositionFields {
  messageType: 18;
  /** Class B unit flag: true for a carrier-sense (CS) unit, false for SOTDMA. */
  csUnit: boolean;
  /** True when the unit has a display for messages 12 and 14. */
  display: boolean;
  /** True when the unit is attached to a VHF with DSC function. */
  dsc: boolean;
  /** True when the unit can use the whole marine band. */
  band: boolean;
  /** True when the unit accepts channel management by message 22. */
  message22: boolean;
  /** Communication state selector flag: 0 SOTDMA, 1 ITDMA. */
  radioStatusSelector: number;
  /** Communication state, raw 19-bit value. */
  radioStatus: number;
}

/** Extended class B equipment position report (type 19). */
export interface ExtendedPositionReportClassB
  extends AisMessageBase, ClassBPositionFields, ShipStatic {
  messageType: 19;
  /** Data terminal equipment: true when NOT ready. */
  dte: boolean;
}

/** Position report for long-range applications (type 27). */
export interface LongRangePositionReport extends AisMessageBase {
  messageType: 27;
  /** True when position accuracy is high (≤ 10 m). */
  positionAccuracy: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
  /** Navigational status code 0–15, as in type 1. */
  navigationalStatus: number;
  /** Longitude in decimal degrees (1/10 minute resolution), or null. */
  longitude: number | null;
  /** Latitude in decimal degrees (1/10 minute resolution), or null. */
  latitude: number | null;
  /** Speed over ground in whole knots (0–62), or null for 63. */
  speedOverGround: number | null;
  /** Course over ground in whole degrees (0–359), or null for 511. */
  courseOverGround: number | null;
  /** True when the position is NOT the current GNSS position (bit set, latency > 5 s). */
  positionLatency: boolean;
}
