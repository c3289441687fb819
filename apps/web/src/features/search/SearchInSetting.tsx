import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings/settings.store.js';
import { excludedCategories, SEARCH_CATEGORIES } from './categories.js';

/**
 * "Search in": one switch per search category (spec 01 §9, `excludedSearchCategories`); all
 * on by default (A93). A category switched off is never asked.
 */
export function SearchInSetting() {
  const { t } = useTranslation();
  const value = useSettings((state) => state.values.excludedSearchCategories);
  const set = useSettings((state) => state.set);
  const excluded = excludedCategories(value);
  return (
    <section aria-labelledby="settings-search-in" className="settings-group">
      <h3 id="settings-search-in" className="group-label">
        {t('search.searchIn')}
      </h3>
      {SEARCH_CATEGORIES.map((category) => (
        <Switch
          key={category}
          className="switch"
          isSelected={!excluded.includes(category)}
          onChange={(included) =>
            set(
              'excludedSearchCategories',
              included ? excluded.filter((c) => c !== category) : [...excluded, category],
            )
          }
          data-testid={`setting-search-in-${category}`}
        >
          <span className="switch-track" aria-hidden>
            <span className="switch-thumb" />
          </span>
          <span className="switch-text">{t(`search.category.${category}`)}</span>
        </Switch>
      ))}
    </section>
  );
}
