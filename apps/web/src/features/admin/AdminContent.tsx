import { APP_VARIANTS, parseLanguage, DEFAULT_LANGUAGE, type Language } from '@havkart/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { useSignedInLoad } from '../applications/session.js';
import { serverFieldErrors, useFieldMessage, type FieldMessage } from '../registration/fields.js';
import { adminApi, type StoredAppConfigAnswer, type StoredGlobalAnswer } from './admin-api.js';
import { ContentPreview } from './ContentPreview.js';
import { DeskFields, HowtoFields, NewsFields, type ErrorFor } from './ContentFields.js';
import {
  newHowtoCard,
  newNewsItem,
  validateContent,
  type ContentDraft,
  type ContentErrors,
  type StoredAppConfig,
  type StoredGlobalDeskNotification,
} from './content.rules.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function moveUp<T>(list: readonly T[], index: number): T[] {
  const copy = [...list];
  [copy[index - 1], copy[index]] = [copy[index] as T, copy[index - 1] as T];
  return copy;
}

type SaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'invalid'; count: number }
  | { state: 'failed'; error: unknown };

/**
 * The desk notification, news and how-to cards of each app variant, edited with a preview
 * drawn by the app's own components. Drafts are kept per app until saved, so a failed save
 * (or a look at another variant) loses nothing.
 */
export function AdminContent() {
  const { t, i18n } = useTranslation();
  const message = useFieldMessage();
  const [app, setApp] = useState(CURRENT_PAGE.variant.name);
  const [language, setLanguage] = useState<Language>(
    parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE,
  );
  const [signedIn, setSignedIn] = useState(false);
  const [configLoaded] = useSignedInLoad((signal) => adminApi.appConfig(app, signal), app);
  const [globalLoaded] = useSignedInLoad((signal) => adminApi.globalDesk(signal), 'global');
  // What the server holds after our own saves, and the unsaved drafts, by app.
  const [savedConfigs, setSavedConfigs] = useState<Record<string, StoredAppConfigAnswer>>({});
  const [savedGlobal, setSavedGlobal] = useState<StoredGlobalAnswer | null>(null);
  const [drafts, setDrafts] = useState<Record<string, StoredAppConfig>>({});
  const [globalDraft, setGlobalDraft] = useState<StoredGlobalDeskNotification | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldMessage>>({});
  const [save, setSave] = useState<SaveState>({ state: 'idle' });

  const loadFailure =
    (configLoaded?.state === 'failed' && configLoaded.error) ||
    (globalLoaded?.state === 'failed' && globalLoaded.error);
  if (loadFailure) return <ErrorDisplay error={loadFailure} />;
  const baseConfig =
    savedConfigs[app] ?? (configLoaded?.state === 'ready' ? configLoaded.value : undefined);
  const baseGlobal = savedGlobal ?? (globalLoaded?.state === 'ready' ? globalLoaded.value : null);
  if (!baseConfig || baseConfig.app !== app || !baseGlobal) {
    return (
      <p className="muted" role="status">
        {t('admin.loading')}
      </p>
    );
  }
  const draft: ContentDraft = {
    config: drafts[app] ?? baseConfig.config,
    global: globalDraft ?? baseGlobal.deskNotification,
  };
  const configChanged = !same(draft.config, baseConfig.config);
  const globalChanged = !same(draft.global, baseGlobal.deskNotification);
  const errors: ContentErrors = showErrors ? validateContent(draft) : {};
  const errorFor: ErrorFor = (path) => {
    const local = errors[path];
    if (local) return t(`admin.content.errors.${local.problem}`, { max: local.max ?? 0 });
    return message(serverErrors[path]);
  };

  const edit = (config: StoredAppConfig) => {
    setDrafts((all) => ({ ...all, [app]: config }));
    setSave({ state: 'idle' });
  };
  const editGlobal = (global: StoredGlobalDeskNotification) => {
    setGlobalDraft(global);
    setSave({ state: 'idle' });
  };
  const { config } = draft;

  const submit = async () => {
    const problems = Object.keys(validateContent(draft)).length;
    setShowErrors(true);
    setServerErrors({});
    if (problems > 0) return setSave({ state: 'invalid', count: problems });
    setSave({ state: 'saving' });
    try {
      if (configChanged) {
        const answer = await adminApi.saveAppConfig(app, draft.config);
        setSavedConfigs((all) => ({ ...all, [app]: answer }));
        setDrafts(({ [app]: _saved, ...rest }) => rest);
      }
      if (globalChanged) {
        try {
          setSavedGlobal(await adminApi.saveGlobalDesk(draft.global));
          setGlobalDraft(null);
        } catch (error) {
          const fields = serverFieldErrors(error);
          throw Object.assign(new Error('global'), {
            cause: error,
            fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [`global.${k}`, v])),
          });
        }
      }
      setSave({ state: 'saved' });
    } catch (error) {
      const global = error as { cause?: unknown; fields?: Record<string, FieldMessage> };
      setServerErrors(global.fields ?? serverFieldErrors(error));
      setSave({ state: 'failed', error: global.fields ? global.cause : error });
    }
  };

  return (
    <div className="form-section admin-content" data-testid="admin-content">
      <label className="form-field">
        <span className="form-label">{t('admin.content.app')}</span>
        <select className="form-input" value={app} onChange={(event) => setApp(event.target.value)}>
          {APP_VARIANTS.map((variant) => (
            <option key={variant.name} value={variant.name}>
              {variant.title} ({variant.name})
            </option>
          ))}
        </select>
      </label>
      <p className="small muted">
        {t('admin.content.lastChanged', {
          date: new Date(baseConfig.updatedAt).toLocaleString(i18n.language),
        })}
      </p>
      <ContentPreview
        draft={draft}
        language={language}
        onLanguage={setLanguage}
        signedIn={signedIn}
        onSignedIn={setSignedIn}
      />
      <DeskFields
        path="deskNotification"
        title={t('admin.content.deskTitle')}
        value={config.deskNotification}
        onChange={(deskNotification) => edit({ ...config, deskNotification })}
        errorFor={errorFor}
        override={{
          checked: config.deskNotification.override,
          onChange: (override) =>
            edit({ ...config, deskNotification: { ...config.deskNotification, override } }),
        }}
      />
      <DeskFields
        path="global"
        title={t('admin.content.globalTitle')}
        value={draft.global}
        onChange={editGlobal}
        errorFor={errorFor}
      />
      <h2>{t('admin.content.newsTitle')}</h2>
      <p className="form-hint">{t('admin.content.newsHint')}</p>
      {config.news.map((item, index) => (
        <NewsFields
          key={index}
          index={index}
          item={item}
          errorFor={errorFor}
          onChange={(changed) =>
            edit({ ...config, news: config.news.map((old, i) => (i === index ? changed : old)) })
          }
          onRemove={() => edit({ ...config, news: config.news.filter((_, i) => i !== index) })}
          onMoveUp={
            index > 0 ? () => edit({ ...config, news: moveUp(config.news, index) }) : undefined
          }
        />
      ))}
      <Button
        className="form-button form-button--quiet"
        onPress={() => edit({ ...config, news: [...config.news, newNewsItem(config.news)] })}
      >
        <Plus aria-hidden size={18} />
        {t('admin.content.addNews')}
      </Button>
      <h2>{t('admin.content.howtoTitle')}</h2>
      {config.howtoCards.map((card, index) => (
        <HowtoFields
          key={index}
          index={index}
          card={card}
          errorFor={errorFor}
          onChange={(changed) =>
            edit({
              ...config,
              howtoCards: config.howtoCards.map((old, i) => (i === index ? changed : old)),
            })
          }
          onRemove={() =>
            edit({ ...config, howtoCards: config.howtoCards.filter((_, i) => i !== index) })
          }
          onMoveUp={
            index > 0
              ? () => edit({ ...config, howtoCards: moveUp(config.howtoCards, index) })
              : undefined
          }
        />
      ))}
      <Button
        className="form-button form-button--quiet"
        onPress={() =>
          edit({ ...config, howtoCards: [...config.howtoCards, newHowtoCard(config.howtoCards)] })
        }
      >
        <Plus aria-hidden size={18} />
        {t('admin.content.addCard')}
      </Button>
      <div className="content-save" data-testid="content-save">
        {save.state === 'invalid' && (
          <p className="form-error" role="alert">
            {t('admin.content.fix', { count: save.count })}
          </p>
        )}
        {save.state === 'failed' && (
          <div role="alert">
            <p className="form-error">{t('admin.content.saveFailed')}</p>
            <ErrorDisplay error={save.error} headline={t('errors.saveFailed')} />
          </div>
        )}
        {save.state === 'saved' && (
          <p className="form-outcome" role="status">
            {t('admin.content.saved')}
          </p>
        )}
        {save.state !== 'saved' && (configChanged || globalChanged) && (
          <p className="small muted">{t('admin.content.unsaved')}</p>
        )}
        <Button
          className="form-button"
          isDisabled={save.state === 'saving' || !(configChanged || globalChanged)}
          onPress={() => void submit()}
        >
          {save.state === 'saving' ? t('admin.content.saving') : t('admin.content.save')}
        </Button>
      </div>
    </div>
  );
}
