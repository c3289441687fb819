// The zone form's filters (spec 02 §3 vessel filters, R21.01): the flag states, MMSI
// categories and ship types a zone takes. Empty lists take every vessel, as on the server.
import {
  MID_COUNTRIES,
  MMSI_CATEGORIES,
  SHIP_TYPE_CATEGORIES,
  shipTypeCategoryText,
  type Language,
  type MmsiCategory,
  type ShipTypeCategory,
  type Zone,
} from '@havkart/domain';

export type ZoneFilters = Pick<Zone, 'countryCodes' | 'mmsiCategories' | 'shipTypes'>;

export const NO_FILTERS: ZoneFilters = { countryCodes: [], mmsiCategories: [], shipTypes: [] };

/** A country's name in the interface language; the code where the browser knows no name. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Every flag state an MMSI can name (the MID table's countries), by name in the language:
 * the only codes a vessel's country can be, so a zone never filters on one no vessel has.
 */
export function countryOptions(language: Language): { code: string; name: string }[] {
  const codes = [...new Set(MID_COUNTRIES.values())];
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export const MMSI_CATEGORY_OPTIONS: readonly MmsiCategory[] = MMSI_CATEGORIES;
export const SHIP_TYPE_OPTIONS: readonly ShipTypeCategory[] = SHIP_TYPE_CATEGORIES;

/** The list with the value added, or taken out when it was there, in the options' order. */
export function toggled<T extends string>(list: readonly T[], value: T, order: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return order.filter((v) => next.includes(v));
}

/** Codes added to a country list once, kept in the order chosen. */
export function withCountry(list: readonly string[], code: string): string[] {
  return code === '' || list.includes(code) ? [...list] : [...list, code];
}

/**
 * A zone's filters in words for its card: country names, MMSI-category and ship-type texts,
 * joined with a middle dot; null when the zone takes every vessel.
 */
export function filterSummary(
  filters: ZoneFilters,
  language: Language,
  mmsiCategoryText: (category: MmsiCategory) => string,
): string | null {
  const parts = [
    ...filters.countryCodes.map((code) => countryName(code, language)),
    ...filters.mmsiCategories.map(mmsiCategoryText),
    ...filters.shipTypes.map((type) => shipTypeCategoryText(type, language)),
  ];
  return parts.length > 0 ? parts.join(' · ') : null;
}
