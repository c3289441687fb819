import { Ship } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignedInViewButton } from '../../map/controls/SignedInViewButton.js';

/** "Fleets" at the map's top right, for signed-in users only (spec 01 §2, R01.21). */
export default function FleetsButton() {
  const { t } = useTranslation();
  return (
    <SignedInViewButton
      icon={Ship}
      label={t('fleets.control')}
      to="/fleets"
      testId="control-fleets"
    />
  );
}
