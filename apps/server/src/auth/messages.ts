/** The sign-in pages' texts, in both languages the app supports (spec 01 §1). */
export const AUTH_MESSAGES = {
  'nb-NO': {
    signInTitle: 'Logg inn',
    signInHeading: 'Logg inn på Havkart',
    username: 'Brukernavn',
    password: 'Passord',
    signIn: 'Logg inn',
    cancel: 'Avbryt',
    wrongCredentials: 'Feil brukernavn eller passord.',
    missingFields: 'Fyll inn brukernavn og passord.',
    tooManyAttempts: 'For mange mislykkede forsøk. Vent et kvarter og prøv igjen.',
    otherLanguage: 'In English',
    noAccount: 'Har du ingen bruker?',
    register: 'Registrer deg',
    signOutTitle: 'Logg ut',
    signOutQuestion: 'Vil du logge ut av Havkart?',
    signOutYes: 'Ja, logg ut',
    signOutNo: 'Nei, forbli innlogget',
    signedOut: 'Du er logget ut.',
    backToMap: 'Tilbake til kartet',
    errorTitle: 'Noe gikk galt',
    errorRetry: 'Innloggingen kunne ikke fullføres. Gå tilbake til kartet og prøv igjen.',
    expired: 'Innloggingen tok for lang tid. Gå tilbake til kartet og prøv igjen.',
  },
  'en-US': {
    signInTitle: 'Sign in',
    signInHeading: 'Sign in to Havkart',
    username: 'User name',
    password: 'Password',
    signIn: 'Sign in',
    cancel: 'Cancel',
    wrongCredentials: 'Wrong user name or password.',
    missingFields: 'Enter your user name and password.',
    tooManyAttempts: 'Too many failed attempts. Wait a quarter of an hour and try again.',
    otherLanguage: 'På norsk',
    noAccount: 'No user yet?',
    register: 'Register',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out of Havkart?',
    signOutYes: 'Yes, sign out',
    signOutNo: 'No, stay signed in',
    signedOut: 'You are signed out.',
    backToMap: 'Back to the map',
    errorTitle: 'Something went wrong',
    errorRetry: 'Sign-in could not be completed. Go back to the map and try again.',
    expired: 'Sign-in took too long. Go back to the map and try again.',
  },
} as const satisfies Record<string, Record<string, string>>;

export type AuthLanguage = keyof typeof AUTH_MESSAGES;
export type AuthMessages = (typeof AUTH_MESSAGES)[AuthLanguage];

/**
 * The page language: an explicit `lang`/`ui_locales` value first, then the browser's
 * Accept-Language, Norwegian by default. Anything starting with `en` is English.
 */
export function pickLanguage(
  explicit: string | undefined,
  acceptLanguage: string | undefined,
): AuthLanguage {
  const first = (explicit ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en-US';
  if (/^(nb|no|nn)/.test(first)) return 'nb-NO';
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .find((tag) => /^(en|nb|no|nn)/.test(tag));
  return preferred?.startsWith('en') ? 'en-US' : 'nb-NO';
}
