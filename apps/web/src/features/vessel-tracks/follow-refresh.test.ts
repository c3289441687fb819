import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { followRefresh } from './follow-refresh.js';

const EVERY = 10_000;

describe('the timed look-up of a followed vessel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks on its interval while following and online, and not before following', () => {
    const network = create(() => ({ manualOffline: false, networkUp: true }));
    const lookUp = vi.fn();
    const refresh = followRefresh(network, lookUp, EVERY);
    vi.advanceTimersByTime(3 * EVERY);
    expect(lookUp).not.toHaveBeenCalled();
    refresh.follow(257_000_000);
    vi.advanceTimersByTime(2 * EVERY);
    expect(lookUp.mock.calls).toEqual([[257_000_000], [257_000_000]]);
    refresh.follow(null);
    vi.advanceTimersByTime(3 * EVERY);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('asks nothing in manual offline mode or without network, and once at once back online', () => {
    const network = create(() => ({ manualOffline: false, networkUp: true }));
    const lookUp = vi.fn();
    const refresh = followRefresh(network, lookUp, EVERY);
    refresh.follow(257_000_000);
    network.setState({ manualOffline: true });
    vi.advanceTimersByTime(5 * EVERY);
    expect(lookUp).not.toHaveBeenCalled();
    network.setState({ manualOffline: false });
    expect(lookUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(EVERY);
    expect(lookUp).toHaveBeenCalledTimes(2);
    network.setState({ networkUp: false });
    vi.advanceTimersByTime(5 * EVERY);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('following a vessel while offline waits until online to ask', () => {
    const network = create(() => ({ manualOffline: true, networkUp: true }));
    const lookUp = vi.fn();
    const refresh = followRefresh(network, lookUp, EVERY);
    refresh.follow(257_000_001);
    vi.advanceTimersByTime(5 * EVERY);
    expect(lookUp).not.toHaveBeenCalled();
    network.setState({ manualOffline: false });
    vi.advanceTimersByTime(EVERY);
    expect(lookUp.mock.calls).toEqual([[257_000_001], [257_000_001]]);
  });

  it('after dispose nothing is asked, online or not', () => {
    const network = create(() => ({ manualOffline: false, networkUp: true }));
    const lookUp = vi.fn();
    const refresh = followRefresh(network, lookUp, EVERY);
    refresh.follow(257_000_000);
    refresh.dispose();
    network.setState({ manualOffline: true });
    network.setState({ manualOffline: false });
    vi.advanceTimersByTime(5 * EVERY);
    expect(lookUp).not.toHaveBeenCalled();
  });
});
