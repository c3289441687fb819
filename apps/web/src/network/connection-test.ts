import type { ApiClient } from '../api/api-client.js';
import { useNetwork } from './network.store.js';

/** The small file the server sends uncached; the random value defeats any cache between. */
export const CONNECTION_TEST_PATH = '/assets/connectionTestFile.txt';

/** True when the connection-test file could be fetched. */
export async function testConnection(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  random: () => string = () => Math.random().toString(36).slice(2),
): Promise<boolean> {
  try {
    const response = await fetchImpl(`${CONNECTION_TEST_PATH}?r=${random()}`, {
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Follows the network (spec 01 §4): the test runs when the browser reports online and after
 * any API response while the app thinks it is offline; the browser's offline event counts
 * at once. Returns a function that stops following.
 */
export function watchNetwork(api: ApiClient, test: () => Promise<boolean> = testConnection) {
  let testing = false;
  const run = async (): Promise<void> => {
    if (testing) return;
    testing = true;
    try {
      useNetwork.getState().setNetworkUp(await test());
    } finally {
      testing = false;
    }
  };
  const onOnline = () => void run();
  const onOffline = () => useNetwork.getState().setNetworkUp(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const stopResponses = api.onResponse((entry) => {
    if (entry.status > 0 && !useNetwork.getState().networkUp) void run();
  });
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    stopResponses();
  };
}

/**
 * The network at start: the browser's offline flag at once, else one connection test, so an
 * app opened at sea knows before it signs in or waits on anything (spec 01 §4).
 */
export async function testNetworkAtStart(test: () => Promise<boolean> = testConnection) {
  const up = navigator.onLine && (await test());
  useNetwork.getState().setNetworkUp(up);
  return up;
}
