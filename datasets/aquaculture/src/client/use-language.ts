import type { Language } from '@havkart/domain';
import { useTranslation } from 'react-i18next';

/** The interface language the web app runs in; Norwegian unless it is English. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? 'en-US' : 'nb-NO';
}
