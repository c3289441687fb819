import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignedInViewButton } from '../../map/controls/SignedInViewButton.js';

/** "Zone alerts" at the map's top right, for signed-in users only (spec 01 §2, R01.21). */
export default function ZoneAlertsButton() {
  const { t } = useTranslation();
  return (
    <SignedInViewButton
      icon={BellRing}
      label={t('zoneAlerts.control')}
      to="/zonealerts"
      testId="control-zone-alerts"
    />
  );
}
