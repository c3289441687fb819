import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { pauseWhileOffline } from './manual-pause.js';

const network = (manualOffline: boolean) => create(() => ({ manualOffline, networkUp: true }));

describe('polls paused in manual offline mode', () => {
  it('starts at once when the mode is off, stops when it turns on, starts again when off', () => {
    const store = network(false);
    const target = { start: vi.fn(), stop: vi.fn() };
    pauseWhileOffline(target, store);
    expect(target.start).toHaveBeenCalledTimes(1);
    store.setState({ manualOffline: true });
    expect(target.stop).toHaveBeenCalledTimes(1);
    store.setState({ manualOffline: true });
    expect(target.stop).toHaveBeenCalledTimes(1);
    store.setState({ manualOffline: false });
    expect(target.start).toHaveBeenCalledTimes(2);
  });

  it('a start in manual offline mode does not start them until the mode is off', () => {
    const store = network(true);
    const target = { start: vi.fn(), stop: vi.fn() };
    const stopFollowing = pauseWhileOffline(target, store);
    expect(target.start).not.toHaveBeenCalled();
    store.setState({ manualOffline: false });
    expect(target.start).toHaveBeenCalledTimes(1);
    stopFollowing();
    store.setState({ manualOffline: true });
    expect(target.stop).not.toHaveBeenCalled();
  });

  it('offline pauses follow both halves of online (R26.05): no network or manual mode', () => {
    const store = create(() => ({ networkUp: false, manualOffline: false }));
    const target = { start: vi.fn(), stop: vi.fn() };
    pauseWhileOffline(target, store);
    // Started without network: nothing runs until it is up.
    expect(target.start).not.toHaveBeenCalled();
    store.setState({ networkUp: true });
    expect(target.start).toHaveBeenCalledTimes(1);
    store.setState({ manualOffline: true });
    expect(target.stop).toHaveBeenCalledTimes(1);
    // The network dropping under manual mode changes nothing: it was paused already.
    store.setState({ networkUp: false });
    store.setState({ manualOffline: false });
    expect(target.stop).toHaveBeenCalledTimes(1);
    expect(target.start).toHaveBeenCalledTimes(1);
    store.setState({ networkUp: true });
    expect(target.start).toHaveBeenCalledTimes(2);
  });
});
