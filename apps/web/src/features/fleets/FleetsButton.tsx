import { Ship } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/sign-in.js';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { IconButton } from '../../ui/IconButton.js';

/** "Fleets" at the map's top right, for signed-in users only (spec 01 §2, R01.21). */
export default function FleetsButton() {
  const { t } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const go = useShellNavigate();
  if (!signedIn) return null;
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={Ship}
        label={t('fleets.control')}
        onPress={() => go('/fleets')}
        testId="control-fleets"
      />
    </div>
  );
}
