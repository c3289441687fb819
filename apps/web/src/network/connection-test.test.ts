// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ResponseLogEntry } from '../api/api-client.js';
import { testConnection, testNetworkAtStart, watchNetwork } from './connection-test.js';
import { useNetwork } from './network.store.js';

/** An API client whose responses the test announces. */
function fakeApi() {
  const listeners = new Set<(entry: ResponseLogEntry) => void>();
  const api = {
    onResponse(listener: (entry: ResponseLogEntry) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as ApiClient;
  const respond = (status: number) =>
    listeners.forEach((listener) =>
      listener({ method: 'GET', url: '/x', status, durationMs: 1, outcome: 'ok' }),
    );
  return { api, respond };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => useNetwork.setState({ networkUp: true }));

describe('the connection test (spec 01 §4)', () => {
  it('fetches the test file with a new random value each time, past every cache (R26.01)', async () => {
    const fetchImpl = vi.fn(async (_input: string, _init?: RequestInit) => new Response('ok'));
    let n = 0;
    await testConnection(fetchImpl as never, () => String(++n));
    await testConnection(fetchImpl as never, () => String(++n));
    expect(fetchImpl.mock.calls.map((call) => call[0])).toEqual([
      '/assets/connectionTestFile.txt?r=1',
      '/assets/connectionTestFile.txt?r=2',
    ]);
    expect(fetchImpl.mock.calls[0]).toContainEqual({ cache: 'no-store' });
  });

  it('runs when the browser reports online (R26.02)', async () => {
    const test = vi.fn(async () => true);
    useNetwork.setState({ networkUp: false });
    const stop = watchNetwork(fakeApi().api, test);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(test).toHaveBeenCalledTimes(1);
    expect(useNetwork.getState().networkUp).toBe(true);
    stop();
  });

  it('runs after any response while the app thought it was offline, not while online (R26.03)', async () => {
    const test = vi.fn(async () => true);
    const { api, respond } = fakeApi();
    const stop = watchNetwork(api, test);
    respond(200);
    await settle();
    expect(test).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('offline'));
    expect(useNetwork.getState().networkUp).toBe(false);
    respond(0);
    await settle();
    expect(test).not.toHaveBeenCalled();
    respond(200);
    await settle();
    expect(test).toHaveBeenCalledTimes(1);
    expect(useNetwork.getState().networkUp).toBe(true);
    stop();
  });

  it('at start, a failed test counts as offline before anything waits on the network', async () => {
    expect(await testNetworkAtStart(async () => false)).toBe(false);
    expect(useNetwork.getState().networkUp).toBe(false);
    expect(await testNetworkAtStart(async () => true)).toBe(true);
    expect(useNetwork.getState().networkUp).toBe(true);
  });
});
