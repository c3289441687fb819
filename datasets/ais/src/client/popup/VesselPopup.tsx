// A vessel's popup on the map (spec 01 §3): name, MMSI, ship type, speed and course in the
// user's unit and when it was last seen, kept current while it shows. The popup host adds
// the "Show details" link to `/ais/{mmsi}`.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useTranslation } from 'react-i18next';
import { useLiveVessel, usePopupDisplay } from './hooks.js';
import { vesselSummary } from './summary.js';
import './popup.css';

export default function VesselPopup({ feature }: DatasetViewProps['popup']) {
  const { t } = useTranslation();
  const display = usePopupDisplay();
  const record = useLiveVessel(Number(feature.featureId));
  const shown = vesselSummary(feature.featureId, record ?? feature.properties, display);
  const key = (name: string) => t(`datasets.ais.popup.${name}`);
  return (
    <div className="ais-popup" data-testid="vessel-popup" data-mmsi={feature.featureId}>
      <p className="ais-popup-name" data-testid="vessel-popup-name">
        {shown.name ?? key('unnamed')}
      </p>
      <dl className="ais-popup-facts">
        <dt>{key('mmsi')}</dt>
        <dd data-testid="vessel-popup-mmsi">{shown.mmsi}</dd>
        <dt>{key('shipType')}</dt>
        <dd data-testid="vessel-popup-shiptype">{shown.shipType}</dd>
        <dt>{key('speedCourse')}</dt>
        <dd data-testid="vessel-popup-speed">{shown.speedCourse}</dd>
        <dt>{key('lastSeen')}</dt>
        <dd data-testid="vessel-popup-lastseen">{shown.lastSeen}</dd>
      </dl>
    </div>
  );
}
