// Weather-station rules of spec 02 §3–§5 and §9: which symbol a station gets, where its wind
// arrow points, from which zoom names show, and which stations are drawn at all.

/**
 * Wind classes by their inclusive maximum speed in m/s (R15.10, A54); above the last
 * maximum the class is `hurricane`.
 */
export const WIND_CLASS_MAXIMA = [
  ['calm', 0.3],
  ['light_air', 1.6],
  ['light_breeze', 3.4],
  ['gentle_breeze', 5.5],
  ['moderate_breeze', 8],
  ['fresh_breeze', 10.8],
  ['strong_breeze', 13.9],
  ['high_wind', 17.2],
  ['gale', 20.8],
  ['strong_gale', 24.5],
  ['storm', 28.5],
  ['violent_storm', 32.7],
] as const;

export type WindClass = (typeof WIND_CLASS_MAXIMA)[number][0] | 'hurricane';

/** Every wind class, lightest first, for legends. */
export const WIND_CLASSES: readonly WindClass[] = [
  ...WIND_CLASS_MAXIMA.map(([name]) => name),
  'hurricane',
];

/** The symbol a station is drawn with: a buoy, plain wind, or a wind class. */
export type StationSymbol = 'buoy' | 'wind' | WindClass;

/** Weather-station names are drawn from this zoom (R15.16). */
export const WEATHER_NAME_MIN_ZOOM = 9;

/** The wind class of a speed in m/s; maxima inclusive (0.3 calm, 0.31 light air). */
export function windClass(speedMps: number): WindClass {
  for (const [name, maximum] of WIND_CLASS_MAXIMA) if (speedMps <= maximum) return name;
  return 'hurricane';
}

/** What a station reports; null (or absent) where a reading is missing. */
export interface StationObservations {
  readonly windSpeed?: number | null;
  readonly windDirection?: number | null;
  readonly waveHeight?: number | null;
  readonly waveDirection?: number | null;
}

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The symbol of a station (R15.07–R15.09 as A53 settles them): no wind speed and no wind
 * direction but a wave height and direction is a buoy; exactly one of wind speed and wind
 * direction missing is plain wind; both present gives the class of the speed. Null when the
 * station has nothing to draw (neither wind nor a full wave reading).
 */
export function stationSymbol(o: StationObservations): StationSymbol | null {
  const speed = present(o.windSpeed);
  const direction = present(o.windDirection);
  if (speed && direction) return windClass(o.windSpeed as number);
  if (speed || direction) return 'wind';
  return present(o.waveHeight) && present(o.waveDirection) ? 'buoy' : null;
}

/**
 * Rotation of a wind arrow, degrees clockwise from north: wind is reported as where it
 * comes from, the arrow shows where it goes (R15.12: 270 → 90).
 */
export function windArrowRotation(windFromDegrees: number): number {
  return (((windFromDegrees + 180) % 360) + 360) % 360;
}

/** Whether a station has any reading at all. */
export function hasObservations(o: StationObservations): boolean {
  return [o.windSpeed, o.windDirection, o.waveHeight, o.waveDirection].some(present);
}

/** A station as the rule of R15.15 sees it: a geometry of any kind and its readings. */
export interface StationCandidate {
  readonly geometry: { readonly type: string; readonly coordinates?: unknown } | null;
  readonly observations: StationObservations | null;
}

/** Whether a coordinate pair is a usable longitude and latitude. */
function isLonLat(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 2) return false;
  const [lon, lat] = value as unknown[];
  return (
    typeof lon === 'number' &&
    typeof lat === 'number' &&
    Math.abs(lon) <= 180 &&
    Math.abs(lat) <= 90
  );
}

/** Stations without a Point geometry or without observations are skipped (R15.15). */
export function isDrawableStation(station: StationCandidate): boolean {
  const g = station.geometry;
  if (!g || g.type !== 'Point' || !isLonLat(g.coordinates)) return false;
  return station.observations !== null && hasObservations(station.observations);
}
