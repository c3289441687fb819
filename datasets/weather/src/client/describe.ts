// What the popup and details show of a station: its name, its symbol in words, and each
// reading in the user's units (R15.29), directions in whole degrees.
import {
  formatWeatherReading,
  WIND_CLASSES,
  type Language,
  type StationSymbol,
  type WeatherUnits,
} from '@havkart/domain';
import { symbolName, text } from './strings.js';

export interface DescribedStation {
  readonly title: string;
  readonly kind: string;
  readonly rows: readonly { readonly label: string; readonly value: string }[];
}

const SYMBOLS = new Set<string>(['buoy', 'wind', ...WIND_CLASSES]);

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function degrees(value: unknown): string | null {
  const n = num(value);
  return n === null ? null : `${Math.round(n)}°`;
}

/** The reading's time in the device's time, or in UTC with a "UTC" mark (R04.10). */
function time(value: unknown, language: Language, utc: boolean): string | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: utc ? 'UTC' : undefined,
  }).format(ms);
  return utc ? `${text} UTC` : text;
}

export function describeStation(
  p: Readonly<Record<string, unknown>>,
  language: Language,
  units: WeatherUnits,
  utc = false,
): DescribedStation {
  const symbol = typeof p['symbol'] === 'string' && SYMBOLS.has(p['symbol']) ? p['symbol'] : null;
  // Ahead of now the values are the forecast's at the station (R15.14), and say so.
  const forecast = p['forecast'] === true;
  const candidates: [string, string | null][] = [
    [
      text(language, 'field.wind'),
      formatWeatherReading('windSpeed', num(p['avgWindSpeed']), units.windSpeed, language),
    ],
    [text(language, 'field.windDirection'), degrees(p['windDirection'])],
    [
      text(language, 'field.waveHeight'),
      formatWeatherReading(
        'waveHeight',
        num(p['significantWaveHeight']),
        units.waveHeight,
        language,
      ),
    ],
    [text(language, 'field.waveDirection'), degrees(p['waveDirection'])],
    [
      text(language, forecast ? 'field.forecastTime' : 'field.time'),
      time(p['msgtime'], language, utc),
    ],
    [text(language, 'field.mmsi'), num(p['mmsi']) === null ? null : String(p['mmsi'])],
  ];
  return {
    title: typeof p['name'] === 'string' ? p['name'] : String(p['sourceId'] ?? ''),
    kind: `${symbol ? symbolName(language, symbol as StationSymbol) : text(language, 'noReading')}${
      forecast ? ` (${text(language, 'forecast')})` : ''
    }`,
    rows: candidates.flatMap(([label, value]) => (value === null ? [] : [{ label, value }])),
  };
}
