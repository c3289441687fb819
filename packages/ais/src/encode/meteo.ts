import { rawDegrees, rawInt, rawLatitude, rawLongitude, rawUint } from './fields.js';
import { writeHeader } from './blocks.js';
import type { BitWriter } from './sixbit.js';
import type { BinaryBroadcastInput } from './types.js';
import type { MeteoHydroData } from '../types.js';

/** Application identifier of IMO SN.1/Circ.289 meteorological and hydrographic data. */
export const METEO_DAC = 1;
export const METEO_FI = 31;

/**
 * Salinity in 0.1 ‰: 0–50.1, with 510 "not available". 501 is a value (50.1 ‰), not the
 * sentinel, so sending 501 for a missing reading would decode as a real 50.1 ‰.
 */
const SALINITY_MAX = 501;
const SALINITY_NOT_AVAILABLE = 510;

/** Speeds and heights in tenths: 0–25.0, 25.1 meaning "more", 255 not available. */
const tenths8 = (value: number | null | undefined): number => rawUint(value, 251, 255, 10);

/** The 304 application bits of DAC 1 FI 31 (a 360-bit message with the 56-bit header). */
export function writeMeteoHydro(w: BitWriter, d: Partial<MeteoHydroData>): void {
  const visibility = rawUint(d.horizontalVisibility, 126, 127, 10);
  w.int(rawLongitude(d.longitude, 60_000), 25)
    .int(rawLatitude(d.latitude, 60_000), 24)
    .bool(d.positionAccuracy)
    .uint(rawUint(d.utcDay, 31, 0), 5)
    .uint(rawUint(d.utcHour, 23, 24), 5)
    .uint(rawUint(d.utcMinute, 59, 60), 6)
    .uint(rawUint(d.windSpeed, 126, 127), 7)
    .uint(rawUint(d.windGust, 126, 127), 7)
    .uint(rawDegrees(d.windDirection, 360), 9)
    .uint(rawDegrees(d.windGustDirection, 360), 9)
    .int(rawInt(d.airTemperature, -600, 600, -1024, 10), 11)
    .uint(rawUint(d.relativeHumidity, 100, 101), 7)
    .int(rawInt(d.dewPoint, -200, 500, 501, 10), 10)
    .uint(rawUint(d.airPressure, 402, 511, 1, -799), 9)
    .uint(rawUint(d.airPressureTendency, 2, 3), 2)
    .uint((d.visibilityGreaterThan && visibility !== 127 ? 128 : 0) | visibility, 8)
    .uint(rawUint(d.waterLevel, 4000, 4001, 100, 10), 12)
    .uint(rawUint(d.waterLevelTrend, 2, 3), 2)
    .uint(tenths8(d.surfaceCurrentSpeed), 8)
    .uint(rawDegrees(d.surfaceCurrentDirection, 360), 9)
    .uint(tenths8(d.currentSpeed2), 8)
    .uint(rawDegrees(d.currentDirection2, 360), 9)
    .uint(rawUint(d.currentDepth2, 30, 31), 5)
    .uint(tenths8(d.currentSpeed3), 8)
    .uint(rawDegrees(d.currentDirection3, 360), 9)
    .uint(rawUint(d.currentDepth3, 30, 31), 5)
    .uint(tenths8(d.waveHeight), 8)
    .uint(rawUint(d.wavePeriod, 60, 63), 6)
    .uint(rawDegrees(d.waveDirection, 360), 9)
    .uint(tenths8(d.swellHeight), 8)
    .uint(rawUint(d.swellPeriod, 60, 63), 6)
    .uint(rawDegrees(d.swellDirection, 360), 9)
    .uint(rawUint(d.seaState, 12, 13), 4)
    .int(rawInt(d.waterTemperature, -100, 500, 501, 10), 10)
    .uint(rawUint(d.precipitationType, 6, 7), 3)
    .uint(rawUint(d.salinity, SALINITY_MAX, SALINITY_NOT_AVAILABLE, 10), 9)
    .uint(rawUint(d.ice, 1, 3), 2)
    .uint(0, 10);
}

/** Writes `bitLength` bits of a hex string, most significant bit first. */
function writeHexBits(w: BitWriter, hex: string, bitLength: number): void {
  let remaining = bitLength;
  for (let i = 0; remaining > 0; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2) || '0', 16) || 0;
    const take = Math.min(8, remaining);
    w.uint(byte >>> (8 - take), take);
    remaining -= take;
  }
}

/** Type 8: header, spare, DAC, FI, then met/hydro data or the raw application bits. */
export function writeBinaryBroadcast(w: BitWriter, m: BinaryBroadcastInput): void {
  const dac = m.dac ?? METEO_DAC;
  const fi = m.fi ?? METEO_FI;
  writeHeader(w, 8, m.mmsi, m.repeatIndicator);
  w.uint(0, 2).uint(dac, 10).uint(fi, 6);
  if (m.meteo && dac === METEO_DAC && fi === METEO_FI) writeMeteoHydro(w, m.meteo);
  else writeHexBits(w, m.data ?? '', m.dataBitLength ?? (m.data ?? '').length * 4);
}
