// The dataset's texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    name: 'Kystnavigasjonsvarsler',
    'series.coastal': 'Kystvarsel',
    'series.navarea': 'NAVAREA XIX-varsel',
    'field.number': 'Nummer',
    'field.area': 'Område',
    'field.issued': 'Utstedt',
    'field.updated': 'Oppdatert',
    'field.series': 'Serie',
    'field.eventId': 'Hendelses-id',
    'legend.area': 'Varselområde',
    'legend.line': 'Varsel langs en linje',
    'legend.point': 'Varsel i et punkt',
    'list.empty': 'Ingen navigasjonsvarsler i kraft.',
    'list.loading': 'Henter navigasjonsvarsler …',
    'list.count': '{{count}} varsler i kraft',
    'list.error': 'Navigasjonsvarslene kunne ikke hentes.',
    'list.open': 'Åpne varselet',
    untitled: 'Navigasjonsvarsel',
    noText: 'Varselet har ingen tekst.',
    demoData: 'Demodata: ikke ekte varsler, ikke til navigasjon',
  },
  'en-US': {
    name: 'Coastal navigational warnings',
    'series.coastal': 'Coastal warning',
    'series.navarea': 'NAVAREA XIX warning',
    'field.number': 'Number',
    'field.area': 'Area',
    'field.issued': 'Issued',
    'field.updated': 'Updated',
    'field.series': 'Series',
    'field.eventId': 'Event id',
    'legend.area': 'Warning area',
    'legend.line': 'Warning along a line',
    'legend.point': 'Warning at a point',
    'list.empty': 'No navigational warnings in force.',
    'list.loading': 'Fetching navigational warnings …',
    'list.count': '{{count}} warnings in force',
    'list.error': 'The navigational warnings could not be fetched.',
    'list.open': 'Open the warning',
    untitled: 'Navigational warning',
    noText: 'The warning has no text.',
    demoData: 'Demo data: not real warnings, not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey, values: Record<string, string> = {}) {
  return STRINGS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
