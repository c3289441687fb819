import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { DatasetFeatureDetails } from '../../datasets/DatasetFeatureDetails.js';
import { datasetCatalogue } from '../../datasets/dataset-catalogue.js';
import { findFeature } from '../../datasets/feature-key.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetFlags } from '../../datasets/flags.store.js';
import { useDetailsTitle } from '../../shell/details-title.store.js';
import NotAvailableYetView from './NotAvailableYetView.js';
import NotFoundView from './NotFoundView.js';

/** Property names a dataset object's own name goes by, most usual first. */
const NAME_FIELDS = ['name', 'placename', 'navn', 'title'];

/** The object's own name from its properties, when it has one. */
export function objectName(properties: Readonly<Record<string, unknown>> | undefined) {
  for (const field of NAME_FIELDS) {
    const value = properties?.[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/**
 * Details of a dataset's feature (spec 01 §2, `/{datasetId}/{featureId}`), titled with the
 * object's name, its type (the dataset) under it; the dataset's name alone while the object
 * has none or is not found. A first segment that is not a dataset of this app is an unknown
 * route name: the not-found view.
 */
export default function DatasetView() {
  const { datasetId = '', featureId } = useParams();
  const { pathname } = useLocation();
  // The dataset's name from the catalogue, in the language it was loaded in; the id only
  // until the catalogue has arrived.
  const service = useDatasetServices((state) => state.services?.services.get(datasetId));
  // Data changes come with flag changes (activation ends with `active`).
  useDatasetFlags((state) => state.flags[datasetId]);
  const key = service?.dataset.featureKey;
  const feature = key && featureId ? findFeature(key, service.data, featureId) : undefined;
  const type = service?.dataset.name ?? datasetId;
  const name = objectName(feature?.properties ?? undefined);
  const setTitle = useDetailsTitle((state) => state.set);
  const clearTitle = useDetailsTitle((state) => state.clear);
  useEffect(() => {
    setTitle(pathname, name ?? type);
    return () => clearTitle(pathname);
  }, [pathname, name, type, setTitle, clearTitle]);
  if (!datasetCatalogue.has(datasetId)) return <NotFoundView />;
  return (
    <div className="prose" data-testid="dataset-details">
      {name && (
        <p className="muted" data-testid="dataset-object-type">
          {type}
        </p>
      )}
      <DatasetFeatureDetails
        datasetId={datasetId}
        featureId={featureId}
        fallback={<NotAvailableYetView />}
      />
    </div>
  );
}
