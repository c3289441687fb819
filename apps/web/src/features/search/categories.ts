// The search categories a user can leave out (spec 01 §9, setting `excludedSearchCategories`),
// and the source categories each names. An excluded category's sources are never asked.
import type { DatasetSearchSource } from '@havkart/datasets-core/client';
import type { EXCLUDABLE_SEARCH_CATEGORIES } from '../../settings/definitions.js';

export type SearchCategory = (typeof EXCLUDABLE_SEARCH_CATEGORIES)[number];

/** Setting value → the `category` of the sources it stands for (R18.11: `weather_stations`). */
export const SOURCE_CATEGORY: Readonly<Record<SearchCategory, string>> = {
  placeNames: 'placenames',
  vessels: 'vessels',
  weatherStations: 'weather_stations',
};

/** The setting's categories in the order the box lists them: by source priority. */
export const SEARCH_CATEGORIES: readonly SearchCategory[] = [
  'vessels',
  'weatherStations',
  'placeNames',
];

/** The setting value as a list of known categories; anything else counts as none (A93). */
export function excludedCategories(value: unknown): SearchCategory[] {
  if (!Array.isArray(value)) return [];
  return SEARCH_CATEGORIES.filter((category) => value.includes(category));
}

/** The setting category a source belongs to, if it is one a user can exclude. */
export function settingCategoryOf(source: Pick<DatasetSearchSource, 'category'>) {
  return SEARCH_CATEGORIES.find((category) => SOURCE_CATEGORY[category] === source.category);
}

/** The sources a search asks: every source whose category the user has not excluded. */
export function includedSources<S extends Pick<DatasetSearchSource, 'category'>>(
  sources: readonly S[],
  excluded: unknown,
): S[] {
  const out = new Set(excludedCategories(excluded).map((category) => SOURCE_CATEGORY[category]));
  return sources.filter((source) => !out.has(source.category));
}
