// What the map gets of a speed-limit area: the spec's fields, and its class and full-year
// flag decided once here by the rules rather than again in style expressions.
import { isFullYear, speedClass } from '../speed-limits.js';

export interface SpeedLimitInput {
  readonly speed: number | null;
  readonly validperiodfrom: string | null;
  readonly validperiodto: string | null;
  readonly name: string | null;
}

export function speedLimitProperties(area: SpeedLimitInput): Record<string, unknown> {
  return {
    speed: area.speed,
    validperiodfrom: area.validperiodfrom,
    validperiodto: area.validperiodto,
    name: area.name,
    speedclass: speedClass(area.speed),
    fullyear: isFullYear(area.validperiodfrom, area.validperiodto),
  };
}
