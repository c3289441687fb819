// Types of aids to navigation, typeOfAidsToNavigation 0–31 (ITU-R M.1371, message 21), with
// their names in both languages, the category of checklist A31 and the icon drawn for them.
import type { Language } from '@havkart/domain';

/** atonTypeCategory (spec 02 §3; the mapping is checklist A31). */
export type AtonTypeCategory = 'fixed' | 'floating' | 'cardinal' | 'lateral' | 'special' | 'other';

export const ATON_TYPE_CATEGORIES: readonly AtonTypeCategory[] = [
  'cardinal',
  'lateral',
  'special',
  'fixed',
  'floating',
  'other',
];

/** Icon kinds of the aids (see `aton-icons.ts`). */
export type AtonIconKind =
  | 'unspecified'
  | 'reference'
  | 'racon'
  | 'structure'
  | 'light'
  | 'cardinal_n'
  | 'cardinal_e'
  | 'cardinal_s'
  | 'cardinal_w'
  | 'port'
  | 'starboard'
  | 'preferred_port'
  | 'preferred_starboard'
  | 'isolated_danger'
  | 'safe_water'
  | 'special'
  | 'light_vessel';

export interface AtonType {
  readonly code: number;
  readonly name: Readonly<Record<Language, string>>;
  readonly category: AtonTypeCategory;
  readonly icon: AtonIconKind;
}

type Row = [en: string, nb: string, category: AtonTypeCategory, icon: AtonIconKind];

const ROWS: readonly Row[] = [
  ['Type not specified', 'Type ikke oppgitt', 'other', 'unspecified'],
  ['Reference point', 'Referansepunkt', 'other', 'reference'],
  ['RACON', 'RACON', 'other', 'racon'],
  ['Fixed structure off shore', 'Fast installasjon til havs', 'fixed', 'structure'],
  ['Spare', 'Reservert', 'other', 'unspecified'],
  ['Light, without sectors', 'Fyrlykt uten sektorer', 'fixed', 'light'],
  ['Light, with sectors', 'Fyrlykt med sektorer', 'fixed', 'light'],
  ['Leading light front', 'Ledefyr, nedre', 'fixed', 'light'],
  ['Leading light rear', 'Ledefyr, øvre', 'fixed', 'light'],
  ['Beacon, cardinal N', 'Kardinalbake nord', 'cardinal', 'cardinal_n'],
  ['Beacon, cardinal E', 'Kardinalbake øst', 'cardinal', 'cardinal_e'],
  ['Beacon, cardinal S', 'Kardinalbake sør', 'cardinal', 'cardinal_s'],
  ['Beacon, cardinal W', 'Kardinalbake vest', 'cardinal', 'cardinal_w'],
  ['Beacon, port hand', 'Lateralbake babord', 'lateral', 'port'],
  ['Beacon, starboard hand', 'Lateralbake styrbord', 'lateral', 'starboard'],
  ['Beacon, preferred channel port hand', 'Bake, hovedløp babord', 'lateral', 'preferred_port'],
  [
    'Beacon, preferred channel starboard hand',
    'Bake, hovedløp styrbord',
    'lateral',
    'preferred_starboard',
  ],
  ['Beacon, isolated danger', 'Bake, isolert fare', 'special', 'isolated_danger'],
  ['Beacon, safe water', 'Bake, senterledsmerke', 'special', 'safe_water'],
  ['Beacon, special mark', 'Bake, spesialmerke', 'special', 'special'],
  ['Cardinal mark N', 'Kardinalmerke nord', 'cardinal', 'cardinal_n'],
  ['Cardinal mark E', 'Kardinalmerke øst', 'cardinal', 'cardinal_e'],
  ['Cardinal mark S', 'Kardinalmerke sør', 'cardinal', 'cardinal_s'],
  ['Cardinal mark W', 'Kardinalmerke vest', 'cardinal', 'cardinal_w'],
  ['Port hand mark', 'Lateralmerke babord', 'lateral', 'port'],
  ['Starboard hand mark', 'Lateralmerke styrbord', 'lateral', 'starboard'],
  ['Preferred channel port hand', 'Hovedløp babord', 'lateral', 'preferred_port'],
  ['Preferred channel starboard hand', 'Hovedløp styrbord', 'lateral', 'preferred_starboard'],
  ['Isolated danger', 'Isolert fare', 'special', 'isolated_danger'],
  ['Safe water', 'Senterledsmerke', 'special', 'safe_water'],
  ['Special mark', 'Spesialmerke', 'special', 'special'],
  ['Light vessel / LANBY / rigs', 'Fyrskip / LANBY / rigger', 'floating', 'light_vessel'],
];

/** The 32 types, indexed by code. */
export const ATON_TYPES: readonly AtonType[] = ROWS.map(([en, nb, category, icon], code) => ({
  code,
  name: { 'en-US': en, 'nb-NO': nb },
  category,
  icon,
}));

/** Codes 20–31 are floating aids, 1–19 fixed ones (ITU-R M.1371). */
export function isFloatingAtonType(code: number): boolean {
  return code >= 20 && code <= 31;
}

/** The type of a code; null outside 0–31 or for none. */
export function atonType(code: number | null | undefined): AtonType | null {
  if (code == null || !Number.isInteger(code)) return null;
  return ATON_TYPES[code] ?? null;
}

/** atonTypeCategory of a code; `other` for an unknown code. */
export function atonTypeCategory(code: number | null | undefined): AtonTypeCategory {
  return atonType(code)?.category ?? 'other';
}

/** A type's name in a language, e.g. "Cardinal mark N"; null for an unknown code. */
export function atonTypeName(code: number | null | undefined, language: Language): string | null {
  return atonType(code)?.name[language] ?? null;
}
