import { beaufortFromMps } from './beaufort.js';
import {
  celsiusToFahrenheit,
  knotsToKmh,
  metresToFathoms,
  metresToFeet,
  mmToInches,
  mpsToKmh,
  mpsToKnots,
  mpsToMph,
} from './conversions.js';

/**
 * The unit settings of spec 01 §9: for each quantity the unit it is shown in by default and
 * the units the user may pick, default first.
 */
export const UNIT_SETTINGS = {
  depth: { defaultUnit: 'm', units: ['m', 'fathom'] },
  temperature: { defaultUnit: 'celsius', units: ['celsius', 'fahrenheit'] },
  vesselSpeed: { defaultUnit: 'knots', units: ['knots', 'km/h'] },
  waveHeight: { defaultUnit: 'm', units: ['m', 'ft'] },
  windSpeed: { defaultUnit: 'm/s', units: ['m/s', 'knots', 'mph', 'km/h', 'beaufort'] },
  seaCurrent: { defaultUnit: 'knots', units: ['m/s', 'knots'] },
  rain: { defaultUnit: 'mm', units: ['mm', 'in'] },
} as const;

export type UnitQuantity = keyof typeof UNIT_SETTINGS;

/** The units a quantity can be shown in. */
export type UnitOf<Q extends UnitQuantity> = (typeof UNIT_SETTINGS)[Q]['units'][number];

/**
 * The unit each quantity's readings arrive in: SI, except vessel speed over ground, which AIS
 * reports in knots.
 */
export const SOURCE_UNITS = {
  depth: 'm',
  temperature: 'celsius',
  vesselSpeed: 'knots',
  waveHeight: 'm',
  windSpeed: 'm/s',
  seaCurrent: 'm/s',
  rain: 'mm',
} as const satisfies { [Q in UnitQuantity]: UnitOf<Q> };

type Converters = { [Q in UnitQuantity]: Record<UnitOf<Q>, (value: number) => number> };

const identity = (value: number): number => value;

const CONVERTERS: Converters = {
  depth: { m: identity, fathom: metresToFathoms },
  temperature: { celsius: identity, fahrenheit: celsiusToFahrenheit },
  vesselSpeed: { knots: identity, 'km/h': knotsToKmh },
  waveHeight: { m: identity, ft: metresToFeet },
  windSpeed: {
    'm/s': identity,
    knots: mpsToKnots,
    mph: mpsToMph,
    'km/h': mpsToKmh,
    // Beaufort is a scale, not a factor; an unusable reading stays not-a-number.
    beaufort: (mps) => beaufortFromMps(mps) ?? Number.NaN,
  },
  seaCurrent: { 'm/s': identity, knots: mpsToKnots },
  rain: { mm: identity, in: mmToInches },
};

/** A reading in its source unit (see {@link SOURCE_UNITS}) converted to the chosen unit. */
export function convertReading<Q extends UnitQuantity>(
  quantity: Q,
  value: number,
  unit: UnitOf<Q>,
): number {
  const converters = CONVERTERS[quantity] as Record<string, (value: number) => number>;
  const convert = converters[unit];
  if (!convert) throw new RangeError(`Unknown ${quantity} unit: ${String(unit)}`);
  return convert(value);
}

/** True when `unit` is one the quantity offers, e.g. for a stored setting read back. */
export function isUnitOf<Q extends UnitQuantity>(quantity: Q, unit: unknown): unit is UnitOf<Q> {
  return (UNIT_SETTINGS[quantity].units as readonly unknown[]).includes(unit);
}
