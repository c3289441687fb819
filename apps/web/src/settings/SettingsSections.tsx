import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInSetting } from '../features/search/SearchInSetting.js';
import { ManualOfflineSwitch } from '../network/ManualOfflineSwitch.js';
import { TimeInput } from '../ui/TimeInput.js';
import {
  DEFAULT_NIGHT_WINDOW,
  parseNightWindow,
  type NightWindow,
} from '../night-mode/night-window.js';
import { isSettingAvailable } from './definitions.js';
import { BooleanSetting, SliderSetting } from './SettingControls.js';
import { useSetting, useSettings } from './settings.store.js';
import { formatTime } from './time-format.js';
import { UnitSettings } from './UnitSettings.js';
import './settings.css';

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** General, map and unit settings. */
export function GeneralAndMapSettings() {
  const { t, i18n } = useTranslation();
  const utc = useSetting<boolean>('utcTime');
  const now = useMinuteClock();
  return (
    <>
      <section aria-labelledby="settings-general" className="settings-group">
        <h3 id="settings-general" className="group-label">
          {t('settings.general')}
        </h3>
        <BooleanSetting id="utcTime" label={t('settings.utcTime')} />
        <p className="muted small" data-testid="time-now">
          {t('settings.timeNow', { time: formatTime(now, utc, i18n.language) })}
        </p>
        <BooleanSetting
          id="mobileLandscapeFullScreen"
          label={t('settings.mobileLandscapeFullScreen')}
        />
        <ManualOfflineSwitch />
      </section>
      <section aria-labelledby="settings-map" className="settings-group">
        <h3 id="settings-map" className="group-label">
          {t('settings.map')}
        </h3>
        <BooleanSetting id="graticule" label={t('settings.graticule')} />
        <BooleanSetting id="line62North" label={t('settings.line62North')} />
        <BooleanSetting id="polarView" label={t('settings.polarView')} />
        <BooleanSetting id="waveArrowLabels" label={t('settings.waveArrowLabels')} />
      </section>
      <SearchInSetting />
      <UnitSettings />
    </>
  );
}

/** Night mode: manual, automatic with its window, and the dimming overlay (spec 01 §4). */
export function NightModeSettings() {
  const { t } = useTranslation();
  const values = useSettings((state) => state.values);
  const set = useSettings((state) => state.set);
  const automatic = values.automaticNightMode === true;
  const window: NightWindow = parseNightWindow(values.nightModeWindow) ?? DEFAULT_NIGHT_WINDOW;
  const windowAvailable = isSettingAvailable('nightModeWindow', values);
  const change = (next: Partial<NightWindow>) => set('nightModeWindow', { ...window, ...next });
  return (
    <section aria-labelledby="settings-appearance" className="settings-group">
      <h3 id="settings-appearance" className="group-label">
        {t('settings.appearance')}
      </h3>
      <BooleanSetting
        id="nightMode"
        label={t('settings.nightMode')}
        hint={automatic ? t('settings.nightModeManualDisabled') : undefined}
      />
      <BooleanSetting id="automaticNightMode" label={t('settings.automaticNightMode')} />
      {windowAvailable && (
        <fieldset className="night-window" data-testid="night-mode-window">
          <legend className="small">{t('settings.nightModeWindow')}</legend>
          <TimeInput
            label={t('settings.nightModeStart')}
            value={window.start}
            onChange={(start) => change({ start })}
            testId="night-mode-start"
          />
          <TimeInput
            label={t('settings.nightModeEnd')}
            value={window.end}
            onChange={(end) => change({ end })}
            testId="night-mode-end"
          />
          <label className="night-window-utc">
            <input
              type="checkbox"
              checked={window.utc}
              onChange={(event) => change({ utc: event.target.checked })}
            />
            {t('settings.nightModeUtc')}
          </label>
        </fieldset>
      )}
      <SliderSetting id="nightOverlayOpacity" label={t('settings.nightOverlay')} />
    </section>
  );
}
