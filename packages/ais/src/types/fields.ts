/**
 * Field groups several message types carry with the same meaning and resolution. Not part of
 * the public API: each message interface spells out its own fields through these.
 */

/** A position in 1/10 000 minute with its accuracy flag. */
export interface PositionFix {
  /** True when position accuracy is high (≤ 10 m), false when low (> 10 m). */
  positionAccuracy: boolean;
  /** Longitude in decimal degrees, east positive (−180…180), or null. */
  longitude: number | null;
  /** Latitude in decimal degrees, north positive (−90…90), or null. */
  latitude: number | null;
}

/** Position, speed, course and heading of a vessel's position report (types 1–3, 18, 19). */
export interface VesselMotion extends PositionFix {
  /** Speed over ground in knots (0.1 kn resolution, 102.2 = 102.2 kn or more), or null. */
  speedOverGround: number | null;
  /** Course over ground in degrees (0–359.9, 0.1° resolution), or null. */
  courseOverGround: number | null;
  /** True heading in whole degrees (0–359), or null. */
  trueHeading: number | null;
  /**
   * UTC second when the report was generated, 0–59; 61 positioning system in manual input
   * mode, 62 dead reckoning, 63 positioning system inoperative; null for 60 (not available).
   */
  timeStamp: number | null;
}

/** A ship's identity and hull as types 5 and 19 send them. */
export interface ShipStatic {
  /** Ship name, up to 20 characters, or null. */
  name: string | null;
  /** Type of ship and cargo, 1–99, or null for 0 (not available). */
  shipType: number | null;
  /** Distance from the reference point to the bow, metres (0–511). */
  dimensionA: number;
  /** Distance from the reference point to the stern, metres (0–511). */
  dimensionB: number;
  /** Distance from the reference point to port, metres (0–63). */
  dimensionC: number;
  /** Distance from the reference point to starboard, metres (0–63). */
  dimensionD: number;
  /** Type of electronic position fixing device, 1–15, or null for 0. */
  positionFixingDeviceType: number | null;
}
