// Wave-forecast rules shared by the tile cutter, the forecast API and the map style: the
// height bands the isobands are cut into (spec 02 §9: the colour scale spans 0–8 m) and
// which way a wave arrow points.

/** Width of one wave-height band, metres. */
export const WAVE_BAND_STEP_M = 0.5;

/** Top of the colour scale, metres; everything above falls in one open band. */
export const WAVE_BAND_TOP_M = 8;

/** A band of wave heights, `min` inclusive, `max` exclusive; `max` null for the open top band. */
export interface WaveBand {
  readonly min: number;
  readonly max: number | null;
}

/** 0–0.5, 0.5–1, … 7.5–8 and 8 and above: seventeen bands, lowest first. */
export const WAVE_BANDS: readonly WaveBand[] = [
  ...Array.from({ length: WAVE_BAND_TOP_M / WAVE_BAND_STEP_M }, (_, i) => ({
    min: i * WAVE_BAND_STEP_M,
    max: (i + 1) * WAVE_BAND_STEP_M,
  })),
  { min: WAVE_BAND_TOP_M, max: null },
];

/** Index into {@link WAVE_BANDS} of a height; negative or non-finite heights have none. */
export function waveBandIndex(heightM: number): number | null {
  if (!Number.isFinite(heightM) || heightM < 0) return null;
  return Math.min(Math.floor(heightM / WAVE_BAND_STEP_M), WAVE_BANDS.length - 1);
}

/**
 * The bearing a wave arrow points, degrees clockwise from north: forecasts give the
 * direction waves come from, the arrow shows where they go.
 */
export function waveArrowBearing(fromDirectionDeg: number): number {
  const bearing = (fromDirectionDeg + 180) % 360;
  return bearing < 0 ? bearing + 360 : bearing;
}
