/** State of one simulated station, kept small so 100 000 of them fit comfortably in memory. */
import type { SeaArea } from './geography.js';

/** What a station is; decides its motion, messages and reporting intervals. */
export type StationKind =
  | 'cargo'
  | 'tanker'
  | 'passenger'
  | 'ferry'
  | 'fishing'
  | 'offshore'
  | 'pleasure'
  | 'rescue'
  | 'sar-aircraft'
  | 'sart'
  | 'installation'
  | 'aton'
  | 'base-station'
  | 'met';

/** Transceiver class, which sets the messages sent and the reporting rules. */
export type Transceiver = 'A' | 'B-CS' | 'B-SO' | 'aircraft' | 'sart' | 'aton' | 'base' | 'met';

export interface Station {
  kind: StationKind;
  transceiver: Transceiver;
  mmsi: number;
  name: string;
  callSign: string | null;
  imo: number | null;
  /** AIS ship and cargo type code. */
  shipType: number;
  /** Hull dimensions from the reference point: bow, stern, port, starboard, metres. */
  dims: [number, number, number, number];
  /** Draught, metres. */
  draught: number | null;
  destination: string | null;
  /** Estimated arrival, UNIX seconds; 0 when not known. */
  eta: number;
  /** Class B: sends type 19 instead of type 24 static data. */
  legacyStatic: boolean;
  /** True when the ship has a rate-of-turn sensor. */
  rotSensor: boolean;
  /** AtoN type code (type 21) and whether it is virtual. */
  aidType: number;
  virtual: boolean;
  /** Waypoints as lat, lon pairs; null for fixed stations. */
  path: Float64Array | null;
  leg: number;
  /** Distance travelled along the current leg and its length, nautical miles. */
  legPos: number;
  legLen: number;
  /** Wandering area for fishing, leisure and rescue craft. */
  area: SeaArea | null;
  /**
   * Trade of a merchant ship: port to port along the coastal fairway, through on an offshore
   * lane (home = lane, away = 1 when sailing it backwards), or a shuttle tanker between a
   * terminal and a field (home = base, away = platform); null for other kinds.
   */
  trade: 'coastal' | 'lane' | 'shuttle' | null;
  /** Route bookkeeping: current port/base index and the other end. */
  home: number;
  away: number;
  lat: number;
  lon: number;
  /** Course and speed over ground (degrees, knots), heading (degrees). */
  cog: number;
  sog: number;
  heading: number;
  /** Service speed, knots. */
  cruise: number;
  navStatus: number;
  /** Simulated times, UNIX seconds. */
  dwellUntil: number;
  turnUntil: number;
  lastUpdate: number;
  nextPosition: number;
  nextStatic: number;
  /** Alternates the radio channel. */
  channel: number;
  /** Index of the nearest base station (−1 when out of range) and when to look again. */
  receiver: number;
  receiverCheck: number;
}
