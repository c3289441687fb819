import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App.js';
import { createI18n, initialLanguage, LANGUAGE_STORAGE_KEY } from './i18n/i18n.js';
import './styles.css';

async function start(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, embedded frames); the default language serves.
  }
  const language = initialLanguage(window.location.search, stored);
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  document.title = `${i18n.t('app.name')} – ${i18n.t('app.tagline')}`;

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
