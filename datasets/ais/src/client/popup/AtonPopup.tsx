// An aid to navigation's popup: name, type in words, MMSI and when it was last received.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { useLiveAid, usePopupDisplay } from './hooks.js';
import { atonSummary } from './summary.js';
import './popup.css';

export default function AtonPopup({ feature }: DatasetViewProps['popup']) {
  const { t } = useTranslation();
  const display = usePopupDisplay();
  const record = useLiveAid(Number(feature.featureId));
  const shown = atonSummary(feature.featureId, record ?? feature.properties, display);
  const key = (name: string) => t(`datasets.aton.${name}`);
  return (
    <div className="ais-popup" data-testid="aton-popup" data-mmsi={feature.featureId}>
      <p className="ais-popup-name">{shown.name ?? key('unnamed')}</p>
      <dl className="ais-popup-facts">
        <dt>{key('popup.type')}</dt>
        <dd data-testid="aton-popup-type">{shown.type ?? key('unknownType')}</dd>
        <dt>{key('popup.mmsi')}</dt>
        <dd>{shown.mmsi}</dd>
        <dt>{key('popup.lastReceived')}</dt>
        <dd>{shown.lastReceived}</dd>
      </dl>
    </div>
  );
}
