// The datasets' texts in both interface languages.
import type { Language } from '@havkart/domain';
import { formatDayMonth, parseDayMonth } from '../speed-limits.js';

export const STRINGS = {
  'nb-NO': {
    name: 'Fartsgrenser',
    'field.speed': 'Fartsgrense',
    'field.period': 'Gjelder',
    'field.id': 'Id',
    fullYear: 'Hele året',
    knots: 'knop',
    'legend.red': 'Til og med 5 knop',
    'legend.blue': 'Til og med 10 knop',
    'legend.green': 'Til og med 30 knop',
    'legend.grey': 'Over 30 knop',
    'legend.temporary': 'Skravert: gjelder deler av året',
    unnamed: 'Fartsgrenseområde',
    demoData: 'Demodata: ikke til navigasjon',
  },
  'en-US': {
    name: 'Speed limits',
    'field.speed': 'Speed limit',
    'field.period': 'Applies',
    'field.id': 'Id',
    fullYear: 'All year',
    knots: 'knots',
    'legend.red': 'Up to 5 knots',
    'legend.blue': 'Up to 10 knots',
    'legend.green': 'Up to 30 knots',
    'legend.grey': 'Above 30 knots',
    'legend.temporary': 'Hatched: applies part of the year',
    unnamed: 'Speed-limit area',
    demoData: 'Demo data: not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey): string {
  return STRINGS[language][key];
}

type Props = Readonly<Record<string, unknown>>;

export function areaName(language: Language, p: Props): string {
  return typeof p['name'] === 'string' ? p['name'] : text(language, 'unnamed');
}

/** The limit in knots in words, or '–' when the area carries none. */
export function speedText(language: Language, p: Props): string {
  return typeof p['speed'] === 'number' ? `${p['speed']} ${text(language, 'knots')}` : '–';
}

/** When the limit applies: all year, or `dd.mm–dd.mm` as the upstream gives it. */
export function periodText(language: Language, p: Props): string {
  if (p['fullyear'] === true) return text(language, 'fullYear');
  const from = parseDayMonth(p['validperiodfrom']);
  const to = parseDayMonth(p['validperiodto']);
  return `${from ? formatDayMonth(from) : '–'}–${to ? formatDayMonth(to) : '–'}`;
}
