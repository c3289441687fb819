import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetService } from '../../datasets/dataset-service.js';
import { flagsOf, useDatasetFlags } from '../../datasets/flags.store.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { legendEntries } from './legend-entries.js';
import './legend.css';

type LegendView = ComponentType<DatasetViewProps['legend']>;
type Load = NonNullable<DatasetService['part']['legend']>;
const views = new WeakMap<Load, LegendView>();

/** A client part's legend, loaded when first shown and kept for the next opening. */
function legendView(load: Load): LegendView {
  let view = views.get(load);
  if (!view) {
    // Client parts type each view by its slot's props; the legend's are these.
    view = lazy(load as unknown as () => Promise<{ default: LegendView }>);
    views.set(load, view);
  }
  return view;
}

function DatasetLegend({ service }: { service: DatasetService }) {
  const { t } = useTranslation();
  const { demoData, name } = service.dataset;
  const load = service.part.legend;
  const view = useMemo(() => ({ Legend: load ? legendView(load) : undefined }), [load]);
  const headingId = `legend-dataset-${service.id}`;
  return (
    <section
      className="legend-dataset"
      aria-labelledby={headingId}
      data-testid={`map-legend-${service.id}`}
    >
      <h4 id={headingId} className="legend-dataset-title">
        {name}
        {demoData && <span className="badge">{t('datasetMenu.demoData')}</span>}
      </h4>
      {view.Legend && (
        <Suspense fallback={<p className="muted small">{t('shell.loading')}</p>}>
          <view.Legend demoData={demoData} context={service.layerContext()} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The legends of the datasets on the map (spec 01 §2, spec 02 §2), each its dataset's own
 * legend view; the list follows datasets being turned on and off.
 */
export function DatasetLegends() {
  const { t } = useTranslation();
  const services = useDatasetServices((state) => state.services);
  const flags = useDatasetFlags((state) => state);
  const all = services ? [...services.services.values()] : [];
  const entries = legendEntries(all, (id) => flagsOf(flags, id).active);
  return (
    <section aria-labelledby="legend-datasets" data-testid="map-legend-datasets">
      <h3 id="legend-datasets" className="group-label">
        {t('legend.datasets')}
      </h3>
      {entries.length === 0 && <p className="muted small">{t('legend.noDatasets')}</p>}
      {entries.map((entry) => {
        const service = services?.services.get(entry.datasetId);
        return service ? <DatasetLegend key={entry.datasetId} service={service} /> : null;
      })}
    </section>
  );
}
