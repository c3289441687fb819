import type { ApiClient } from '../api/api-client.js';
import type { SignInConfig } from './sign-in-config.js';

/** The anonymous AIS token is renewed this often, before its hour runs out (spec 01 §9). */
export const AIS_TOKEN_REFRESH_MS = 3_500_000;
/** After a failed fetch the next try comes this much later. */
export const AIS_TOKEN_RETRY_MS = 15_000;

type TokenConfig = Pick<SignInConfig, 'aisTokenUrl' | 'aisClientId' | 'aisScope'>;

/** One client-credentials grant with the public anonymous AIS client (spec 01 §4 step 2). */
export async function fetchAisToken(
  api: ApiClient,
  config: TokenConfig,
  signal?: AbortSignal,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: config.aisClientId,
    scope: config.aisScope,
  });
  const answer = await api.request<{ access_token?: unknown }>(config.aisTokenUrl, {
    method: 'POST',
    form,
    signal,
    bearer: false,
    apiKey: false,
  });
  if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
    throw new Error('The token endpoint answered without an access token');
  }
  return answer.access_token;
}

export interface AisTokenRefreshOptions {
  readonly fetchToken: () => Promise<string>;
  readonly setToken: (token: string) => void;
  readonly log?: (message: string, detail?: unknown) => void;
  readonly refreshMs?: number;
  readonly retryMs?: number;
  /** A token already in hand: the first fetch waits a full refresh interval. */
  readonly haveToken?: boolean;
}

/**
 * Keeps the AIS token fresh: fetches it now, then every {@link AIS_TOKEN_REFRESH_MS}; a
 * failure logs 'Fetch AIS token' and tries again after {@link AIS_TOKEN_RETRY_MS}. Resolves
 * after the first attempt (with whether it succeeded); the returned `stop` ends the timer.
 */
export function keepAisTokenFresh(options: AisTokenRefreshOptions): {
  readonly first: Promise<boolean>;
  stop(): void;
} {
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const attempt = async (): Promise<boolean> => {
    let ok = false;
    try {
      options.setToken(await options.fetchToken());
      ok = true;
    } catch (error) {
      log('Fetch AIS token', error);
    }
    if (!stopped) {
      timer = setTimeout(
        () => void attempt(),
        ok ? (options.refreshMs ?? AIS_TOKEN_REFRESH_MS) : (options.retryMs ?? AIS_TOKEN_RETRY_MS),
      );
    }
    return ok;
  };
  if (options.haveToken) {
    timer = setTimeout(() => void attempt(), options.refreshMs ?? AIS_TOKEN_REFRESH_MS);
  }
  return {
    first: options.haveToken ? Promise.resolve(true) : attempt(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
