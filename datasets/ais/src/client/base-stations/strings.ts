// The base-station layer's texts in both interface languages.
import type { Language } from '@havkart/domain';

export const BASE_STATION_STRINGS = {
  'nb-NO': {
    title: 'Basestasjon {{mmsi}}',
    'count.aisPositionMessageStatistics': 'Posisjonsmeldinger',
    'count.aisStaticDataMessageStatistics': 'Statiske meldinger',
    'count.atonMessageStatistics': 'Navigasjonshjelpemidler',
    'count.baseStationMessageStatistics': 'Egne basestasjonsmeldinger',
    legend: 'AIS-basestasjon, størrelse etter antall posisjonsmeldinger',
  },
  'en-US': {
    title: 'Base station {{mmsi}}',
    'count.aisPositionMessageStatistics': 'Position reports',
    'count.aisStaticDataMessageStatistics': 'Static data reports',
    'count.atonMessageStatistics': 'Aid-to-navigation reports',
    'count.baseStationMessageStatistics': 'Own base-station reports',
    legend: 'AIS base station, sized by its position reports',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type BaseStationStringKey = keyof (typeof BASE_STATION_STRINGS)['nb-NO'];

export function baseStationText(language: Language, key: BaseStationStringKey, mmsi?: unknown) {
  return BASE_STATION_STRINGS[language][key].replace('{{mmsi}}', String(mmsi ?? ''));
}
