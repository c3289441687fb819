import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/sign-in.js';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { IconButton } from '../../ui/IconButton.js';

/** "Area activity" at the map's top right, for signed-in users only (spec 01 §2, R01.21). */
export default function AreaActivityButton() {
  const { t } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const go = useShellNavigate();
  if (!signedIn) return null;
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={Activity}
        label={t('areaActivity.control')}
        onPress={() => go('/areaactivity')}
        testId="control-area-activity"
      />
    </div>
  );
}
