import { coord, flag, s, u } from './bits.js';
import type { MeteoHydroData } from '../types.js';

// Met/hydro positions are in 1/1000 minute.
const MIN_1K = 60_000;

/** Unsigned raw value, null above `max` (covers "not available" and reserved codes). */
function upTo(raw: number, max: number): number | null {
  return raw > max ? null : raw;
}

/** Unsigned tenths up to `max` raw, null above. */
function tenths(raw: number, max: number): number | null {
  return raw > max ? null : raw / 10;
}

/** Raw value shifted by `offset` then scaled by 1/`div` (e.g. −60.0 °C offset), null above `max`. */
function offsetScaled(raw: number, max: number, offset: number, div: number): number | null {
  return raw > max ? null : (raw - offset) / div;
}

/** Signed tenths within `min`…`max` raw, null outside. */
function signedTenths(raw: number, min: number, max: number): number | null {
  return raw < min || raw > max ? null : raw / 10;
}

/** DAC 1 FI 31 (IMO SN.1/Circ.289), 360-bit message; the caller checks the length. */
export function meteoHydro31(b: Int32Array): MeteoHydroData {
  const visibility = u(b, 194, 7);
  const pressure = u(b, 182, 9);
  return {
    longitude: coord(s(b, 56, 25), MIN_1K, 181),
    latitude: coord(s(b, 81, 24), MIN_1K, 91),
    positionAccuracy: flag(b, 105),
    utcDay: u(b, 106, 5) || null,
    utcHour: upTo(u(b, 111, 5), 23),
    utcMinute: upTo(u(b, 116, 6), 59),
    windSpeed: upTo(u(b, 122, 7), 126),
    windGust: upTo(u(b, 129, 7), 126),
    windDirection: upTo(u(b, 136, 9), 359),
    windGustDirection: upTo(u(b, 145, 9), 359),
    airTemperature: signedTenths(s(b, 154, 11), -600, 600),
    relativeHumidity: upTo(u(b, 165, 7), 100),
    dewPoint: signedTenths(s(b, 172, 10), -200, 500),
    // 0 = 799 hPa or less, 1–401 = 800–1200 hPa, 402 = 1201 hPa or more.
    airPressure: pressure > 402 ? null : pressure + 799,
    airPressureTendency: upTo(u(b, 191, 2), 2),
    horizontalVisibility: visibility === 127 ? null : visibility / 10,
    visibilityGreaterThan: flag(b, 193),
    waterLevel: offsetScaled(u(b, 201, 12), 4000, 1000, 100),
    waterLevelTrend: upTo(u(b, 213, 2), 2),
    surfaceCurrentSpeed: tenths(u(b, 215, 8), 251),
    surfaceCurrentDirection: upTo(u(b, 223, 9), 359),
    currentSpeed2: tenths(u(b, 232, 8), 251),
    currentDirection2: upTo(u(b, 240, 9), 359),
    currentDepth2: upTo(u(b, 249, 5), 30),
    currentSpeed3: tenths(u(b, 254, 8), 251),
    currentDirection3: upTo(u(b, 262, 9), 359),
    currentDepth3: upTo(u(b, 271, 5), 30),
    waveHeight: tenths(u(b, 276, 8), 251),
    wavePeriod: upTo(u(b, 284, 6), 60),
    waveDirection: upTo(u(b, 290, 9), 359),
    swellHeight: tenths(u(b, 299, 8), 251),
    swellPeriod: upTo(u(b, 307, 6), 60),
    swellDirection: upTo(u(b, 313, 9), 359),
    seaState: upTo(u(b, 322, 4), 12),
    waterTemperature: signedTenths(s(b, 326, 10), -100, 500),
    precipitationType: upTo(u(b, 336, 3), 6),
    salinity: tenths(u(b, 339, 9), 501),
    ice: upTo(u(b, 348, 2), 1),
  };
}

/**
 * DAC 1 FI 11 (IMO SN/Circ.236), 352-bit message: latitude comes before longitude and
 * temperatures, levels and pressure are unsigned with offsets rather than two's complement.
 */
export function meteoHydro11(b: Int32Array): MeteoHydroData {
  const pressure = u(b, 181, 9);
  return {
    longitude: coord(s(b, 80, 25), MIN_1K, 181),
    latitude: coord(s(b, 56, 24), MIN_1K, 91),
    positionAccuracy: null,
    utcDay: u(b, 105, 5) || null,
    utcHour: upTo(u(b, 110, 5), 23),
    utcMinute: upTo(u(b, 115, 6), 59),
    windSpeed: upTo(u(b, 121, 7), 120),
    windGust: upTo(u(b, 128, 7), 120),
    windDirection: upTo(u(b, 135, 9), 359),
    windGustDirection: upTo(u(b, 144, 9), 359),
    airTemperature: offsetScaled(u(b, 153, 11), 1200, 600, 10),
    relativeHumidity: upTo(u(b, 164, 7), 100),
    dewPoint: offsetScaled(u(b, 171, 10), 700, 200, 10),
    airPressure: pressure > 400 ? null : pressure + 800,
    airPressureTendency: upTo(u(b, 190, 2), 2),
    horizontalVisibility: tenths(u(b, 192, 8), 250),
    visibilityGreaterThan: null,
    waterLevel: offsetScaled(u(b, 200, 9), 400, 100, 10),
    waterLevelTrend: upTo(u(b, 209, 2), 2),
    surfaceCurrentSpeed: tenths(u(b, 211, 8), 250),
    surfaceCurrentDirection: upTo(u(b, 219, 9), 359),
    currentSpeed2: tenths(u(b, 228, 8), 250),
    currentDirection2: upTo(u(b, 236, 9), 359),
    currentDepth2: upTo(u(b, 245, 5), 30),
    currentSpeed3: tenths(u(b, 250, 8), 250),
    currentDirection3: upTo(u(b, 258, 9), 359),
    currentDepth3: upTo(u(b, 267, 5), 30),
    waveHeight: tenths(u(b, 272, 8), 250),
    wavePeriod: upTo(u(b, 280, 6), 60),
    waveDirection: upTo(u(b, 286, 9), 359),
    swellHeight: tenths(u(b, 295, 8), 250),
    swellPeriod: upTo(u(b, 303, 6), 60),
    swellDirection: upTo(u(b, 309, 9), 359),
    seaState: upTo(u(b, 318, 4), 12),
    waterTemperature: offsetScaled(u(b, 322, 10), 600, 100, 10),
    precipitationType: upTo(u(b, 332, 3), 6),
    salinity: tenths(u(b, 335, 9), 500),
    ice: upTo(u(b, 344, 2), 1),
  };
}
