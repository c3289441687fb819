// Texts of the vessel filter pane in both interface languages. Ship-type categories and
// navigational statuses come from `@havkart/domain` (vessel-texts), countries from the
// browser's `Intl.DisplayNames`.
import type { Language } from '@havkart/domain';

export const FILTER_STRINGS = {
  'nb-NO': {
    'filter.title': 'Filtrer fartøy',
    'filter.countryIds': 'Land',
    'filter.hideOldAis': 'Skjul gamle AIS-posisjoner',
    'filter.maxAge': 'Eldste posisjon som vises',
    'filter.mmsis': 'MMSI-nummer',
    'filter.mmsisHelp': 'Skill numrene med komma eller mellomrom',
    'filter.mmsisInvalid': 'Ugyldig MMSI: {{value}} (1–9 sifre)',
    'filter.mmsisTooMany': 'Høyst 1000 MMSI-nummer',
    'filter.navigationalStatus': 'Navigasjonsstatus',
    'filter.officialMmsiFilters': 'MMSI-kategori',
    'filter.shipTypeCategories': 'Skipstype',
    'filter.showFavoritesOnly': 'Vis bare favoritter',
    'filter.shown': '{{shown}} av {{total}} fartøy vises',
    'filter.clear': 'Fjern valg',
    'filter.noCountry': 'Uten land',
    'mmsiCategory.official': 'Offisiell',
    'mmsiCategory.other': 'Annen',
    'mmsiCategory.unofficial': 'Uoffisiell',
    'shipType.all_other': 'Alle andre',
  },
  'en-US': {
    'filter.title': 'Filter vessels',
    'filter.countryIds': 'Country',
    'filter.hideOldAis': 'Hide old AIS positions',
    'filter.maxAge': 'Oldest position shown',
    'filter.mmsis': 'MMSI numbers',
    'filter.mmsisHelp': 'Separate the numbers with commas or spaces',
    'filter.mmsisInvalid': 'Invalid MMSI: {{value}} (1–9 digits)',
    'filter.mmsisTooMany': 'At most 1000 MMSI numbers',
    'filter.navigationalStatus': 'Navigational status',
    'filter.officialMmsiFilters': 'MMSI category',
    'filter.shipTypeCategories': 'Ship type',
    'filter.showFavoritesOnly': 'Show favourites only',
    'filter.shown': '{{shown}} of {{total}} vessels shown',
    'filter.clear': 'Clear',
    'filter.noCountry': 'No country',
    'mmsiCategory.official': 'Official',
    'mmsiCategory.other': 'Other',
    'mmsiCategory.unofficial': 'Unofficial',
    'shipType.all_other': 'All others',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type FilterStringKey = keyof (typeof FILTER_STRINGS)['nb-NO'];

/** A text with `{{name}}` placeholders filled in. */
export function filterText(
  language: Language,
  key: FilterStringKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return FILTER_STRINGS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
