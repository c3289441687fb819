import { APP_NAME, APP_VERSION } from '@havkart/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, readProblem, type ApiErrorKind } from './api-error.js';
import { readEventStream, type StreamHandlers } from './event-stream.js';

/** Request headers every call carries (engineering notes; the server also takes A71's). */
export const API_KEY_HEADER = 'x-api-key';
export const APP_NAME_HEADER = 'x-spa-name';
export const APP_VERSION_HEADER = 'x-spa-version';

/** Prefix the app's call sites use for the API; rewritten to the server base path. */
export const BWAPI_PREFIX = '/bwapi';

/** Time-out of a call that names none, milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The client's state: where the API is and what identifies the caller. */
export interface ApiState {
  /** Server base path (or URL) that `/bwapi` paths are rewritten to, e.g. `/api`. */
  readonly basePath: string;
  readonly apiKey: string;
  /** Access token of the signed-in user; wins over the AIS token when both exist. */
  readonly signInToken?: string;
  /** Anonymous AIS access token from the client-credentials grant. */
  readonly aisToken?: string;
}

/** One finished call, as logged (spec 02 §7: each response's duration is logged). */
export interface ResponseLogEntry {
  readonly method: string;
  readonly url: string;
  /** HTTP status; 0 when no response came. */
  readonly status: number;
  readonly durationMs: number;
  /** `ok`, or how the call failed. */
  readonly outcome: 'ok' | ApiErrorKind;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  readonly method?: string;
  readonly query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as `application/x-www-form-urlencoded` (the token endpoint). */
  readonly form?: URLSearchParams;
  readonly headers?: Readonly<Record<string, string>>;
  /** Milliseconds until the call counts as failed; `0` for none. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Send the bearer token; default true. */
  readonly bearer?: boolean;
  /** Send the API-key headers; false for sources marked as needing no key (R03.17). */
  readonly apiKey?: boolean;
}

export interface ApiClientOptions {
  readonly fetch?: typeof fetch;
  readonly basePath?: string;
  readonly apiKey?: string;
  readonly appName?: string;
  readonly appVersion?: string;
  /** Called after every response or failure; default writes a debug line to the console. */
  readonly log?: (entry: ResponseLogEntry) => void;
  /** Milliseconds clock for durations. */
  readonly now?: () => number;
  readonly defaultTimeoutMs?: number;
}

/** `/bwapi/v1/x` → `{basePath}/v1/x`; other paths and absolute URLs are left alone. */
export function rewriteApiPath(path: string, basePath: string): string {
  const rest = path.slice(BWAPI_PREFIX.length);
  if (!path.startsWith(BWAPI_PREFIX) || !(rest === '' || /^[/?#]/.test(rest))) return path;
  return `${basePath.replace(/\/+$/, '')}${rest}`;
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  const text = params.toString();
  if (!text) return url;
  const hash = url.indexOf('#');
  const [head, tail] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${head}${head.includes('?') ? '&' : '?'}${text}${tail}`;
}

const defaultLog = (entry: ResponseLogEntry): void => {
  console.debug(
    `${entry.method} ${entry.url} ${entry.status || entry.outcome} ${Math.round(entry.durationMs)} ms`,
  );
};

interface Attempt {
  readonly signal: AbortSignal;
  /** Why the call was aborted, once it was. */
  readonly abortedBy: () => 'timeout' | 'aborted' | undefined;
  readonly done: () => void;
}

/** One signal for the caller's cancel and the call's time-out, telling them apart. */
function attempt(timeoutMs: number, callerSignal: AbortSignal | undefined): Attempt {
  const controller = new AbortController();
  let reason: 'timeout' | 'aborted' | undefined;
  const onCallerAbort = (): void => {
    reason ??= 'aborted';
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          reason ??= 'timeout';
          controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    abortedBy: () => reason,
    done: () => {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one HTTP client every call of the app goes through. */
export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const log = options.log ?? defaultLog;
  const now = options.now ?? (() => performance.now());
  const appName = options.appName ?? APP_NAME;
  const appVersion = options.appVersion ?? APP_VERSION;
  const defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const listeners = new Set<(entry: ResponseLogEntry) => void>();

  const state: StoreApi<ApiState> = createStore<ApiState>(() => ({
    basePath: options.basePath ?? '/api',
    apiKey: options.apiKey ?? '',
  }));

  /** The bearer token (spec 01 §4): the sign-in token if present, else the AIS token. */
  const bearerToken = (): string | undefined => {
    const { signInToken, aisToken } = state.getState();
    return signInToken || aisToken || undefined;
  };

  const urlFor = (path: string, query: RequestOptions['query']): string =>
    withQuery(rewriteApiPath(path, state.getState().basePath), query);

  const headersFor = (request: RequestOptions, accept: string): Headers => {
    const headers = new Headers({ accept });
    if (request.apiKey !== false) {
      const { apiKey } = state.getState();
      if (apiKey) headers.set(API_KEY_HEADER, apiKey);
      headers.set(APP_NAME_HEADER, appName);
      headers.set(APP_VERSION_HEADER, appVersion);
    }
    const token = request.bearer === false ? undefined : bearerToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (request.json !== undefined) headers.set('content-type', 'application/json');
    if (request.form) headers.set('content-type', 'application/x-www-form-urlencoded');
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    return headers;
  };

  const record = (entry: ResponseLogEntry): void => {
    log(entry);
    for (const listener of listeners) listener(entry);
  };

  /**
   * Sends a request and hands the successful response to `read` before the time-out stops,
   * so a body that stalls also times out. Every outcome is logged once.
   */
  async function send<T>(
    path: string,
    request: RequestOptions,
    accept: string,
    read: (response: Response) => Promise<T>,
    timeoutCoversBody: boolean,
  ): Promise<T> {
    const method = (
      request.method ?? (request.json !== undefined || request.form ? 'POST' : 'GET')
    ).toUpperCase();
    const url = urlFor(path, request.query);
    const started = now();
    const call = attempt(request.timeoutMs ?? defaultTimeoutMs, request.signal);
    const fail = (
      kind: ApiErrorKind,
      status: number,
      cause: unknown,
      message: string,
    ): ApiError => {
      record({ method, url, status, durationMs: now() - started, outcome: kind });
      return new ApiError({ kind, method, url, message, cause });
    };
    const failure = (status: number, cause: unknown): ApiError => {
      const reason = call.abortedBy();
      if (reason === 'timeout') {
        return fail(
          'timeout',
          status,
          cause,
          `${method} ${url} timed out after ${request.timeoutMs ?? defaultTimeoutMs} ms`,
        );
      }
      if (reason === 'aborted')
        return fail('aborted', status, cause, `${method} ${url} was cancelled`);
      const detail = cause instanceof Error ? cause.message : String(cause);
      return fail('network', status, cause, `${method} ${url} failed: ${detail}`);
    };

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: headersFor(request, accept),
        body:
          request.json !== undefined
            ? JSON.stringify(request.json)
            : (request.form?.toString() ?? undefined),
        signal: call.signal,
      });
    } catch (error) {
      call.done();
      throw failure(0, error);
    }

    if (!response.ok) {
      try {
        const problem = await readProblem(response);
        const durationMs = now() - started;
        record({ method, url, status: response.status, durationMs, outcome: 'http' });
        const summary = [response.status, problem.title].filter(Boolean).join(' ');
        throw new ApiError({
          ...problem,
          kind: 'http',
          method,
          url,
          status: response.status,
          message: problem.detail ?? `${method} ${url}: ${summary}`,
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw failure(response.status, error);
      } finally {
        call.done();
      }
    }

    if (!timeoutCoversBody) call.done();
    try {
      const value = await read(response);
      record({ method, url, status: response.status, durationMs: now() - started, outcome: 'ok' });
      return value;
    } catch (error) {
      if (call.abortedBy()) throw failure(response.status, error);
      const detail = error instanceof Error ? error.message : String(error);
      throw fail(
        'unreadable',
        response.status,
        error,
        `${method} ${url}: unreadable answer: ${detail}`,
      );
    } finally {
      call.done();
    }
  }

  async function readJson<T>(response: Response): Promise<T> {
    // 204 and empty bodies mean "nothing" (spec 02 §7).
    const body = await response.text();
    return (body.trim() === '' ? undefined : JSON.parse(body)) as T;
  }

  return {
    /** The client's state; subscribe to follow the base path or the tokens. */
    state,

    setBasePath(basePath: string): void {
      state.setState({ basePath });
    },
    setApiKey(apiKey: string): void {
      state.setState({ apiKey });
    },
    /** Filled by sign-in; `undefined` on sign-out. */
    setSignInToken(token: string | undefined): void {
      state.setState({ signInToken: token });
    },
    /** Filled by the AIS token fetch and its refresh. */
    setAisToken(token: string | undefined): void {
      state.setState({ aisToken: token });
    },
    bearerToken,

    /** The URL a path is sent to: `/bwapi` rewritten, query appended. */
    url: urlFor,

    /** Follow every finished call (the connection test listens here). */
    onResponse(listener: (entry: ResponseLogEntry) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * A call whose answer is JSON. Resolves to the parsed body, `undefined` for 204 or an
     * empty body; rejects with an {@link ApiError}.
     */
    request<T>(path: string, request: RequestOptions = {}): Promise<T> {
      return send(path, request, 'application/json', readJson<T>, true);
    },
    get<T>(path: string, request: Omit<RequestOptions, 'method'> = {}): Promise<T> {
      return send(path, { ...request, method: 'GET' }, 'application/json', readJson<T>, true);
    },
    post<T>(
      path: string,
      json?: unknown,
      request: Omit<RequestOptions, 'method' | 'json'> = {},
    ): Promise<T> {
      return send(
        path,
        { ...request, method: 'POST', json },
        'application/json',
        readJson<T>,
        true,
      );
    },
    /** A call whose answer is plain text (a token, a file). */
    text(path: string, request: RequestOptions = {}): Promise<string> {
      return send(path, request, 'text/plain, */*', (response) => response.text(), true);
    },
    /** A call whose answer is a file: its bytes and the headers that name it. */
    file(path: string, request: RequestOptions = {}): Promise<{ blob: Blob; headers: Headers }> {
      const read = async (response: Response) => ({
        blob: await response.blob(),
        headers: response.headers,
      });
      return send(path, request, '*/*', read, true);
    },

    /**
     * Opens a server-sent event stream with `fetch`, so it can carry a body and the bearer
     * token. Resolves when the server ends the stream or `signal` aborts it; rejects with an
     * {@link ApiError} when it cannot be opened. The time-out covers opening only.
     */
    stream(path: string, handlers: StreamHandlers, request: RequestOptions = {}): Promise<void> {
      return send(
        path,
        { timeoutMs: defaultTimeoutMs, ...request },
        'text/event-stream',
        async (response) => {
          if (!response.body) return;
          await readEventStream(response.body, handlers, request.signal);
        },
        false,
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.kind === 'aborted') return;
        throw error;
      });
    },
  };
}
