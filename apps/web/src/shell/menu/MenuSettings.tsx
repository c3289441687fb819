import { parseLanguage, SUPPORTED_LANGUAGES } from '@havkart/domain';
import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n.js';
import { saveUserDataSection } from '../../user-data/user-data.js';
import { PopupSettings } from '../../map/popups/PopupSettings.js';
import { GeneralAndMapSettings, NightModeSettings } from '../../settings/SettingsSections.js';
import { VesselSettings } from '../../features/vessel-tracks/VesselSettings.js';
import { useAppearance } from '../appearance.store.js';

const LANGUAGE_NAME = { 'nb-NO': 'language.nbNO', 'en-US': 'language.enUS' } as const;

function SettingSwitch(props: {
  label: string;
  hint?: string;
  selected: boolean;
  onChange(selected: boolean): void;
  testId: string;
}) {
  return (
    <Switch
      className="switch"
      isSelected={props.selected}
      onChange={props.onChange}
      data-testid={props.testId}
    >
      <span className="switch-track" aria-hidden>
        <span className="switch-thumb" />
      </span>
      <span className="switch-text">
        {props.label}
        {props.hint && <span className="muted small">{props.hint}</span>}
      </span>
    </Switch>
  );
}

/** The settings screen: language, layout, then every setting whose effect the app has. */
export function MenuSettings() {
  const { t, i18n } = useTranslation();
  const appearance = useAppearance();
  return (
    <div className="settings">
      <RadioGroup
        className="radio-group"
        value={i18n.language}
        onChange={(value) => {
          const language = parseLanguage(value);
          if (!language) return;
          void chooseLanguage(i18n, language);
          saveUserDataSection('language', language);
        }}
        data-testid="language-picker"
      >
        <Label className="group-label">{t('language.label')}</Label>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Radio key={language} value={language} className="radio" lang={language}>
            {t(LANGUAGE_NAME[language])}
          </Radio>
        ))}
      </RadioGroup>

      <section aria-labelledby="settings-layout" className="settings-group">
        <h3 id="settings-layout" className="group-label">
          {t('settings.layout')}
        </h3>
        <SettingSwitch
          label={t('settings.menuRight')}
          hint={t('settings.menuRightHint')}
          selected={appearance.menuSide === 'right'}
          onChange={(right) => appearance.setMenuSide(right ? 'right' : 'left')}
          testId="setting-menu-right"
        />
      </section>

      <GeneralAndMapSettings />
      <PopupSettings />
      <VesselSettings />
      <NightModeSettings />
    </div>
  );
}
