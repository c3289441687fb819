import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DatasetFeatureDetails } from '../../datasets/DatasetFeatureDetails.js';
import { datasetCatalogue } from '../../datasets/dataset-catalogue.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import NotAvailableYetView from './NotAvailableYetView.js';
import NotFoundView from './NotFoundView.js';

/**
 * Details of a dataset's feature (spec 01 §2, `/{datasetId}/{featureId}`). A first segment that
 * is not a dataset of this app is an unknown route name: the not-found view.
 */
export default function DatasetView() {
  const { t } = useTranslation();
  const { datasetId = '', featureId } = useParams();
  // The dataset's name from the catalogue, in the language it was loaded in; the id only
  // until the catalogue has arrived.
  const name = useDatasetServices((state) => state.services?.services.get(datasetId)?.dataset.name);
  if (!datasetCatalogue.has(datasetId)) return <NotFoundView />;
  return (
    <div className="prose" data-testid="dataset-details">
      <dl className="facts">
        <dt>{t('dataset.layer')}</dt>
        <dd>{name ?? datasetId}</dd>
        <dt>{t('dataset.feature')}</dt>
        <dd>{featureId ?? t('dataset.allFeatures')}</dd>
      </dl>
      <DatasetFeatureDetails
        datasetId={datasetId}
        featureId={featureId}
        fallback={<NotAvailableYetView />}
      />
    </div>
  );
}
