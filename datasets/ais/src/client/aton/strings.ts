// Texts of the aid views in both interface languages; type names are in `aton-types.ts`.
import type { Language } from '@havkart/domain';

export const ATON_STRINGS = {
  'nb-NO': {
    'filter.atonTypeIds': 'Type navigasjonshjelpemiddel',
    'filter.clear': 'Fjern valg',
    'field.mmsi': 'MMSI',
    'field.type': 'Type',
    'field.category': 'Kategori',
    'field.position': 'Posisjon',
    'field.msgtime': 'Sist mottatt',
    'category.fixed': 'Faste',
    'category.floating': 'Flytende',
    'category.cardinal': 'Kardinalmerker',
    'category.lateral': 'Lateralmerker',
    'category.special': 'Spesialmerker og andre merker',
    'category.other': 'Andre',
    unnamed: 'Uten navn',
    unknownType: 'Ukjent type',
    title: 'Navigasjonshjelpemiddel',
    notLoaded: 'Navigasjonshjelpemiddelet er ikke i kartet (ennå)',
  },
  'en-US': {
    'filter.atonTypeIds': 'Type of aid to navigation',
    'filter.clear': 'Clear',
    'field.mmsi': 'MMSI',
    'field.type': 'Type',
    'field.category': 'Category',
    'field.position': 'Position',
    'field.msgtime': 'Last received',
    'category.fixed': 'Fixed',
    'category.floating': 'Floating',
    'category.cardinal': 'Cardinal marks',
    'category.lateral': 'Lateral marks',
    'category.special': 'Special and other marks',
    'category.other': 'Other',
    unnamed: 'Unnamed',
    unknownType: 'Unknown type',
    title: 'Aid to navigation',
    notLoaded: 'The aid to navigation is not in the map (yet)',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type AtonStringKey = keyof (typeof ATON_STRINGS)['nb-NO'];

export function atonText(language: Language, key: AtonStringKey): string {
  return ATON_STRINGS[language][key];
}
