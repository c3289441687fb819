// Weather readings in the user's units (R15.29, spec 01 §9): converted with the factors of
// `units/` and written with the unit's symbol in the interface language.
import { formatFixed } from '../format/number-format.js';
import type { Language } from '../i18n/languages.js';
import { convertReading, type UnitOf } from '../units/unit-settings.js';

/** The quantities weather layers show. */
export type WeatherQuantity = 'waveHeight' | 'windSpeed' | 'seaCurrent' | 'rain' | 'temperature';

/** The unit chosen for each weather quantity. */
export type WeatherUnits = { readonly [Q in WeatherQuantity]: UnitOf<Q> };

/** The defaults of spec 01 §9, for a view that has no settings to read. */
export const DEFAULT_WEATHER_UNITS: WeatherUnits = {
  waveHeight: 'm',
  windSpeed: 'm/s',
  seaCurrent: 'knots',
  rain: 'mm',
  temperature: 'celsius',
};

/** Unit symbols; Norwegian writes km/h as km/t and knots as knop. */
const SYMBOLS: Record<Language, Record<string, string>> = {
  'nb-NO': {
    m: 'm',
    ft: 'ft',
    'm/s': 'm/s',
    knots: 'knop',
    mph: 'mph',
    'km/h': 'km/t',
    beaufort: 'Beaufort',
    mm: 'mm',
    in: 'in',
    celsius: '°C',
    fahrenheit: '°F',
  },
  'en-US': {
    m: 'm',
    ft: 'ft',
    'm/s': 'm/s',
    knots: 'kn',
    mph: 'mph',
    'km/h': 'km/h',
    beaufort: 'Beaufort',
    mm: 'mm',
    in: 'in',
    celsius: '°C',
    fahrenheit: '°F',
  },
};

/** Decimals per unit: whole Beaufort forces, rain in inches to the hundredth. */
const DECIMALS: Record<string, number> = { beaufort: 0, in: 2, 'km/h': 0, mph: 0 };

/** The symbol of a unit in a language. */
export function weatherUnitSymbol(unit: string, language: Language): string {
  return SYMBOLS[language][unit] ?? unit;
}

/**
 * A reading in its SI source unit as text in the chosen unit, e.g. `12.3 kn` or `4 Beaufort`;
 * null for a missing or unusable reading.
 */
export function formatWeatherReading<Q extends WeatherQuantity>(
  quantity: Q,
  value: number | null | undefined,
  unit: UnitOf<Q>,
  language: Language,
): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const converted = convertReading(quantity, value, unit);
  if (!Number.isFinite(converted)) return null;
  const number = formatFixed(converted, language, DECIMALS[unit] ?? 1);
  return `${number} ${weatherUnitSymbol(unit, language)}`;
}
