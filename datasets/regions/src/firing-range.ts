// The firing-range danger zone's colour rule (spec 02 §3, §9): `farge` Grønn is green, Gul
// yellow, any other value red; areas filled at opacity 0.2.

export type FiringRangeColour = 'green' | 'yellow' | 'red';

/** Fill opacity of danger-zone areas (spec 02 §9, R14.30). */
export const FIRING_RANGE_FILL_OPACITY = 0.2;

export function firingRangeColour(farge: unknown): FiringRangeColour {
  if (farge === 'Grønn') return 'green';
  if (farge === 'Gul') return 'yellow';
  return 'red';
}
