// The dataset's texts in both interface languages.
import type { Language } from '@havkart/domain';

export const STRINGS = {
  'nb-NO': {
    name: 'Dybde',
    'unit.meters': 'meter',
    'unit.fathoms': 'favner',
    'legend.curve': 'Dybdekurve',
    'legend.number': 'Dybdetall',
    'legend.unit': 'Dybder i {{unit}}',
    'legend.deeper': 'over {{depth}}',
    demoData: 'Demodata: oppdiktede dybder langs ekte kyst, ikke til navigasjon',
  },
  'en-US': {
    name: 'Depth',
    'unit.meters': 'metres',
    'unit.fathoms': 'fathoms',
    'legend.curve': 'Depth curve',
    'legend.number': 'Depth number',
    'legend.unit': 'Depths in {{unit}}',
    'legend.deeper': 'over {{depth}}',
    demoData: 'Demo data: made-up depths along the real coast, not for navigation',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['nb-NO'];

export function text(language: Language, key: StringKey, values: Record<string, string> = {}) {
  return STRINGS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
