import type { ErrorTextInput } from '@havkart/domain';

/**
 * How a call failed: the server answered with an error status (`http`), no answer came
 * (`network`), the call's time-out ran out (`timeout`), the caller cancelled it
 * (`aborted`), or a successful answer could not be read, e.g. broken JSON (`unreadable`).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'unreadable';

/** The fields of an `application/problem+json` body (RFC 9457) the app reads. */
export interface ProblemFields {
  /** The problem's short title, else the HTTP status text. */
  readonly title?: string;
  readonly detail?: string;
  readonly type?: string;
  readonly instance?: string;
  /** The error-catalogue code (spec 02 §8) where the server sets one. */
  readonly bwErrorCode?: string;
  /** Validation errors keyed by the field's path. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /** The server's id of the request, for finding it in the server log. */
  readonly traceId?: string;
}

interface ApiErrorInit extends ProblemFields {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  /** HTTP status; only for `http`. */
  readonly status?: number;
  readonly message: string;
  readonly cause?: unknown;
}

/** Every failed call rejects with this, whatever went wrong. */
export class ApiError extends Error implements ProblemFields {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status?: number;
  readonly title?: string;
  readonly detail?: string;
  readonly type?: string;
  readonly instance?: string;
  readonly bwErrorCode?: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  readonly traceId?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.type = init.type;
    this.instance = init.instance;
    this.bwErrorCode = init.bwErrorCode;
    this.errors = init.errors;
    this.traceId = init.traceId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    errors[field] = list.filter((message): message is string => typeof message === 'string');
  }
  return errors;
}

/**
 * Reads the problem fields of an error response. Problem documents and plain JSON bodies
 * give their fields; anything else (HTML from a proxy, an empty body) gives only the
 * status text as title.
 */
export async function readProblem(response: Response): Promise<ProblemFields> {
  const fallback: ProblemFields = { title: text(response.statusText) };
  const contentType = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(contentType)) return fallback;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return fallback;
  }
  if (typeof body !== 'object' || body === null) return fallback;
  const record = body as Record<string, unknown>;
  return {
    title: text(record.title) ?? fallback.title,
    detail: text(record.detail),
    type: text(record.type),
    instance: text(record.instance),
    bwErrorCode: text(record.bwErrorCode),
    errors: fieldErrors(record.errors),
    traceId: text(record.traceId),
  };
}

/**
 * What the error display needs from any thrown value (spec 02 §8): the response's status,
 * title and code when the server answered, else the error's message.
 */
export function errorTextInput(
  error: unknown,
  context: Pick<ErrorTextInput, 'offline' | 'headline' | 'description'> = {},
): ErrorTextInput {
  if (isApiError(error) && error.kind === 'http' && error.status !== undefined) {
    return {
      ...context,
      response: { status: error.status, title: error.title, bwErrorCode: error.bwErrorCode },
      message: error.message,
    };
  }
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return { ...context, message };
}
