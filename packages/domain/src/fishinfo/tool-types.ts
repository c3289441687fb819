/**
 * Fishing-tool types (spec 02 §3, checklist A78): the filter names and the BarentsWatch
 * `toolTypeCode` strings behind them. Codes BarentsWatch documents are used as they are;
 * the cable, mooring and seismic codes are the ones its reporting schema lists. Any other
 * code, and a missing one, is `unknown`, so new upstream codes never vanish from the map.
 */
export const TOOL_TYPES = [
  'nets',
  'longline',
  'crabpot',
  'danishPurseSeine',
  'generic',
  'mooringSystem',
  'seismicSurveys',
  'sensorBuoy',
  'sensorCable',
  'plannedCableLaying',
  'unprotectedCable',
  'unknown',
] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

/** toolTypeCode → filter name. */
export const TOOL_TYPE_BY_CODE: Readonly<Record<string, ToolType>> = {
  NETS: 'nets',
  LONGLINE: 'longline',
  CRABPOT: 'crabpot',
  DANPURSEINE: 'danishPurseSeine',
  GENERIC: 'generic',
  MOORING: 'mooringSystem',
  SEISMIC: 'seismicSurveys',
  SENSORBUOY: 'sensorBuoy',
  SENSORCABLE: 'sensorCable',
  PLANNEDCABLELAYING: 'plannedCableLaying',
  CABLE: 'unprotectedCable',
  UNDEFINED: 'unknown',
};

/** The codes a report may carry: every known one (UNDEFINED included, as upstream allows). */
export const TOOL_TYPE_CODES: readonly string[] = Object.keys(TOOL_TYPE_BY_CODE);

/** The filter name of a code; unknown and missing codes are `unknown` (R24.25). */
export function toolTypeOf(code: string | null | undefined): ToolType {
  if (!code) return 'unknown';
  return TOOL_TYPE_BY_CODE[code.trim().toUpperCase()] ?? 'unknown';
}

export function isToolTypeCode(code: string): boolean {
  return Object.hasOwn(TOOL_TYPE_BY_CODE, code);
}

/**
 * Net length for the details (R24.26): metres, rounded to whole metres; null when the
 * record has none or an unusable one.
 */
export function netLengthMetres(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  return Math.round(n);
}
