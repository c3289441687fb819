import type { DatasetClientPart } from '@havkart/datasets-core/client';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Button, Input, Label, Switch, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { unknownFilterError } from '../../datasets/filter-registry.js';
import {
  clearFilter,
  disableFilter,
  enableFilter,
  setFilterValue,
  type GenericFilter,
} from '../../datasets/filters.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';

type FilterPaneProps = {
  filters: readonly GenericFilter[];
  /** Saves a changed set of filters, as the generic controls do. */
  onChange: (filters: GenericFilter[]) => void;
};
type Part = DatasetClientPart<unknown>;

const loaded = new WeakMap<object, ComponentType<FilterPaneProps>>();

/** A dataset's own pane, loaded on first use and kept for the next opening. */
function lazyPane(load: NonNullable<Part['filterPanes']>[string]) {
  let pane = loaded.get(load);
  if (!pane) {
    // Client parts type their views by the slot's props; the pane's are the filters.
    pane = lazy(load as unknown as () => Promise<{ default: ComponentType<FilterPaneProps> }>);
    loaded.set(load, pane);
  }
  return pane;
}

/** The generic controls of spec 02 §3: a switch per boolean filter, a text per value filter. */
function GenericFilters(props: { datasetId: string; filters: readonly GenericFilter[] }) {
  const { t } = useTranslation();
  const services = useDatasetServices((state) => state.services);
  const save = (next: GenericFilter[]) => void services?.setFilters(props.datasetId, next);
  return (
    <ul className="filter-list">
      {props.filters.map((filter) => (
        <li key={filter.id} data-testid={`filter-${filter.id}`}>
          {filter.type === 'boolean' ? (
            <Switch
              className="switch"
              isSelected={filter.active}
              onChange={(on) =>
                save(
                  on
                    ? enableFilter(props.filters, filter.id)
                    : disableFilter(props.filters, filter.id),
                )
              }
            >
              <span className="switch-track" aria-hidden>
                <span className="switch-thumb" />
              </span>
              <span className="switch-text">{t(filter.displayName as never)}</span>
            </Switch>
          ) : (
            <div className="filter-value">
              <TextField
                value={filter.value === null ? '' : String(filter.value)}
                onChange={(value) => save(setFilterValue(props.filters, filter.id, value))}
              >
                <Label>{t(filter.displayName as never)}</Label>
                <Input />
              </TextField>
              <Button
                className="button-link"
                onPress={() => save(clearFilter(props.filters, filter.id))}
              >
                {t('datasetMenu.clearFilter')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A dataset's filter pane: its own component when a filter names one (loaded on demand; an
 * unknown name is the spec's unknown-dynamic-import error), else the generic controls.
 */
export function DatasetFilterPane(props: { datasetId: string; part: Part }) {
  const { t } = useTranslation();
  const services = useDatasetServices((state) => state.services);
  // Re-read the filters whenever the saved settings change.
  useDatasetSettings((state) => state.datasets[props.datasetId]?.filters);
  const filters = services?.filters(props.datasetId) ?? [];
  const name = props.part.filters?.find((filter) => filter.component)?.component;
  const outcome = useMemo(() => {
    if (!name) return { kind: 'generic' as const };
    const load = props.part.filterPanes?.[name];
    if (!load) {
      const error = unknownFilterError(name);
      console.error(error);
      return { kind: 'unknown' as const, message: error.message };
    }
    return { kind: 'pane' as const, Pane: lazyPane(load) };
  }, [name, props.part]);

  return (
    <section className="filter-pane" data-testid={`filter-pane-${props.datasetId}`}>
      {outcome.kind === 'unknown' && (
        <p role="alert" className="error">
          {outcome.message}
        </p>
      )}
      {outcome.kind === 'generic' && (
        <GenericFilters datasetId={props.datasetId} filters={filters} />
      )}
      {outcome.kind === 'pane' && (
        <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
          <outcome.Pane
            filters={filters}
            onChange={(next) => void services?.setFilters(props.datasetId, next)}
          />
        </Suspense>
      )}
      <Button
        className="button-link"
        onPress={() => void services?.reset(props.datasetId).catch(() => undefined)}
      >
        {t('datasetMenu.reset')}
      </Button>
    </section>
  );
}
