import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignedInViewButton } from '../../map/controls/SignedInViewButton.js';

/** "Area activity" at the map's top right, for signed-in users only (spec 01 §2, R01.21). */
export default function AreaActivityButton() {
  const { t } = useTranslation();
  return (
    <SignedInViewButton
      icon={Activity}
      label={t('areaActivity.control')}
      to="/areaactivity"
      testId="control-area-activity"
    />
  );
}
