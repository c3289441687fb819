/**
 * The server's error codes the web app has a message for (spec 02 §8). The server sends one
 * as `bwErrorCode` in an `application/problem+json` body where it applies.
 */
export const BW_ERROR_CODES = [
  'ApplicationCannotBeUpdated',
  'RecreationalFisherCannotUseLicensedFishingVessel',
  'UserAlreadyHasExtendedFiskInfoAccess',
  'UserCannotMakeAdditionalApplicationsAsRecreationalFisher',
  'UserHasPendingApplication',
  'UserIdNotFound',
  'UserMustHaveExtendedFiskInfoAccessToChangeVessel',
  'VesselNotFound',
  'NpdSurveyFisheryExpertNotFound',
  // Sent by the access checks with every 401 and 403 (spec 01 §8 'Not authorized').
  'NOT_AUTHORIZED',
] as const;

export type BwErrorCode = (typeof BW_ERROR_CODES)[number];

export function isBwErrorCode(value: unknown): value is BwErrorCode {
  return (BW_ERROR_CODES as readonly unknown[]).includes(value);
}

/** What an error display knows about a failed call. */
export interface ErrorTextInput {
  /** The app is offline (no network, or manual offline mode). */
  readonly offline?: boolean;
  /** A headline the caller chose; otherwise 'Something went wrong'. */
  readonly headline?: string;
  /** A description the caller chose; wins over anything from the response. */
  readonly description?: string;
  /** The server's answer, when there was one. */
  readonly response?: {
    readonly status: number;
    /** The problem document's `title`, else the HTTP status text. */
    readonly title?: string;
    readonly bwErrorCode?: string;
  };
  /** The error's own message: a time-out, a network failure, a thrown error. */
  readonly message?: string;
}

/** A headline: the default one (a text key in the app) or the caller's own text. */
export type ErrorHeadline =
  { readonly kind: 'default' } | { readonly kind: 'text'; readonly text: string };

/** Which description to show; the app turns each kind into text in the user's language. */
export type ErrorDescription =
  | { readonly kind: 'offline' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bwErrorCode'; readonly code: BwErrorCode }
  | { readonly kind: 'status'; readonly status: number; readonly title?: string }
  | { readonly kind: 'none' };

export interface ErrorText {
  readonly headline: ErrorHeadline;
  readonly description: ErrorDescription;
}

const present = (text: string | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * Headline and description of an error (spec 02 §8). The headline is 'Something went wrong'
 * unless the caller gives one. The description is, first match wins: the offline text when
 * the app is offline; the caller's description; the message of a known `bwErrorCode`; the
 * HTTP status and title; without a response, the error's message.
 */
export function errorText(input: ErrorTextInput): ErrorText {
  const headline: ErrorHeadline = present(input.headline)
    ? { kind: 'text', text: input.headline }
    : { kind: 'default' };
  return { headline, description: describe(input) };
}

function describe(input: ErrorTextInput): ErrorDescription {
  if (input.offline) return { kind: 'offline' };
  if (present(input.description)) return { kind: 'text', text: input.description };
  const { response } = input;
  if (response) {
    if (isBwErrorCode(response.bwErrorCode))
      return { kind: 'bwErrorCode', code: response.bwErrorCode };
    return present(response.title)
      ? { kind: 'status', status: response.status, title: response.title.trim() }
      : { kind: 'status', status: response.status };
  }
  if (present(input.message)) return { kind: 'text', text: input.message };
  return { kind: 'none' };
}

/** "503 Service Unavailable": the status followed by the title, or the status alone. */
export function statusLine(status: number, title?: string): string {
  return present(title) ? `${status} ${title.trim()}` : String(status);
}
