import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSetting, useSettings } from '../../settings/settings.store.js';
import { useViewport } from '../../shell/viewport.store.js';
import { isIOS, recommendFullScreen } from './recommendation.js';
import './full-screen.css';

const SETTING = 'mobileLandscapeFullScreen';

function subscribeFullScreen(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const onIOS = isIOS(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);

/** The snackbar recommending full screen on a phone held sideways (spec 01 §2). */
export function FullScreenSnackbar({ embedded }: { embedded: boolean }) {
  const { t } = useTranslation();
  const viewportClass = useViewport((state) => state.viewportClass);
  const recommendationOn = useSetting<boolean>(SETTING);
  const setSetting = useSettings((state) => state.set);
  const fullScreen = useSyncExternalStore(
    subscribeFullScreen,
    () => document.fullscreenElement !== null,
  );
  if (!recommendFullScreen({ viewportClass, embedded, fullScreen, iOS: onIOS, recommendationOn })) {
    return null;
  }
  const enterFullScreen = () => {
    // A refusal (no user gesture, or a browser without the API) leaves the page as it was.
    document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return (
    <div className="snackbar" role="status" data-testid="fullscreen-snackbar">
      <span className="snackbar-text">{t('fullScreen.recommendation')}</span>
      <Button className="snackbar-action" onPress={enterFullScreen} data-testid="fullscreen-action">
        {t('fullScreen.action')}
      </Button>
      <Button
        className="icon-button"
        aria-label={t('fullScreen.dismiss')}
        onPress={() => setSetting(SETTING, false)}
        data-testid="fullscreen-dismiss"
      >
        <X size={18} aria-hidden />
      </Button>
    </div>
  );
}
