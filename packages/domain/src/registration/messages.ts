/**
 * The validation messages of spec 01 §5, exactly as the spec words them. They are the keys
 * the web app looks texts up by (in nb-NO and en-US) and what the server sends per field in
 * a 400 problem document's `errors`.
 */
export const VALIDATION_MESSAGES = [
  'Required field',
  'Invalid value',
  'Invalid email address',
  'Invalid password',
  'Not a number',
  'Integer required',
  'Too few characters',
  'Too many characters',
  'Not eight digit phone number',
  'Not a mobile phone number',
  'Not a Norwegian country code',
  'The passwords you entered did not match',
  'Terms and conditions must be accepted',
  'MMSI not found in the ITU register',
  // Not in spec 01 §5: an area past POLYGON_LIMITS (1,000 corners, 10 rings).
  'Area has too many corners',
] as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

/** Field name → the first rule it breaks. An empty object means the form is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationMessage>>;

/**
 * Length bounds in characters (spec 01 §5 leaves them open; checklist A02). One table, so
 * the form and the server agree. The e-mail address doubles as the sign-in name, whose
 * column holds 100 characters.
 */
export const LENGTH_BOUNDS = {
  name: { min: 1, max: 100 },
  companyName: { min: 2, max: 200 },
  dataPurposeDescription: { min: 10, max: 2000 },
  password: { min: 8, max: 128 },
  email: { min: 3, max: 100 },
  freeText: { min: 0, max: 2000 },
  callSign: { min: 2, max: 20 },
} as const satisfies Record<string, { min: number; max: number }>;

export type LengthBound = keyof typeof LENGTH_BOUNDS;
