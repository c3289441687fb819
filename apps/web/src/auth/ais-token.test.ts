import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client.js';
import {
  AIS_TOKEN_REFRESH_MS,
  AIS_TOKEN_RETRY_MS,
  fetchAisToken,
  keepAisTokenFresh,
} from './ais-token.js';

describe('the anonymous AIS token (spec 01 §4 step 2)', () => {
  it('asks the token endpoint with the client-credentials grant and no bearer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(Response.json({ access_token: 'ais-1', token_type: 'Bearer' })),
    );
    const api = createApiClient({ fetch, log: () => undefined });
    api.setAisToken('old');
    const token = await fetchAisToken(api, {
      aisTokenUrl: '/auth/connect/token',
      aisClientId: 'havkart-ais',
      aisScope: 'ais',
    });
    expect(token).toBe('ais-1');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/auth/connect/token');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe(
      'grant_type=client_credentials&client_id=havkart-ais&scope=ais',
    );
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  describe('refresh', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('renews every 3,500,000 ms; a failure logs "Fetch AIS token" and retries', async () => {
      expect(AIS_TOKEN_REFRESH_MS).toBe(3_500_000);
      const answers = ['a', new Error('down'), 'b'];
      const setToken = vi.fn();
      const log = vi.fn();
      const refresh = keepAisTokenFresh({
        fetchToken: () => {
          const next = answers.shift();
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? 'c');
        },
        setToken,
        log,
      });
      expect(await refresh.first).toBe(true);
      expect(setToken).toHaveBeenLastCalledWith('a');
      await vi.advanceTimersByTimeAsync(AIS_TOKEN_REFRESH_MS - 1);
      expect(log).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(log).toHaveBeenCalledWith('Fetch AIS token', expect.any(Error));
      await vi.advanceTimersByTimeAsync(AIS_TOKEN_RETRY_MS);
      expect(setToken).toHaveBeenLastCalledWith('b');
      refresh.stop();
      await vi.advanceTimersByTimeAsync(AIS_TOKEN_REFRESH_MS * 2);
      expect(setToken).toHaveBeenCalledTimes(2);
    });

    it('paused offline asks nothing; resumed, the renewal due meanwhile runs at once', async () => {
      const fetchToken = vi.fn(() => Promise.resolve('t'));
      const refresh = keepAisTokenFresh({ fetchToken, setToken: () => undefined });
      expect(await refresh.first).toBe(true);
      refresh.pause();
      await vi.advanceTimersByTimeAsync(AIS_TOKEN_REFRESH_MS * 3);
      expect(fetchToken).toHaveBeenCalledTimes(1);
      refresh.resume();
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchToken).toHaveBeenCalledTimes(2);
      // Back online before it was due: it keeps its time.
      refresh.pause();
      await vi.advanceTimersByTimeAsync(AIS_TOKEN_REFRESH_MS / 2);
      refresh.resume();
      await vi.advanceTimersByTimeAsync(AIS_TOKEN_REFRESH_MS / 2 - 1);
      expect(fetchToken).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchToken).toHaveBeenCalledTimes(3);
      refresh.stop();
    });

    it('started offline fetches nothing until resumed (A67)', async () => {
      const fetchToken = vi.fn(() => Promise.resolve('t'));
      const setToken = vi.fn();
      const refresh = keepAisTokenFresh({ fetchToken, setToken, paused: true });
      expect(await refresh.first).toBe(false);
      await vi.advanceTimersByTimeAsync(AIS_TOKEN_REFRESH_MS);
      expect(fetchToken).not.toHaveBeenCalled();
      refresh.resume();
      await vi.advanceTimersByTimeAsync(0);
      expect(setToken).toHaveBeenCalledWith('t');
      refresh.stop();
    });
  });
});
