// One vessel in a combined popup's list: its name (or "Unnamed vessel"), type and speed.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { useLiveVessel, usePopupDisplay } from './hooks.js';
import { vesselSummary } from './summary.js';
import './popup.css';

export default function VesselListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const { t } = useTranslation();
  const display = usePopupDisplay();
  const record = useLiveVessel(Number(feature.featureId));
  const shown = vesselSummary(feature.featureId, record ?? feature.properties, display);
  return (
    <span
      className="ais-list-item"
      data-testid="vessel-list-item"
      data-selected={selected || undefined}
    >
      <strong>{shown.name ?? t('datasets.ais.popup.unnamed')}</strong>
      <span className="ais-list-item-detail">
        {shown.shipType} · {shown.speedCourse.split(' · ')[0]}
      </span>
    </span>
  );
}
