import type { CatalogueGroup } from '@havkart/datasets-core';
import { ChevronDown, ChevronRight, Loader2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Button, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DatasetService } from '../../datasets/dataset-service.js';
import { flagsOf, useDatasetFlags } from '../../datasets/flags.store.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { DatasetDownloadAction } from '../../features/downloads/DatasetDownloadAction.js';
import { LivePausedNote } from '../../offline/LivePausedNote.js';
import { BaseMapChoice } from './BaseMapChoice.js';
import { DatasetFilterPane } from './DatasetFilterPane.js';
import { useCatalogueNames } from './catalogue-names.js';
import './dataset-groups.css';

type LegendProps = { demoData: boolean; context: ReturnType<DatasetService['layerContext']> };
const legends = new WeakMap<object, ComponentType<LegendProps>>();

/** A client part's legend, loaded on first use and kept for the next render. */
function legendComponent(load: NonNullable<DatasetService['part']['legend']>) {
  let Legend = legends.get(load);
  if (!Legend) {
    // A client part's views take the props of their slot; the legend's are these.
    Legend = lazy(load as unknown as () => Promise<{ default: ComponentType<LegendProps> }>);
    legends.set(load, Legend);
  }
  return Legend;
}

function DatasetLegend({ service }: { service: DatasetService }) {
  const { t } = useTranslation();
  const load = service.part.legend;
  const view = useMemo(() => ({ Legend: load ? legendComponent(load) : undefined }), [load]);
  const { demoData } = service.dataset;
  if (!view.Legend && !demoData) return null;
  return (
    <div className="dataset-legend" data-testid={`legend-${service.id}`}>
      {demoData && <span className="badge">{t('datasetMenu.demoData')}</span>}
      {view.Legend && (
        <Suspense fallback={null}>
          <view.Legend demoData={demoData} context={service.layerContext()} />
        </Suspense>
      )}
    </div>
  );
}

function DatasetRow({ service }: { service: DatasetService }) {
  const { t } = useTranslation();
  const services = useDatasetServices((state) => state.services);
  const flags = useDatasetFlags((state) => flagsOf(state, service.id));
  const saved = useDatasetSettings((state) => state.datasets[service.id]?.enabled);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const enabled = saved ?? service.dataset.enabledByDefault;
  const hasFilters = (service.part.filters?.length ?? 0) > 0;
  const names = useCatalogueNames();
  const name = names?.datasets.get(service.id) ?? service.dataset.name;
  return (
    <li className="dataset-row" data-testid={`dataset-${service.id}`}>
      <div className="dataset-row-head">
        <Switch
          className="switch"
          isSelected={enabled}
          isDisabled={flags.disabled}
          onChange={(on) => void services?.setEnabled(service.id, on).catch(() => undefined)}
          data-testid={`toggle-${service.id}`}
        >
          <span className="switch-track" aria-hidden>
            <span className="switch-thumb" />
          </span>
          <span className="switch-text">{name}</span>
        </Switch>
        {flags.updating && (
          <Loader2
            className="spin"
            size={16}
            role="status"
            aria-label={t('datasetMenu.updating')}
          />
        )}
        {hasFilters && (
          <Button
            className="button-link"
            aria-expanded={filtersOpen}
            onPress={() => setFiltersOpen((open) => !open)}
            data-testid={`filters-${service.id}`}
          >
            {t('datasetMenu.filters')}
          </Button>
        )}
        <DatasetDownloadAction service={service} name={name} />
      </div>
      {enabled && service.part.live && <LivePausedNote />}
      {enabled && <DatasetLegend service={service} />}
      {filtersOpen && <DatasetFilterPane datasetId={service.id} part={service.part} />}
    </li>
  );
}

function DatasetGroup(props: { group: CatalogueGroup; services: DatasetService[] }) {
  const { group } = props;
  const saved = useDatasetSettings((state) => state.groups[group.id]?.collapsed);
  const setCollapsed = useDatasetSettings((state) => state.setGroupCollapsed);
  const collapsed = saved ?? group.collapsedDefault;
  const Chevron = collapsed ? ChevronRight : ChevronDown;
  const names = useCatalogueNames();
  return (
    <section className="dataset-group" data-testid={`group-${group.id}`}>
      <h3 className="dataset-group-title">
        <Button
          className="button-plain"
          aria-expanded={!collapsed}
          onPress={() => setCollapsed(group.id, !collapsed)}
        >
          <Chevron size={16} aria-hidden />
          {names?.groups.get(group.id) ?? group.name}
        </Button>
      </h3>
      {!collapsed && (
        <ul className="dataset-list">
          {/* Base maps are one choice, never none: a radio group, not a switch each. */}
          {props.services.every((service) => service.dataset.baseMap) ? (
            <BaseMapChoice services={props.services} />
          ) : (
            props.services.map((service) => <DatasetRow key={service.id} service={service} />)
          )}
        </ul>
      )}
    </section>
  );
}

/** The menu's dataset groups (spec 01 §2–§3): toggles, legends and filter panes per dataset. */
export function DatasetGroups() {
  const { t } = useTranslation();
  const services = useDatasetServices((state) => state.services);
  if (!services) return <p className="muted">{t('shell.loading')}</p>;
  const drawable = [...services.services.values()];
  return (
    <nav aria-label={t('datasetMenu.title')} data-testid="dataset-groups">
      {services.catalogue.groups.map((group) => {
        const members = drawable.filter((service) => service.dataset.group === group.id);
        return members.length > 0 ? (
          <DatasetGroup key={group.id} group={group} services={members} />
        ) : null;
      })}
    </nav>
  );
}
