import { Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DatasetService } from '../../datasets/dataset-service.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { chosenBaseMap } from './base-map-choice.js';

/**
 * The base maps as one choice: exactly one is drawn, so the map is never left grey. Choosing
 * one puts the other away (DatasetServices.setEnabled). Below the choice, how a site gets a
 * detailed shore at harbour zoom.
 */
export function BaseMapChoice({ services }: { services: readonly DatasetService[] }) {
  const { t } = useTranslation();
  const all = useDatasetServices((state) => state.services);
  const saved = useDatasetSettings((state) => state.datasets);
  const chosen = chosenBaseMap(
    services.map((service) => ({
      id: service.id,
      saved: saved[service.id]?.enabled,
      enabledByDefault: service.dataset.enabledByDefault,
    })),
  );
  return (
    <li className="dataset-row" data-testid="basemap-choice">
      <RadioGroup
        className="radio-group"
        aria-label={t('datasetMenu.baseMapChoice')}
        value={chosen ?? null}
        onChange={(id) => void all?.setEnabled(id, true).catch(() => undefined)}
      >
        {services.map((service) => (
          <Radio
            key={service.id}
            value={service.id}
            className="radio"
            data-testid={`toggle-${service.id}`}
          >
            {service.dataset.name}
          </Radio>
        ))}
      </RadioGroup>
      <p className="muted small basemap-detail-hint" data-testid="basemap-detail-hint">
        {t('datasetMenu.detailedBaseMap')}
      </p>
    </li>
  );
}
