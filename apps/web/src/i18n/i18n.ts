import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@havkart/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US.js';
import { nbNO } from './locales/nb-NO.js';

export const LANGUAGE_STORAGE_KEY = 'havkart.language';

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
