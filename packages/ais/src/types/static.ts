/** Static and voyage data: type 5, aids to navigation (21), class B static data (24). */

import type { AisMessageBase, Eta } from './base.js';
import type { PositionFix, ShipStatic } from './fields.js';

/** Static and voyage related data (type 5). */
export interface StaticAndVoyageData extends AisMessageBase, ShipStatic {
  messageType: 5;
  /** AIS version indicator, 0–3 (0 = ITU-R M.1371-1, 1 = -3, 2 = -5). */
  aisVersion: number;
  /** IMO ship identification number, or null for 0 (not available). */
  imoNumber: number | null;
  /** Radio call sign, up to 7 characters, or null. */
  callSign: string | null;
  /** Estimated time of arrival (UTC). */
  eta: Eta;
  /** Maximum present static draught in metres (0.1 m resolution, 25.5 = 25.5 m or more), or null. */
  draught: number | null;
  /** Destination, up to 20 characters, or null. */
  destination: string | null;
  /** Data terminal equipment: true when NOT ready (bit set), false when available. */
  dte: boolean;
}

/** Aids-to-navigation report (type 21). */
export interface AidToNavigationReport extends AisMessageBase, PositionFix {
  messageType: 21;
  /**
   * Type of aid to navigation, 0–31: 0 "default, type not specified" (a value, not "not
   * available"), e.g. 1 reference point, 3 fixed light, 30 special mark.
   */
  typeOfAidsToNavigation: number;
  /** Name of the aid, base name and extension joined (up to 34 characters), or null. */
  name: string | null;
  /** Distance from the reference point to the bow/north, metres. */
  dimensionA: number;
  /** Distance from the reference point to the stern/south, metres. */
  dimensionB: number;
  /** Distance from the reference point to port/west, metres. */
  dimensionC: number;
  /** Distance from the reference point to starboard/east, metres. */
  dimensionD: number;
  /** Type of electronic position fixing device, 1–15, or null for 0. */
  positionFixingDeviceType: number | null;
  /** UTC second 0–59 (61–63 special values as in type 1), or null for 60. */
  timeStamp: number | null;
  /** True when a floating aid is off its assigned position (valid when timeStamp ≤ 59). */
  offPosition: boolean;
  /** AtoN status bits, raw 8-bit value reserved for regional use. */
  atonStatus: number;
  /** True when RAIM is in use. */
  raim: boolean;
  /** True for a virtual aid to navigation, false for a physical one. */
  virtualAid: boolean;
  /** True when the station operates in assigned mode. */
  assignedMode: boolean;
}

/** Static data report part A (type 24, part number 0). */
export interface StaticDataReportA extends AisMessageBase {
  messageType: 24;
  /** Part number: 0 = part A. */
  partNumber: 0;
  /** Ship name, up to 20 characters, or null. */
  name: string | null;
}

/** Static data report part B (type 24, part number 1). */
export interface StaticDataReportB extends AisMessageBase {
  messageType: 24;
  /** Part number: 1 = part B. */
  partNumber: 1;
  /** Type of ship and cargo, 1–99, or null for 0. */
  shipType: number | null;
  /** Manufacturer ID, 3 characters, or null. */
  vendorId: string | null;
  /** Unit model code, 0–15. */
  unitModelCode: number;
  /** Manufacturer's serial number, 0–1048575. */
  serialNumber: number;
  /** Radio call sign, up to 7 characters, or null. */
  callSign: string | null;
  /** Distance to the bow in metres, or null for an auxiliary craft (MMSI 98xxxxxxx). */
  dimensionA: number | null;
  /** Distance to the stern in metres, or null for an auxiliary craft. */
  dimensionB: number | null;
  /** Distance to port in metres, or null for an auxiliary craft. */
  dimensionC: number | null;
  /** Distance to starboard in metres, or null for an auxiliary craft. */
  dimensionD: number | null;
  /** Mother ship MMSI for an auxiliary craft (MMSI 98xxxxxxx), otherwise null. */
  mothershipMmsi: number | null;
}
