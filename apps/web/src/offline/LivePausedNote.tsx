import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../network/network.store.js';
import './live-paused.css';

/**
 * Said under a live dataset in the menu while the app is offline (spec 01 §4): its streams and
 * polls are paused, and what the map shows of it is as old as the last answer.
 */
export function LivePausedNote() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <p className="live-paused" data-testid="live-paused">
      <WifiOff aria-hidden size={14} />
      {t('offlineMaps.livePaused')}
    </p>
  );
}
