import type { Language } from '@havkart/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskBannerView, HowtoCardList, NewsCard } from '../../shell/hosts/Announcements.js';
import { CheckInput } from '../registration/fields.js';
import { previewContent, type ContentDraft } from './content.rules.js';

interface ContentPreviewProps {
  readonly draft: ContentDraft;
  readonly language: Language;
  readonly onLanguage: (language: Language) => void;
  readonly signedIn: boolean;
  readonly onSignedIn: (signedIn: boolean) => void;
}

function Stage({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <figure className="content-stage">
      <figcaption className="small muted">{label}</figcaption>
      {children ?? <p className="muted small">{t('admin.content.previewNothing')}</p>}
    </figure>
  );
}

/**
 * The draft as users will see it: the app's own banner, news card and getting-started
 * components, fed by the app's own rules for what to show (`previewContent`).
 */
export function ContentPreview(props: ContentPreviewProps) {
  const { t } = useTranslation();
  const preview = previewContent(props.draft, props.language, props.signedIn, window.location.href);
  return (
    <section
      className="form-section content-preview"
      aria-label={t('admin.content.previewTitle')}
      data-testid="content-preview"
      // The preview speaks the language it shows, for screen readers too.
      lang={props.language === 'nb-NO' ? 'nb' : 'en'}
    >
      <h2>{t('admin.content.previewTitle')}</h2>
      <p className="form-hint">{t('admin.content.previewHint')}</p>
      <div className="record-actions">
        <label className="form-field">
          <span className="form-label">{t('admin.content.previewLanguage')}</span>
          <select
            className="form-input"
            value={props.language}
            onChange={(event) => props.onLanguage(event.target.value as Language)}
          >
            <option value="nb-NO">Norsk</option>
            <option value="en-US">English</option>
          </select>
        </label>
        <CheckInput name="preview-signed-in" checked={props.signedIn} onChange={props.onSignedIn}>
          {t('admin.content.previewSignedIn')}
        </CheckInput>
      </div>
      <Stage label={t('admin.content.previewBanner')}>
        {preview.desk && <DeskBannerView notice={preview.desk} />}
      </Stage>
      <Stage label={t('admin.content.previewNews')}>
        {preview.news && <NewsCard news={preview.news} />}
      </Stage>
      <Stage label={t('admin.content.previewHowto')}>
        {preview.howtoCards && <HowtoCardList cards={preview.howtoCards} />}
      </Stage>
    </section>
  );
}
