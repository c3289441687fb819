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
  /** Started offline: nothing is fetched until `resume` (spec 01 §4, A67). */
  readonly paused?: boolean;
  readonly now?: () => number;
}

/** The running renewal of the AIS token. */
export interface AisTokenRenewal {
  /** Settles after the first attempt, with whether it succeeded; false at once when paused. */
  readonly first: Promise<boolean>;
  /** Offline: no renewal is tried; the one due waits. */
  pause(): void;
  /** Online again: a renewal due meanwhile runs at once, else when it is due. */
  resume(): void;
  stop(): void;
}

/**
 * Keeps the AIS token fresh: fetches it now, then every {@link AIS_TOKEN_REFRESH_MS}; a
 * failure logs 'Fetch AIS token' and tries again after {@link AIS_TOKEN_RETRY_MS}. Paused
 * (offline) it asks nothing; resumed, what fell due meanwhile runs at once.
 */
export function keepAisTokenFresh(options: AisTokenRefreshOptions): AisTokenRenewal {
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const now = options.now ?? (() => Date.now());
  const refreshMs = options.refreshMs ?? AIS_TOKEN_REFRESH_MS;
  const retryMs = options.retryMs ?? AIS_TOKEN_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let paused = options.paused === true;
  let inFlight = false;
  /** When the next fetch is due. */
  let dueAt = options.haveToken ? now() + refreshMs : now();
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || paused || inFlight) return;
    timer = setTimeout(() => void attempt(), Math.max(0, dueAt - now()));
  };
  const attempt = async (): Promise<boolean> => {
    timer = undefined;
    inFlight = true;
    let ok = false;
    try {
      options.setToken(await options.fetchToken());
      ok = true;
    } catch (error) {
      log('Fetch AIS token', error);
    }
    inFlight = false;
    dueAt = now() + (ok ? refreshMs : retryMs);
    schedule();
    return ok;
  };
  const startNow = !options.haveToken && !paused;
  const first = startNow ? attempt() : Promise.resolve(options.haveToken === true);
  if (!startNow) schedule();
  return {
    first,
    pause() {
      paused = true;
      schedule();
    },
    resume() {
      if (!paused) return;
      paused = false;
      schedule();
    },
    stop() {
      stopped = true;
      schedule();
    },
  };
}
