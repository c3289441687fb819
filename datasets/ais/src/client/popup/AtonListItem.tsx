// One aid to navigation in a combined popup's list: its name and type.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { useLiveAid, usePopupDisplay } from './hooks.js';
import { atonSummary } from './summary.js';
import './popup.css';

export default function AtonListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const { t } = useTranslation();
  const display = usePopupDisplay();
  const record = useLiveAid(Number(feature.featureId));
  const shown = atonSummary(feature.featureId, record ?? feature.properties, display);
  return (
    <span
      className="ais-list-item"
      data-testid="aton-list-item"
      data-selected={selected || undefined}
    >
      <strong>{shown.name ?? t('datasets.aton.unnamed')}</strong>
      <span className="ais-list-item-detail">{shown.type ?? t('datasets.aton.unknownType')}</span>
    </span>
  );
}
