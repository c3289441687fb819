import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { useAppearance } from '../../shell/appearance.store.js';
import { showToast } from '../../shell/toasts.js';
import { shareConfigOf, shareLink } from './share-link.js';
import { NO_SHARE_OPTIONS, type ShareOptionName, type ShareOptions } from './share-values.js';
import { copyText, sharerStateNow } from './sharer-state.js';
import './share.css';

/** The switches besides the view, in spec 01 §3's order. */
const SWITCHES: readonly Exclude<ShareOptionName, 'useZoomAndCenter' | 'useMapBounds'>[] = [
  'useDatasetConfig',
  'useUiState',
  'useNightMode',
  'nonInteractiveMap',
  'hideDistanceCircles',
  'hideBearingVectors',
];

/**
 * The share dialog (spec 01 §2, §3; checklist R19.23): the options as switches, the view as
 * one choice, and the link to copy, which restores the view when opened.
 */
export default function ShareDialog() {
  const { t } = useTranslation();
  const night = useAppearance((state) => state.theme === 'night');
  const [view, setView] = useState<'center' | 'area'>('center');
  const [options, setOptions] = useState<ShareOptions>({
    ...NO_SHARE_OPTIONS,
    useDatasetConfig: true,
    useNightMode: night,
  });
  const chosen: ShareOptions = {
    ...options,
    useZoomAndCenter: view === 'center',
    useMapBounds: view === 'area',
  };
  const link = shareLink(
    window.location.origin,
    CURRENT_PAGE.variantPrefix,
    shareConfigOf(chosen, sharerStateNow()),
  );
  return (
    <div className="share-dialog" data-testid="share-dialog">
      <fieldset>
        <legend>{t('share.view')}</legend>
        {(['center', 'area'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="share-view"
              checked={view === choice}
              onChange={() => setView(choice)}
              data-testid={`share-view-${choice}`}
            />{' '}
            {choice === 'center' ? t('share.sameCenter') : t('share.sameArea')}
          </label>
        ))}
      </fieldset>
      <fieldset>
        {SWITCHES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              role="switch"
              checked={options[name]}
              onChange={(event) => setOptions({ ...options, [name]: event.target.checked })}
              data-testid={`share-option-${name}`}
            />{' '}
            {t(`share.option.${name}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('share.link')}
        <input type="text" readOnly value={link} data-testid="share-link" />
      </label>
      <button
        type="button"
        className="button"
        onClick={() =>
          void copyText(link).then((copied) =>
            showToast({
              title: copied ? t('share.copied') : t('share.copyFailed'),
              tone: copied ? 'success' : 'info',
            }),
          )
        }
        data-testid="share-copy"
      >
        {t('share.copy')}
      </button>
    </div>
  );
}
