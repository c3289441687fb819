import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOfflineWorker } from './offline-worker.store.js';
import { hasUnsentInput } from './unsent-input.js';
import './update-prompt.css';

/**
 * 'A new version of Havkart is ready' with 'Reload' (R26.22, R26.23). A form with unsent
 * input asks first, as the reload would lose it.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const needRefresh = useOfflineWorker((state) => state.needRefresh);
  const acceptUpdate = useOfflineWorker((state) => state.acceptUpdate);
  if (!needRefresh || !acceptUpdate) return null;
  const reload = () => {
    if (hasUnsentInput(document) && !window.confirm(t('offlineMaps.unsentInput'))) return;
    acceptUpdate();
  };
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('offlineMaps.updateReady')}</span>
      <button type="button" className="update-prompt-reload" onClick={reload}>
        <RefreshCw aria-hidden size={16} />
        {t('offlineMaps.reload')}
      </button>
    </div>
  );
}
