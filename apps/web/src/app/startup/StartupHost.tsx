import { parseLanguage } from '@havkart/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiClient } from '../../api/client.js';
import { chooseLanguage } from '../../i18n/i18n.js';
import { startApp } from './startup.js';
import { useStartup } from './startup.store.js';
import { CURRENT_PAGE } from '../page-variant.js';
import './startup.css';

let started = false;

/** Starts the app once per page (the effect runs twice in development's strict mode). */
export function StartupHost({ embedded }: { embedded: boolean }) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (started) return;
    started = true;
    void startApp({
      api: apiClient,
      app: CURRENT_PAGE.variant.name,
      language: i18n.language,
      embedded,
      navigate: (path) => void navigate(path, { replace: true }),
      applyLanguage: (language) => {
        const known = parseLanguage(language);
        if (known) void chooseLanguage(i18n, known);
      },
    });
  }, [embedded, i18n, navigate]);
  return null;
}

/** What stopped the start: the error catalogue's text per failed preload (spec 01 §8). */
export function StartupError() {
  const { t } = useTranslation();
  const failures = useStartup((state) => state.failures);
  return (
    <section className="card startup-error" role="alert" data-testid="startup-error">
      <h2 className="panel-title">{t('startup.failed')}</h2>
      <ul>
        {failures.map((failure) => (
          <li key={failure.id} data-preload={failure.id}>
            <strong>{t(`startup.${failure.id}`)}</strong>
            <span className="muted small">
              {failure.status !== undefined
                ? ` ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''}`
                : ` ${failure.message}`}
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('startup.reload')}
      </button>
    </section>
  );
}
