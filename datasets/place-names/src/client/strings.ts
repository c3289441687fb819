// Texts of the place-name views, in both interface languages.
import type { Language } from '@havkart/domain';

const NB: Record<string, string> = {
  demoData: 'Demodata',
  name: 'Navn',
  type: 'Type',
  id: 'Stedsnummer',
  terrengform: 'Terrengform',
  'legend.sea': 'Navn i sjø: hav, fjorder, sund, grunner og holmer',
  'legend.svalbard': 'Navn på Svalbard og Jan Mayen',
  'type.vikISjø': 'Vik i sjø',
  'type.holmeISjø': 'Holme i sjø',
  'type.øyISjø': 'Øy i sjø',
  'type.sundISjø': 'Sund i sjø',
  'type.skjærISjø': 'Skjær i sjø',
  'type.grunneISjø': 'Grunne i sjø',
  'type.bakkeISjø': 'Bakke i sjø',
  'type.klakkISjø': 'Klakk i sjø',
  'type.fjord': 'Fjord',
  'type.sjøstykke': 'Sjøstykke',
  'type.havområde': 'Havområde',
  'type.havdyp': 'Havdyp',
};

const EN: Record<string, string> = {
  demoData: 'Demo data',
  name: 'Name',
  type: 'Type',
  id: 'Place number',
  terrengform: 'Terrain form',
  'legend.sea': 'Names at sea: seas, fjords, sounds, shoals and islets',
  'legend.svalbard': 'Names of Svalbard and Jan Mayen',
  'type.vikISjø': 'Bay at sea',
  'type.holmeISjø': 'Islet at sea',
  'type.øyISjø': 'Island at sea',
  'type.sundISjø': 'Sound at sea',
  'type.skjærISjø': 'Skerry at sea',
  'type.grunneISjø': 'Shoal at sea',
  'type.bakkeISjø': 'Bank at sea',
  'type.klakkISjø': 'Knoll at sea',
  'type.fjord': 'Fjord',
  'type.sjøstykke': 'Stretch of sea',
  'type.havområde': 'Sea area',
  'type.havdyp': 'Deep',
};

export const STRINGS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'nb-NO': NB,
  'en-US': EN,
};

/** The text of `key`, or the key itself for a value outside the list (shown as is). */
export function text(language: Language, key: string): string {
  return STRINGS[language][key] ?? key.replace(/^type\./, '');
}
