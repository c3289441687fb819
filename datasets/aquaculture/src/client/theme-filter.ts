// The theme as a filter of the dataset's own pane (a radio choice: disease or lice), so a
// user switches it in the menu; the layers read it from the active-filter body, else from
// the dataset's saved option `theme`. Pure, so the pane and its test share it.
import type { DatasetFilterDefinition, PaneFilter } from '@havkart/datasets-core/client';
import type { SiteTheme } from './layers.js';

export const THEME_PANE = 'AquacultureThemePane';
export const THEME_FILTER_KEY = 'theme';

export const themeFilters: readonly DatasetFilterDefinition[] = [
  {
    id: 'theme',
    kind: 'static',
    queryKey: THEME_FILTER_KEY,
    defaultValue: 'disease',
    labelKey: 'datasets.aquaculture.filter.theme',
    component: THEME_PANE,
  },
];

export type { PaneFilter } from '@havkart/datasets-core/client';

/** The filters with the theme chosen; the default (disease) turns the filter off. */
export function chooseTheme<F extends PaneFilter>(filters: readonly F[], theme: SiteTheme): F[] {
  return filters.map((f) =>
    f.id === 'theme' ? { ...f, active: theme !== 'disease', value: theme } : f,
  );
}

/** The theme the pane shows as chosen. */
export function chosenTheme(filters: readonly PaneFilter[]): SiteTheme {
  const filter = filters.find((f) => f.id === 'theme');
  return filter?.active && filter.value === 'lice' ? 'lice' : 'disease';
}
