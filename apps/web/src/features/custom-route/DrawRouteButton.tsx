import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/sign-in.js';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { IconButton } from '../../ui/IconButton.js';

/**
 * "Draw route" at the map's top right, for signed-in users only (spec 01 §2, R01.21); a route
 * link still opens the custom route for anyone.
 */
export default function DrawRouteButton() {
  const { t } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const go = useShellNavigate();
  if (!signedIn) return null;
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={Route}
        label={t('customRoute.drawRoute')}
        onPress={() => go('/customroute')}
        testId="control-draw-route"
      />
    </div>
  );
}
