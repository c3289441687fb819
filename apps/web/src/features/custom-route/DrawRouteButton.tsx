import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignedInViewButton } from '../../map/controls/SignedInViewButton.js';

/**
 * "Draw route" at the map's top right, for signed-in users only (spec 01 §2, R01.21); a route
 * link still opens the custom route for anyone.
 */
export default function DrawRouteButton() {
  const { t } = useTranslation();
  return (
    <SignedInViewButton
      icon={Route}
      label={t('customRoute.drawRoute')}
      to="/customroute"
      testId="control-draw-route"
    />
  );
}
