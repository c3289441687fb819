// The dataset's texts in both interface languages, merged under `datasets.weatherstations.`
// by the web app and read by the views.
import type { Language, StationSymbol } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    name: 'Værstasjoner',
    'symbol.buoy': 'Bølgebøye',
    'symbol.wind': 'Vind (uten full måling)',
    'symbol.calm': 'Stille',
    'symbol.light_air': 'Flau vind',
    'symbol.light_breeze': 'Svak vind',
    'symbol.gentle_breeze': 'Lett bris',
    'symbol.moderate_breeze': 'Laber bris',
    'symbol.fresh_breeze': 'Frisk bris',
    'symbol.strong_breeze': 'Liten kuling',
    'symbol.high_wind': 'Stiv kuling',
    'symbol.gale': 'Sterk kuling',
    'symbol.strong_gale': 'Liten storm',
    'symbol.storm': 'Full storm',
    'symbol.violent_storm': 'Sterk storm',
    'symbol.hurricane': 'Orkan',
    'field.wind': 'Vind',
    'field.windDirection': 'Vindretning (fra)',
    'field.waveHeight': 'Bølgehøyde',
    'field.waveDirection': 'Bølgeretning (fra)',
    'field.time': 'Observert',
    'field.forecastTime': 'Varsel for',
    forecast: 'varsel',
    'field.mmsi': 'MMSI',
    arrow: 'Pilen viser hvor vinden blåser',
    noReading: 'Ingen måling',
    demoData: 'Demodata',
  },
  'en-US': {
    name: 'Weather stations',
    'symbol.buoy': 'Wave buoy',
    'symbol.wind': 'Wind (partial reading)',
    'symbol.calm': 'Calm',
    'symbol.light_air': 'Light air',
    'symbol.light_breeze': 'Light breeze',
    'symbol.gentle_breeze': 'Gentle breeze',
    'symbol.moderate_breeze': 'Moderate breeze',
    'symbol.fresh_breeze': 'Fresh breeze',
    'symbol.strong_breeze': 'Strong breeze',
    'symbol.high_wind': 'High wind',
    'symbol.gale': 'Gale',
    'symbol.strong_gale': 'Strong gale',
    'symbol.storm': 'Storm',
    'symbol.violent_storm': 'Violent storm',
    'symbol.hurricane': 'Hurricane',
    'field.wind': 'Wind',
    'field.windDirection': 'Wind direction (from)',
    'field.waveHeight': 'Wave height',
    'field.waveDirection': 'Wave direction (from)',
    'field.time': 'Observed',
    'field.forecastTime': 'Forecast for',
    forecast: 'forecast',
    'field.mmsi': 'MMSI',
    arrow: 'The arrow shows where the wind blows',
    noReading: 'No reading',
    demoData: 'Demo data',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}

export function symbolName(language: Language, symbol: StationSymbol): string {
  return text(language, `symbol.${symbol}`);
}
