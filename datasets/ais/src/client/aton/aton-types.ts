// Types of aids to navigation, typeOfAidsToNavigation 0–31 (ITU-R M.1371, message 21), with
// their names in both languages, the category of checklist A31 and the icon drawn for them.
// The category rule lives in @havkart/domain, shared with the server that sends it.
import { atonTypeCategory, type AtonTypeCategory, type Language } from '@havkart/domain';

export { ATON_TYPE_CATEGORIES, atonTypeCategory, type AtonTypeCategory } from '@havkart/domain';

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

type Row = [en: string, nb: string, icon: AtonIconKind];

const ROWS: readonly Row[] = [
  ['Type not specified', 'Type ikke oppgitt', 'unspecified'],
  ['Reference point', 'Referansepunkt', 'reference'],
  ['RACON', 'RACON', 'racon'],
  ['Fixed structure off shore', 'Fast installasjon til havs', 'structure'],
  ['Spare', 'Reservert', 'unspecified'],
  ['Light, without sectors', 'Fyrlykt uten sektorer', 'light'],
  ['Light, with sectors', 'Fyrlykt med sektorer', 'light'],
  ['Leading light front', 'Ledefyr, nedre', 'light'],
  ['Leading light rear', 'Ledefyr, øvre', 'light'],
  ['Beacon, cardinal N', 'Kardinalbake nord', 'cardinal_n'],
  ['Beacon, cardinal E', 'Kardinalbake øst', 'cardinal_e'],
  ['Beacon, cardinal S', 'Kardinalbake sør', 'cardinal_s'],
  ['Beacon, cardinal W', 'Kardinalbake vest', 'cardinal_w'],
  ['Beacon, port hand', 'Lateralbake babord', 'port'],
  ['Beacon, starboard hand', 'Lateralbake styrbord', 'starboard'],
  ['Beacon, preferred channel port hand', 'Bake, hovedløp babord', 'preferred_port'],
  ['Beacon, preferred channel starboard hand', 'Bake, hovedløp styrbord', 'preferred_starboard'],
  ['Beacon, isolated danger', 'Bake, isolert fare', 'isolated_danger'],
  ['Beacon, safe water', 'Bake, senterledsmerke', 'safe_water'],
  ['Beacon, special mark', 'Bake, spesialmerke', 'special'],
  ['Cardinal mark N', 'Kardinalmerke nord', 'cardinal_n'],
  ['Cardinal mark E', 'Kardinalmerke øst', 'cardinal_e'],
  ['Cardinal mark S', 'Kardinalmerke sør', 'cardinal_s'],
  ['Cardinal mark W', 'Kardinalmerke vest', 'cardinal_w'],
  ['Port hand mark', 'Lateralmerke babord', 'port'],
  ['Starboard hand mark', 'Lateralmerke styrbord', 'starboard'],
  ['Preferred channel port hand', 'Hovedløp babord', 'preferred_port'],
  ['Preferred channel starboard hand', 'Hovedløp styrbord', 'preferred_starboard'],
  ['Isolated danger', 'Isolert fare', 'isolated_danger'],
  ['Safe water', 'Senterledsmerke', 'safe_water'],
  ['Special mark', 'Spesialmerke', 'special'],
  ['Light vessel / LANBY / rigs', 'Fyrskip / LANBY / rigger', 'light_vessel'],
];

/** The 32 types, indexed by code. */
export const ATON_TYPES: readonly AtonType[] = ROWS.map(([en, nb, icon], code) => ({
  code,
  name: { 'en-US': en, 'nb-NO': nb },
  category: atonTypeCategory(code),
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

/** A type's name in a language, e.g. "Cardinal mark N"; null for an unknown code. */
export function atonTypeName(code: number | null | undefined, language: Language): string | null {
  return atonType(code)?.name[language] ?? null;
}
