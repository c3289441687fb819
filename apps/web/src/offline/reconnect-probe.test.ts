import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { probeWhileNetworkDown, RECONNECT_PROBE_MS } from './reconnect-probe.js';

interface State {
  networkUp: boolean;
  manualOffline: boolean;
  setNetworkUp(up: boolean): void;
}

const network = (networkUp: boolean, manualOffline: boolean) =>
  create<State>((set) => ({
    networkUp,
    manualOffline,
    setNetworkUp: (up) => set({ networkUp: up }),
  }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the connection test while the network is down (live polls paused)', () => {
  it('tests every 30 s while down and stops once the network is up', async () => {
    const store = network(false, false);
    let up = false;
    const test = vi.fn(() => Promise.resolve(up));
    const stop = probeWhileNetworkDown(store, test);
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS - 1);
    expect(test).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(test).toHaveBeenCalledTimes(1);
    expect(store.getState().networkUp).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS);
    expect(store.getState().networkUp).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 5);
    expect(test).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never tests in manual offline mode, nor while online', async () => {
    const manual = network(false, true);
    const online = network(true, false);
    const test = vi.fn(() => Promise.resolve(true));
    probeWhileNetworkDown(manual, test);
    probeWhileNetworkDown(online, test);
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 4);
    expect(test).not.toHaveBeenCalled();
    // The network drops later: the probe begins.
    online.getState().setNetworkUp(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS);
    expect(test).toHaveBeenCalledTimes(1);
  });
});
