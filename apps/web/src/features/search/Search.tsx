import type { DatasetSearchResult } from '@havkart/datasets-core/client';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartup } from '../../app/startup/startup.store.js';
import { useNavigateWithView } from '../../map/position/index.js';
import { settingCategoryOf } from './categories.js';
import { searchNbNO } from './locale.js';
import type { RecentSearch } from './recent.js';
import { useRecentSearches } from './recent.store.js';
import { setPlaceTypeNames } from './sources.js';
import { showTargetDataset, targetView } from './target.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useSearch } from './use-search.js';
import './search.css';

type Option = RecentSearch;

const TEST_IDS: Readonly<Record<string, string>> = {
  placenames: 'place-search-result',
  vessels: 'vessel-search-result',
  weather_stations: 'weather-station-search-result',
};

/**
 * The search box at the map's top left (spec 01 §2, §5): vessels, weather stations and
 * places, headed by kind, as a keyboard combobox; focused and empty it lists the recent
 * searches. Choosing a result opens its route, the map moved through the position module.
 */
export default function Search() {
  const { t } = useTranslation();
  setPlaceTypeNames((type) =>
    type in searchNbNO.type ? t(`search.type.${type as keyof typeof searchNbNO.type}`) : type,
  );
  const openWithView = useNavigateWithView();
  const navigate = useNavigate();
  const placeSource = useStartup((state) => state.placeSearchSource);
  const recent = useRecentSearches((state) => state.recent);
  const remember = useRecentSearches((state) => state.remember);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [notice, setNotice] = useState<string | null>(null);
  const state = useSearch(query);
  const listId = useId();

  const showRecent = open && query.trim() === '' && recent.length > 0;
  const sections =
    state.kind === 'done'
      ? state.outcome.sections.map((section) => ({
          key: section.sourceId,
          heading: t(`search.category.${settingCategoryOf(section) ?? 'placeNames'}`),
          category: section.category,
          options: section.results.map((result) => asOption(section.sourceId, result)),
        }))
      : [];
  const groups = showRecent
    ? [{ key: 'recent', heading: t('search.recent'), category: 'recent', options: recent }]
    : sections;
  const options = groups.flatMap((group) => group.options);
  const expanded = open && (showRecent || state.kind !== 'idle');
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(option: Option) {
    remember(option);
    setQuery('');
    setOpen(false);
    setActive(-1);
    showTargetDataset(option.target.pathname, useDatasetServices.getState().services);
    const view = targetView(option.target);
    setNotice(view ? null : t('search.notInMap'));
    if (view) openWithView(option.target.pathname, view);
    else void navigate({ pathname: option.target.pathname, search: window.location.search });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  }

  // Each group's first option index in the flat list the keyboard moves through.
  const starts = groups.map((_, i) =>
    groups.slice(0, i).reduce((sum, group) => sum + group.options.length, 0),
  );
  return (
    <div className="place-search" role="search" data-testid="place-search">
      <input
        type="search"
        role="combobox"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          setNotice(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        aria-label={t('search.label')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        autoComplete="off"
      />
      {notice && (
        <p className="place-search-notice" role="status">
          {notice}
        </p>
      )}
      <div className="place-search-results" hidden={!expanded} aria-live="polite">
        {!showRecent && state.kind === 'searching' && (
          <p className="muted">{t('search.searching')}</p>
        )}
        {!showRecent && state.kind === 'failed' && <p role="alert">{t('search.failed')}</p>}
        {!showRecent && state.kind === 'done' && options.length === 0 && (
          <p className="muted">{t('search.none')}</p>
        )}
        <div role="listbox" id={listId} aria-label={t('search.label')}>
          {groups.map((group, g) => (
            <div role="group" key={group.key} aria-labelledby={`${listId}-${group.key}`}>
              <div className="group-label" id={`${listId}-${group.key}`} role="presentation">
                {group.heading}
              </div>
              {group.options.map((option, i) => {
                const mine = starts[g]! + i;
                return (
                  <div
                    key={option.uniqueId}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    className="place-search-option"
                    data-testid={showRecent ? 'recent-search' : TEST_IDS[group.category]}
                    // Before the input's blur closes the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    <strong>{option.label}</strong>
                    {option.detail && <span className="muted"> {option.detail}</span>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {!showRecent &&
          placeSource === 'geonames' &&
          sections.some((section) => section.category === 'placenames') && (
            <p className="muted small">{t('search.demoData')}</p>
          )}
        {!showRecent && state.kind === 'done' && state.outcome.failed.length > 0 && (
          <p className="muted small">{t('search.someFailed')}</p>
        )}
      </div>
    </div>
  );
}

function asOption(sourceId: string, result: DatasetSearchResult): Option {
  return {
    uniqueId: result.uniqueId,
    component: sourceId,
    label: result.label,
    ...(result.detail ? { detail: result.detail } : {}),
    target: result.target,
  };
}
