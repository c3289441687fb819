import type { ValidationMessage } from '@havkart/domain';

/**
 * The spec 01 §5 validation messages, keyed by the English text the rules (and the server's
 * problem documents) answer, so a rule's answer is its own key.
 */
export const validationNbNO = {
  'Required field': 'Påkrevd felt',
  'Invalid value': 'Ugyldig verdi',
  'Invalid email address': 'Ugyldig e-postadresse',
  'Invalid password': 'Ugyldig passord',
  'Not a number': 'Ikke et tall',
  'Integer required': 'Heltall påkrevd',
  'Too few characters': 'For få tegn',
  'Too many characters': 'For mange tegn',
  'Not eight digit phone number': 'Ikke et åttesifret telefonnummer',
  'Not a mobile phone number': 'Ikke et mobilnummer',
  'Not a Norwegian country code': 'Ikke en norsk landskode',
  'The passwords you entered did not match': 'Passordene du skrev inn var ikke like',
  'Terms and conditions must be accepted': 'Vilkårene må godtas',
  'MMSI not found in the ITU register': 'MMSI finnes ikke i ITU-registeret',
  'Area has too many corners': 'Området har for mange hjørner (høyst 1000)',
} satisfies Record<ValidationMessage, string>;

export const validationEnUS = {
  'Required field': 'Required field',
  'Invalid value': 'Invalid value',
  'Invalid email address': 'Invalid email address',
  'Invalid password': 'Invalid password',
  'Not a number': 'Not a number',
  'Integer required': 'Integer required',
  'Too few characters': 'Too few characters',
  'Too many characters': 'Too many characters',
  'Not eight digit phone number': 'Not eight digit phone number',
  'Not a mobile phone number': 'Not a mobile phone number',
  'Not a Norwegian country code': 'Not a Norwegian country code',
  'The passwords you entered did not match': 'The passwords you entered did not match',
  'Terms and conditions must be accepted': 'Terms and conditions must be accepted',
  'MMSI not found in the ITU register': 'MMSI not found in the ITU register',
  'Area has too many corners': 'The area has too many corners (1,000 at most)',
} satisfies Record<ValidationMessage, string>;

/** Texts of the registration view (`/registration`) and its activation landing. */
export const registrationNbNO = {
  intro: 'Opprett en bruker for å lagre innstillinger og søke om tilgang til flere data.',
  email: 'E-postadresse',
  emailHint: 'Blir også brukernavnet ditt.',
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  countryCode: 'Landskode',
  phone: 'Mobilnummer',
  password: 'Passord',
  passwordHint: '8–128 tegn, minst én bokstav og ett tall.',
  confirmPassword: 'Gjenta passordet',
  acceptTerms: 'Jeg godtar vilkårene for bruk av Havkart',
  readTerms: 'Les vilkårene',
  termsIntro:
    'Havkart drives av den som har satt opp denne serveren. Ved å registrere deg godtar du disse vilkårene.',
  termsData:
    'Vi lagrer navn, e-postadresse og mobilnummer for å gi deg tilgang, og innstillingene dine for å ta dem med mellom enheter. Opplysningene deles ikke med andre.',
  termsUse:
    'Kartet og dataene er et hjelpemiddel, ikke et godkjent navigasjonssystem. Bruk offisielle sjøkart og egne observasjoner til navigasjon.',
  termsAccess:
    'Tilgang til begrensede AIS-data gis etter søknad og kan trekkes tilbake. Brukeren din kan slettes ved å kontakte driveren av tjenesten.',
  submit: 'Registrer',
  sending: 'Sender …',
  fixErrors: 'Noen felt må rettes før du kan registrere deg.',
  created: 'Sjekk e-posten din',
  createdText:
    'Vi har sendt en aktiveringslenke til {{email}}. Lenken virker i 48 timer. Åpne den for å aktivere brukeren.',
  userExists: 'Brukeren finnes',
  userExistsText: 'Det finnes allerede en bruker med denne e-postadressen. Logg inn i stedet.',
  existsNotActivated: 'Brukeren finnes, men er ikke aktivert. En ny aktiveringslenke er sendt.',
  existsNotActivatedText:
    'Vi har sendt en ny aktiveringslenke til {{email}}. Den forrige lenken virker ikke lenger.',
  tooSoon: 'Vent litt før du prøver igjen',
  tooSoonText:
    'Det ble nettopp sendt en aktiveringslenke til denne adressen. Prøv igjen om et minutt.',
  registerAnother: 'Registrer en annen bruker',
  activated: 'Brukeren er aktivert',
  activatedText: 'Du kan nå logge inn med e-postadressen og passordet ditt.',
  expired: 'Aktiveringslenken er utløpt',
  expiredText: 'Registrer deg på nytt med samme e-postadresse, så får du en ny lenke.',
  invalid: 'Aktiveringslenken er ugyldig',
  invalidText:
    'Lenken er allerede brukt eller finnes ikke. Prøv å logge inn, eller registrer deg på nytt.',
  exists: 'Brukeren er allerede aktivert',
  existsText: 'Logg inn med e-postadressen og passordet ditt.',
  toForm: 'Til registreringen',
  applyForAccess: 'Søk om tilgang',
} as const;

export const registrationEnUS: { [K in keyof typeof registrationNbNO]: string } = {
  intro: 'Create a user to keep your settings and to apply for access to more data.',
  email: 'Email address',
  emailHint: 'It is also your user name.',
  firstName: 'First name',
  lastName: 'Last name',
  countryCode: 'Country code',
  phone: 'Mobile number',
  password: 'Password',
  passwordHint: '8–128 characters, at least one letter and one digit.',
  confirmPassword: 'Repeat the password',
  acceptTerms: 'I accept the terms and conditions of Havkart',
  readTerms: 'Read the terms',
  termsIntro:
    'Havkart is run by whoever set up this server. By registering you accept these terms.',
  termsData:
    'We store your name, e-mail address and mobile number to give you access, and your settings to carry them between devices. The details are not shared with anyone.',
  termsUse:
    'The map and its data are an aid, not an approved navigation system. Navigate by official nautical charts and your own observations.',
  termsAccess:
    'Access to restricted AIS data is granted on application and can be withdrawn. Your user can be deleted by contacting the operator of the service.',
  submit: 'Register',
  sending: 'Sending …',
  fixErrors: 'Some fields must be corrected before you can register.',
  created: 'Check your mail',
  createdText:
    'We sent an activation link to {{email}}. The link works for 48 hours. Open it to activate your user.',
  userExists: 'User exists',
  userExistsText: 'There already is a user with this email address. Sign in instead.',
  existsNotActivated: 'User exists, not activated, a new activation mail sent',
  existsNotActivatedText:
    'We sent a new activation link to {{email}}. The previous link no longer works.',
  tooSoon: 'Please wait a moment',
  tooSoonText: 'An activation link was just sent to this address. Try again in a minute.',
  registerAnother: 'Register another user',
  activated: 'Your user is activated',
  activatedText: 'You can now sign in with your email address and password.',
  expired: 'The activation link has expired',
  expiredText: 'Register again with the same email address to get a new link.',
  invalid: 'The activation link is not valid',
  invalidText: 'The link was already used or does not exist. Try to sign in, or register again.',
  exists: 'The user is already activated',
  existsText: 'Sign in with your email address and password.',
  toForm: 'To the registration',
  applyForAccess: 'Apply for access',
};
