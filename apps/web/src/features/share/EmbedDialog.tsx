import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { useStartup } from '../../app/startup/startup.store.js';
import { showToast } from '../../shell/toasts.js';
import { EMBED_SIZES, embedAddress, iframeSnippet, shareConfigOf } from './share-link.js';
import { NO_SHARE_OPTIONS } from './share-values.js';
import { copyText, sharerStateNow } from './sharer-state.js';
import './share.css';

/**
 * The embed dialog (spec 01 §2; checklist R27.09, A86): the view's `/embed` address with the
 * share config and language, and an `<iframe>` snippet in three sizes. Without EMBED_ORIGINS
 * the server lets no site frame the map, and the dialog says so instead.
 */
export default function EmbedDialog() {
  const { t, i18n } = useTranslation();
  const origins = useStartup((state) => state.embedOrigins);
  const [sizeId, setSizeId] = useState<(typeof EMBED_SIZES)[number]['id']>('small');
  if (origins.length === 0) {
    return (
      <div className="share-dialog" data-testid="embed-dialog">
        <p data-testid="embed-no-origins">{t('share.noEmbedOrigins')}</p>
      </div>
    );
  }
  const size = EMBED_SIZES.find((item) => item.id === sizeId) ?? EMBED_SIZES[0];
  const options = { ...NO_SHARE_OPTIONS, useZoomAndCenter: true, useDatasetConfig: true };
  const address = embedAddress(
    window.location.origin,
    CURRENT_PAGE.variantPrefix,
    shareConfigOf(options, { ...sharerStateNow(), route: '/' }),
    i18n.language,
  );
  const snippet = iframeSnippet(address, size, t('share.embedFrameTitle'));
  return (
    <div className="share-dialog" data-testid="embed-dialog">
      <p className="muted small">{t('share.embedOrigins', { origins: origins.join(', ') })}</p>
      <label>
        {t('share.embedAddress')}
        <input type="text" readOnly value={address} data-testid="embed-address" />
      </label>
      <fieldset>
        <legend>{t('share.size')}</legend>
        {EMBED_SIZES.map((item) => (
          <label key={item.id}>
            <input
              type="radio"
              name="embed-size"
              checked={item.id === sizeId}
              onChange={() => setSizeId(item.id)}
              data-testid={`embed-size-${item.id}`}
            />{' '}
            {item.width === '100%' ? '100 %' : item.width} × {item.height}
          </label>
        ))}
      </fieldset>
      <label>
        {t('share.snippet')}
        <textarea readOnly value={snippet} data-testid="embed-snippet" />
      </label>
      <button
        type="button"
        className="button"
        onClick={() =>
          void copyText(snippet).then((copied) =>
            showToast({
              title: copied ? t('share.copied') : t('share.copyFailed'),
              tone: copied ? 'success' : 'info',
            }),
          )
        }
      >
        {t('share.copySnippet')}
      </button>
    </div>
  );
}
