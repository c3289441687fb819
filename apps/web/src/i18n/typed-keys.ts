import type { nbNO } from './locales/nb-NO.js';

// Teaches the type checker every key, so `t('no.such.key')` fails to compile instead of
// showing the missing-translation marker to a user.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof nbNO };
  }
}
