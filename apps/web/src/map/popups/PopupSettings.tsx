import { useTranslation } from 'react-i18next';
import { BooleanSetting } from '../../settings/SettingControls.js';

/**
 * The popup settings (spec 01 §2): info on mouseover, and info about all overlapping
 * elements, which needs the first on (spec 01 §4).
 */
export function PopupSettings() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="settings-popups" className="settings-group">
      <h3 id="settings-popups" className="group-label">
        {t('settings.popups')}
      </h3>
      <BooleanSetting id="popups" label={t('settings.showPopups')} />
      <BooleanSetting id="combinedPopups" label={t('settings.combinedPopups')} />
      <BooleanSetting id="eventNotificationPopups" label={t('events.showPopupSetting')} />
    </section>
  );
}
