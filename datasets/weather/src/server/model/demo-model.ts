// The demo forecast: a deterministic model of position, time and model run, so the map,
// the forecast page and the tests show plausible weather without any upstream. Two storms
// cross the region from west to east in 66 hours each, half a crossing apart; waves follow
// the wind and a westerly swell; sheltered water (fjords, skerries) stays calmer in
// proportion to the open water around it; land has no waves and no current.
import type { Conditions } from './conditions.js';
import type { SeaMask } from './sea-mask.js';

const HOUR_MS = 3_600_000;
/** A storm takes this long to cross from the North Sea to the Barents Sea. */
const CROSSING_HOURS = 66;
/** Radius of the strongest wind around a storm's centre, km. */
const STORM_RADIUS_KM = 420;
const KM_PER_DEG = 111.2;
const DEG = Math.PI / 180;
/** Semi-diurnal lunar tide period, hours. */
const TIDE_HOURS = 12.42;

/** A number in [0, 1) from an integer, the same on every machine. */
function unitHash(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

export interface Storm {
  lat: number;
  lon: number;
  /** Strongest wind, m/s. */
  peak: number;
}

/**
 * The storms at a time. Their tracks depend on which crossing they are on; a run's forecast
 * drifts from the track more the further ahead it looks, as a later run corrects it.
 */
export function stormsAt(timeMs: number, runMs: number): Storm[] {
  const hours = timeMs / HOUR_MS;
  const leadHours = Math.max(0, (timeMs - runMs) / HOUR_MS);
  const runDrift = (unitHash(Math.floor(runMs / HOUR_MS)) - 0.5) * 0.03 * leadHours;
  const storms: Storm[] = [];
  for (const offset of [0, CROSSING_HOURS / 2]) {
    const t = (hours + offset) / CROSSING_HOURS;
    const crossing = Math.floor(t);
    const phase = t - crossing;
    const track = unitHash(crossing * 2 + (offset > 0 ? 1 : 0));
    storms.push({
      lon: -10 + 54 * phase,
      lat: 57.5 + 6 * track + 9 * phase + runDrift,
      // Deepening over the sea, filling in towards the end: no jump between crossings.
      peak: (14 + 14 * unitHash(crossing * 7 + 3)) * Math.sin(Math.PI * phase) ** 0.7,
    });
  }
  return storms;
}

/** Wind and the storms' combined weight at a place, as vector components (m/s, to E and N). */
function windAt(lat: number, lon: number, timeMs: number, storms: readonly Storm[]) {
  const hours = timeMs / HOUR_MS;
  // A south-westerly background that slowly veers and freshens.
  let u = 4 + 2.5 * Math.sin(hours / 17 + lon / 9);
  let v = 3 + 2 * Math.cos(hours / 23 + lat / 6);
  let stormWeight = 0;
  for (const storm of storms) {
    const dx = (lon - storm.lon) * KM_PER_DEG * Math.cos(lat * DEG);
    const dy = (lat - storm.lat) * KM_PER_DEG;
    const r = Math.hypot(dx, dy) / STORM_RADIUS_KM;
    if (r > 4) continue;
    const speed = storm.peak * r * Math.exp(0.5 * (1 - r * r));
    const dist = Math.max(Math.hypot(dx, dy), 1);
    // Counter-clockwise round a northern-hemisphere low, turned a little inwards.
    u += (speed * (-dy - 0.3 * dx)) / dist;
    v += (speed * (dx - 0.3 * dy)) / dist;
    stormWeight += Math.exp(-r * r) * (storm.peak / 28);
  }
  return { u, v, stormWeight };
}

/** Meteorological direction (where the flow comes from) of a vector going to (u, v). */
function fromDirection(u: number, v: number): number {
  return (Math.atan2(-u, -v) / DEG + 360) % 360;
}

/** Direction a vector (u, v) goes to. */
function toDirection(u: number, v: number): number {
  return (Math.atan2(u, v) / DEG + 360) % 360;
}

/** How much of the open-sea state reaches a place with this share of open water around it. */
export function shelterFactor(seaShare: number): number {
  const open = Math.min(1, Math.max(0, (seaShare - 0.15) / 0.7));
  return 0.12 + 0.88 * open ** 0.8;
}

/**
 * The sea state where nothing shelters it: wave height and direction from the wind sea and
 * a westerly swell.
 */
function openSeaWaves(lat: number, lon: number, timeMs: number, storms: readonly Storm[]) {
  const { u, v } = windAt(lat, lon, timeMs, storms);
  const wind = Math.hypot(u, v);
  const windSea = Math.min(12, 0.02 * wind * wind);
  const hours = timeMs / HOUR_MS;
  // Swell rolls in from the Atlantic: highest off the open west coast, little in the east.
  const swell = Math.max(0, (1.1 + 0.5 * Math.sin(hours / 31 + lat / 4)) * (1 - (lon - 4) / 40));
  const height = Math.hypot(windSea, swell);
  const windFrom = fromDirection(u, v) * DEG;
  const swellFrom = 255 * DEG;
  const from =
    (Math.atan2(
      windSea * Math.sin(windFrom) + swell * Math.sin(swellFrom),
      windSea * Math.cos(windFrom) + swell * Math.cos(swellFrom),
    ) /
      DEG +
      360) %
    360;
  return { height, from };
}

/**
 * Waves as the sea mask's shelter lets them in, without deciding whether the place itself
 * is land: grid nodes near the coast keep a value, so sampling between them stays smooth.
 */
export function demoWaves(lat: number, lon: number, timeMs: number, runMs: number, mask: SeaMask) {
  return demoWaveField(timeMs, runMs, mask)(lat, lon);
}

/** {@link demoWaves} for many places at one time: the storms are placed once. */
export function demoWaveField(timeMs: number, runMs: number, mask: SeaMask) {
  const storms = stormsAt(timeMs, runMs);
  return (lat: number, lon: number) => {
    const open = openSeaWaves(lat, lon, timeMs, storms);
    const height = open.height * shelterFactor(mask.seaShare(lat, lon));
    return { height, from: open.from, period: 3 + 3.2 * Math.sqrt(height) };
  };
}

/** Air temperature 2 m up, °C: colder north and in winter, a daily swing, storms bring mild air. */
function airTemperatureAt(lat: number, timeMs: number, stormWeight: number): number {
  const hours = timeMs / HOUR_MS;
  const dayOfYear = (timeMs / 86_400_000) % 365.25;
  return (
    9.5 -
    0.45 * (lat - 57) -
    5 * Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365.25) +
    1.2 * Math.sin((2 * Math.PI * (hours - 9)) / 24) +
    2 * stormWeight
  );
}

/**
 * Sea surface temperature, °C: colder north, lagging the air's seasons by some six weeks
 * with half its swing, never below sea water's freezing point.
 */
export function demoSeaTemperature(lat: number, timeMs: number): number {
  const dayOfYear = (timeMs / 86_400_000) % 365.25;
  const temperature =
    10.5 - 0.42 * (lat - 57) - 3 * Math.cos((2 * Math.PI * (dayOfYear - 60)) / 365.25);
  return Math.max(-1.7, temperature);
}

/** Wind speed (m/s) and air and sea temperature (°C) at many places at one time. */
export function demoIcingInputField(timeMs: number, runMs: number) {
  const storms = stormsAt(timeMs, runMs);
  return (lat: number, lon: number) => {
    const { u, v, stormWeight } = windAt(lat, lon, timeMs, storms);
    return {
      windSpeed: Math.hypot(u, v),
      airTemperature: airTemperatureAt(lat, timeMs, stormWeight),
      seaTemperature: demoSeaTemperature(lat, timeMs),
    };
  };
}

/** Everything the forecast shows, at a place and time, as the run starting at `runMs` has it. */
export function demoConditions(
  lat: number,
  lon: number,
  timeMs: number,
  runMs: number,
  mask: SeaMask,
): Conditions {
  const storms = stormsAt(timeMs, runMs);
  const { u, v, stormWeight } = windAt(lat, lon, timeMs, storms);
  const windSpeed = Math.hypot(u, v);
  const hours = timeMs / HOUR_MS;
  const gustiness = 1.25 + 0.15 * Math.sin(hours / 5 + lon);
  const airTemperature = airTemperatureAt(lat, timeMs, stormWeight);
  const precipitation = Math.max(
    0,
    5 * stormWeight * (0.8 + 0.4 * Math.sin(lon * 1.3 + hours / 4)) - 0.4,
  );
  const common = {
    windSpeed,
    windGust: windSpeed * gustiness,
    windFromDirection: fromDirection(u, v),
    precipitation,
    airTemperature,
  };
  if (!mask.isSea(lat, lon)) {
    return {
      ...common,
      waveHeight: 0,
      waveFromDirection: 0,
      wavePeriod: 0,
      currentSpeed: 0,
      currentToDirection: 0,
    };
  }
  const shelter = shelterFactor(mask.seaShare(lat, lon));
  const waves = demoWaveField(timeMs, runMs, mask)(lat, lon);
  // Tide along the coast (north-east, then south-west) plus a wind drift to the right of the
  // wind, as the Coriolis force turns it.
  const tide = 0.35 * Math.cos((2 * Math.PI * hours) / TIDE_HOURS + lon / 3 + lat / 5);
  const driftTo = toDirection(u, v) * DEG + 30 * DEG;
  const drift = 0.015 * windSpeed;
  const cu = tide * Math.sin(35 * DEG) + drift * Math.sin(driftTo);
  const cv = tide * Math.cos(35 * DEG) + drift * Math.cos(driftTo);
  return {
    ...common,
    waveHeight: waves.height,
    waveFromDirection: waves.from,
    wavePeriod: waves.period,
    currentSpeed: Math.hypot(cu, cv) * (0.6 + 0.4 * shelter),
    currentToDirection: toDirection(cu, cv),
  };
}
