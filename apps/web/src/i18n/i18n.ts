import {
  DEFAULT_APP_VARIANT,
  DEFAULT_LANGUAGE,
  parseLanguage,
  type Language,
} from '@havkart/domain';
import './typed-keys.js';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CURRENT_PAGE } from '../app/page-variant.js';
import { readStored, storageKey, writeStored } from '../app/storage.js';
import { documentTitle } from '../app/variant-identity.js';
import { enUS } from './locales/en-US.js';
import { nbNO } from './locales/nb-NO.js';

/** The settings section that keeps the chosen language (spec 01 §3). */
const LANGUAGE_SECTION = 'language';

export const LANGUAGE_STORAGE_KEY = storageKey(LANGUAGE_SECTION);

/** The language the user chose last time, if any. */
export function storedLanguage(): Language | null {
  return readStored(LANGUAGE_SECTION, (value) =>
    typeof value === 'string' ? (parseLanguage(value) ?? null) : null,
  );
}

/**
 * Switches the interface language and keeps the choice. A `?lang=` in the address is dropped,
 * so it no longer overrides the choice the user just made (it applies to one visit only).
 */
export async function chooseLanguage(i18n: I18n, language: Language): Promise<void> {
  writeStored(LANGUAGE_SECTION, language);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  await i18n.changeLanguage(language);
  applyDocumentLanguage(i18n, language);
}

/** The page's `lang` and title follow the interface language, for screen readers and tabs. */
export function applyDocumentLanguage(i18n: I18n, language: Language): void {
  document.documentElement.lang = language;
  document.title = documentTitle(
    CURRENT_PAGE.variant,
    DEFAULT_APP_VARIANT.name,
    i18n.t('app.name'),
    i18n.t('app.tagline'),
  );
}

/**
 * The language to start in: `?lang=` wins (spec 01 §2), then the user's stored choice, then
 * Norwegian.
 */
export function initialLanguage(search: string, stored: string | null): Language {
  const fromQuery = parseLanguage(new URLSearchParams(search).get('lang'));
  return fromQuery ?? parseLanguage(stored) ?? DEFAULT_LANGUAGE;
}

export const resources = {
  'nb-NO': { translation: nbNO },
  'en-US': { translation: enUS },
} as const;

export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['nb-NO', 'en-US'],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    // The spec's wording for a key without a text (spec 01 §8).
    parseMissingKeyHandler: (key) => `[missing translation: ${key}]`,
  });
  return instance;
}
