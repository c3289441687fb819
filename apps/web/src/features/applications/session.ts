import type { UserProfiles } from '@havkart/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { apiClient } from '../../api/client.js';

/** The signed-in user's access token, as the API client holds it; undefined when signed out. */
export function useSignInToken(): string | undefined {
  return useSyncExternalStore(
    apiClient.state.subscribe,
    () => apiClient.state.getState().signInToken,
    () => undefined,
  );
}

export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * Loads with the signed-in user's token, again when the token or `key` changes or `reload`
 * is called. While it reloads for the same user, the last answer stays on screen.
 */
export function useSignedInLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): [Loaded<T> | null, () => void] {
  const token = useSignInToken();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ token: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const settle = (loaded: Loaded<T>) => {
      if (!controller.signal.aborted) setResult({ token, loaded });
    };
    load(controller.signal).then(
      (value) => settle({ state: 'ready', value }),
      (error: unknown) => settle({ state: 'failed', error }),
    );
    return () => controller.abort();
    // `load` is keyed by `key`, so a new closure with the same key does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, round, key]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  if (!token) return [null, reload];
  if (result?.token !== token) return [{ state: 'loading' }, reload];
  return [result.loaded, reload];
}

/** The signed-in user's profile (`GET /api/v2/user/profiles`). */
export function loadProfiles(signal: AbortSignal): Promise<UserProfiles> {
  return apiClient.get<UserProfiles>('/bwapi/v2/user/profiles', { signal });
}
