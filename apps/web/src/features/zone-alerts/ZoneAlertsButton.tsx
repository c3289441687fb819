import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/sign-in.js';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { IconButton } from '../../ui/IconButton.js';

/** "Zone alerts" at the map's top right, for signed-in users only (spec 01 §2, R01.21). */
export default function ZoneAlertsButton() {
  const { t } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const go = useShellNavigate();
  if (!signedIn) return null;
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={BellRing}
        label={t('zoneAlerts.control')}
        onPress={() => go('/zonealerts')}
        testId="control-zone-alerts"
      />
    </div>
  );
}
