// Icing bands of spec 02 §9 (R15.24–R15.26, A94) from an icing rate in cm/h.

export type IcingBand = 'none' | 'light' | 'moderate' | 'heavy';

/** Lower bound of light icing, cm/h; below it there is no icing and no colour (A94). */
export const ICING_LIGHT_FROM = 0.05;
/** Upper bound of light icing, cm/h, inclusive like every band maximum (A54's reading). */
export const ICING_LIGHT_TO = 0.5;
/** Upper bound of moderate icing, cm/h, inclusive: 1.34 is moderate, 1.35 heavy. */
export const ICING_MODERATE_TO = 1.34;

/** The band of an icing rate in cm/h; an unusable rate is no icing. */
export function icingBand(rateCmPerHour: number): IcingBand {
  if (!Number.isFinite(rateCmPerHour) || rateCmPerHour < ICING_LIGHT_FROM) return 'none';
  if (rateCmPerHour <= ICING_LIGHT_TO) return 'light';
  if (rateCmPerHour <= ICING_MODERATE_TO) return 'moderate';
  return 'heavy';
}
