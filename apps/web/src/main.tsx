import { themeStyleSheet } from '@havkart/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App.js';
import { CURRENT_PAGE } from './app/page-variant.js';
import { applyVariantIcon } from './app/variant-identity.js';
import { applyDocumentLanguage, createI18n, initialLanguage, storedLanguage } from './i18n/i18n.js';
import { useAppearance } from './shell/appearance.store.js';
import './styles.css';

async function start(): Promise<void> {
  // The hidden frame of a silent sign-in only hands its answer back to the app around it. The
  // server answers that address with silent.html; this is for a dev server that does not.
  if (window.location.pathname === '/oidc_silent_redirect_uri') {
    const { finishSilentSignIn } = await import('./auth/silent-callback.js');
    await finishSilentSignIn();
    return;
  }
  // An embed address of a variant that may not be embedded opens the full app instead.
  if (CURRENT_PAGE.embedRefusedTo) {
    const url = new URL(window.location.href);
    url.pathname = CURRENT_PAGE.embedRefusedTo;
    window.location.replace(url);
    return;
  }
  applyVariantIcon(document, CURRENT_PAGE.variant);
  // Start fetching the map engine at once; the shell paints without waiting for it and the
  // map view picks up the same module when it mounts.
  void import('./map/map-runtime.js');
  // Design tokens as CSS custom properties, day on :root and night under [data-theme].
  const tokens = document.createElement('style');
  tokens.textContent = themeStyleSheet();
  document.head.prepend(tokens);
  document.documentElement.dataset.theme = useAppearance.getState().theme;

  const language = initialLanguage(window.location.search, storedLanguage());
  const i18n = await createI18n(language);
  applyDocumentLanguage(i18n, language);

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
