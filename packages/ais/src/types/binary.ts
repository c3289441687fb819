/** Binary messages: addressed (6), broadcast with met/hydro data (8), DGNSS (17), slot binary (25, 26). */

import type { AisMessageBase } from './base.js';

/** Addressed binary message (type 6). */
export interface AddressedBinaryMessage extends AisMessageBase {
  messageType: 6;
  /** Sequence number, 0–3. */
  sequenceNumber: number;
  /** Destination station MMSI. */
  destinationMmsi: number;
  /** True when the message should be retransmitted. */
  retransmitFlag: boolean;
  /** Designated area code of the application identifier, 0–1023. */
  dac: number;
  /** Function identifier of the application identifier, 0–63. */
  fi: number;
  /** Application data after DAC/FI as hex, most significant bit first, zero-padded to whole bytes. */
  data: string;
  /** Number of valid application data bits in `data`. */
  dataBitLength: number;
}

/**
 * Meteorological and hydrographic data: DAC 1 FI 31 (IMO SN.1/Circ.289) or the older
 * DAC 1 FI 11 (IMO SN/Circ.236). Every value is null when "not available".
 */
export interface MeteoHydroData {
  /** Longitude of the station in decimal degrees, or null. */
  longitude: number | null;
  /** Latitude of the station in decimal degrees, or null. */
  latitude: number | null;
  /** True when position accuracy is high (FI 31 only; null for FI 11). */
  positionAccuracy: boolean | null;
  /** UTC day of the observation, 1–31, or null. */
  utcDay: number | null;
  /** UTC hour of the observation, 0–23, or null. */
  utcHour: number | null;
  /** UTC minute of the observation, 0–59, or null. */
  utcMinute: number | null;
  /** Average wind speed over the last 10 minutes, knots, or null. */
  windSpeed: number | null;
  /** Wind gust (maximum over the last 10 minutes), knots, or null. */
  windGust: number | null;
  /** Wind direction, degrees (0–359), or null. */
  windDirection: number | null;
  /** Wind gust direction, degrees (0–359), or null. */
  windGustDirection: number | null;
  /** Dry bulb air temperature, °C (0.1 °C resolution), or null. */
  airTemperature: number | null;
  /** Relative humidity, percent (0–100), or null. */
  relativeHumidity: number | null;
  /** Dew point, °C (0.1 °C resolution), or null. */
  dewPoint: number | null;
  /** Air pressure, hPa (FI 31: 799 = 799 hPa or less, 1201 = 1201 hPa or more), or null. */
  airPressure: number | null;
  /** Air pressure tendency: 0 steady, 1 decreasing, 2 increasing, or null. */
  airPressureTendency: number | null;
  /** Horizontal visibility, nautical miles (0.1 NM resolution), or null. */
  horizontalVisibility: number | null;
  /** True when visibility exceeds the reported value (FI 31 only; null for FI 11). */
  visibilityGreaterThan: boolean | null;
  /** Water level including tide, deviation from local chart datum, metres (0.01 m FI 31, 0.1 m FI 11), or null. */
  waterLevel: number | null;
  /** Water level trend: 0 steady, 1 decreasing, 2 increasing, or null. */
  waterLevelTrend: number | null;
  /** Surface current speed including tide, knots (0.1 kn resolution), or null. */
  surfaceCurrentSpeed: number | null;
  /** Surface current direction, degrees (0–359), or null. */
  surfaceCurrentDirection: number | null;
  /** Current 2 speed, knots, or null. */
  currentSpeed2: number | null;
  /** Current 2 direction, degrees, or null. */
  currentDirection2: number | null;
  /** Depth of current 2 measurement below the surface, metres, or null. */
  currentDepth2: number | null;
  /** Current 3 speed, knots, or null. */
  currentSpeed3: number | null;
  /** Current 3 direction, degrees, or null. */
  currentDirection3: number | null;
  /** Depth of current 3 measurement below the surface, metres, or null. */
  currentDepth3: number | null;
  /** Significant wave height, metres (0.1 m resolution), or null. */
  waveHeight: number | null;
  /** Wave period, seconds, or null. */
  wavePeriod: number | null;
  /** Wave direction, degrees, or null. */
  waveDirection: number | null;
  /** Swell height, metres (0.1 m resolution), or null. */
  swellHeight: number | null;
  /** Swell period, seconds, or null. */
  swellPeriod: number | null;
  /** Swell direction, degrees, or null. */
  swellDirection: number | null;
  /** Sea state on the Beaufort scale, 0–12, or null. */
  seaState: number | null;
  /** Water temperature, °C (0.1 °C resolution), or null. */
  waterTemperature: number | null;
  /** Precipitation type per WMO 306 code table 4.201 (0 reserved, 1 rain, 2 thunderstorm, 3 freezing rain, 4 mixed/ice, 5 snow), or null for 7. */
  precipitationType: number | null;
  /** Salinity, parts per thousand (0.1 ‰ resolution), or null. */
  salinity: number | null;
  /** Ice: 0 no, 1 yes, or null (not available). */
  ice: number | null;
}

/** Binary broadcast message (type 8). */
export interface BinaryBroadcastMessage extends AisMessageBase {
  messageType: 8;
  /** Designated area code, 0–1023. */
  dac: number;
  /** Function identifier, 0–63. */
  fi: number;
  /** Application data after DAC/FI as hex, most significant bit first, zero-padded to whole bytes. */
  data: string;
  /** Number of valid application data bits in `data`. */
  dataBitLength: number;
  /** Decoded met/hydro data for DAC 1 FI 31 and FI 11, otherwise null. */
  meteo: MeteoHydroData | null;
}

/** GNSS broadcast binary message (type 17, DGNSS corrections). */
export interface DgnssBroadcast extends AisMessageBase {
  messageType: 17;
  /** Longitude of the DGNSS reference station in decimal degrees (1/10 minute resolution), or null. */
  longitude: number | null;
  /** Latitude of the DGNSS reference station in decimal degrees (1/10 minute resolution), or null. */
  latitude: number | null;
  /** Correction data as hex, zero-padded to whole bytes. */
  data: string;
  /** Number of valid data bits in `data`. */
  dataBitLength: number;
}

/** Single slot (type 25) and multiple slot (type 26) binary message. */
export interface SlotBinaryMessage extends AisMessageBase {
  messageType: 25 | 26;
  /** True when addressed to `destinationMmsi`, false for broadcast. */
  addressed: boolean;
  /** True when the data starts with a 16-bit application identifier (DAC + FI). */
  structured: boolean;
  /** Destination MMSI when addressed, otherwise null. */
  destinationMmsi: number | null;
  /** Designated area code when structured, otherwise null. */
  dac: number | null;
  /** Function identifier when structured, otherwise null. */
  fi: number | null;
  /** Binary data (after any application identifier) as hex, zero-padded to whole bytes. */
  data: string;
  /** Number of valid data bits in `data`. */
  dataBitLength: number;
  /** Type 26 only: communication state selector (0 SOTDMA, 1 ITDMA), otherwise null. */
  radioStatusSelector: number | null;
  /** Type 26 only: communication state, raw 19-bit value, otherwise null. */
  radioStatus: number | null;
}
