// Rules of a rock feature (spec 02 §3, §5): what its water-level effect means, and when it
// is drawn with the obstruction symbol. Pure, shared by the server (which marks each
// feature) and the web app (legend, views).

/** `water_level_effect` codes of spec 02 §3. */
export const WATER_LEVEL_EFFECTS = { 2: 'islet', 3: 'underwater', 4: 'rock', 5: 'awash' } as const;

export type WaterLevelEffectCode = keyof typeof WATER_LEVEL_EFFECTS;
export type WaterLevelEffect = (typeof WATER_LEVEL_EFFECTS)[WaterLevelEffectCode];

/** Chart object classes a rock comes from: land area or land elevation. */
export const ROCK_ACRONYMS = ['LNDARE', 'LNDELV'] as const;

/** Deepest sounding, metres, at which a rock is still an obstruction (spec 02 §5). */
export const OBSTRUCTION_MAX_SOUNDING_M = 10;

/** Highest elevation, metres, at which a rock is still an obstruction (spec 02 §5). */
export const OBSTRUCTION_MAX_ELEVATION_M = 3;

/** The meaning of a `water_level_effect` code; null for any other value. */
export function waterLevelEffect(code: unknown): WaterLevelEffect | null {
  const n = typeof code === 'string' ? Number(code) : code;
  return typeof n === 'number' && n in WATER_LEVEL_EFFECTS
    ? WATER_LEVEL_EFFECTS[n as WaterLevelEffectCode]
    : null;
}

/**
 * Whether a rock gets the obstruction symbol: only where its sounding is at most 10 m and its
 * elevation at most 3 m (spec 02 §5). A rock lacking either value is not marked, since the
 * rule names both.
 */
export function isObstruction(sounding: number | null, elevation: number | null): boolean {
  return (
    sounding !== null &&
    elevation !== null &&
    sounding <= OBSTRUCTION_MAX_SOUNDING_M &&
    elevation <= OBSTRUCTION_MAX_ELEVATION_M
  );
}
