import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNetwork } from './network.store.js';

/**
 * Manual offline mode (spec 01 §4): the app behaves as offline until the user turns it off,
 * across reloads. It is the network store's flag, not a setting, as it is never saved to the
 * user's account: it belongs to this device's connection.
 */
export function ManualOfflineSwitch() {
  const { t } = useTranslation();
  const manualOffline = useNetwork((state) => state.manualOffline);
  const setManualOffline = useNetwork((state) => state.setManualOffline);
  return (
    <Switch
      className="switch"
      isSelected={manualOffline}
      onChange={setManualOffline}
      data-testid="manual-offline"
    >
      <span className="switch-track" aria-hidden>
        <span className="switch-thumb" />
      </span>
      <span className="switch-text">{t('offline.manualMode')}</span>
    </Switch>
  );
}
