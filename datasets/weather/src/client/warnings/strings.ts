// The weather warnings' texts in both interface languages, merged under
// `datasets.weatherwarnings.` by the web app (filter labels) and read by the views.
import type { Language } from '@havkart/domain';

export const WARNING_STRINGS = {
  'nb-NO': {
    name: 'Farevarsler',
    'severity.Extreme': 'Ekstrem (rødt nivå)',
    'severity.Severe': 'Alvorlig (oransje nivå)',
    'severity.Moderate': 'Moderat (gult nivå)',
    'severity.other': 'Annet nivå',
    'domain.marine': 'Til sjøs',
    'domain.land': 'På land',
    'filter.marine': 'Farevarsler til sjøs',
    'filter.land': 'Farevarsler på land',
    'field.area': 'Område',
    'field.severity': 'Farenivå',
    'field.domain': 'Gjelder',
    'field.valid': 'Gyldig',
    'field.certainty': 'Sikkerhet',
    'field.description': 'Beskrivelse',
    'field.instruction': 'Råd',
    'field.consequences': 'Konsekvenser',
    'field.more': 'Mer om farevarsler',
    validFrom: 'fra {{time}}',
    validTo: 'til {{time}}',
    window: 'Viser varsler som gjelder på valgt tidspunkt eller innen 1½ time',
    demoData: 'Demodata: ikke ekte farevarsler',
    source: 'Kilde: Meteorologisk institutt (MetAlerts)',
  },
  'en-US': {
    name: 'Weather warnings',
    'severity.Extreme': 'Extreme (red level)',
    'severity.Severe': 'Severe (orange level)',
    'severity.Moderate': 'Moderate (yellow level)',
    'severity.other': 'Other level',
    'domain.marine': 'At sea',
    'domain.land': 'On land',
    'filter.marine': 'Marine warnings',
    'filter.land': 'Land warnings',
    'field.area': 'Area',
    'field.severity': 'Severity',
    'field.domain': 'Applies',
    'field.valid': 'Valid',
    'field.certainty': 'Certainty',
    'field.description': 'Description',
    'field.instruction': 'Advice',
    'field.consequences': 'Consequences',
    'field.more': 'More about weather warnings',
    validFrom: 'from {{time}}',
    validTo: 'until {{time}}',
    window: 'Shows warnings in force at the selected time or within 1½ hours',
    demoData: 'Demo data: not real weather warnings',
    source: 'Source: Norwegian Meteorological Institute (MetAlerts)',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type WarningStringKey = keyof (typeof WARNING_STRINGS)['nb-NO'];

export function warningString(
  language: Language,
  key: WarningStringKey,
  values: Record<string, string> = {},
): string {
  return WARNING_STRINGS[language][key].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  );
}
