import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_INTERVAL_MS, startUpdateChecks } from './update-checks.js';

describe('service worker update checks (R26.24)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at registration and every ten minutes, until stopped', async () => {
    const update = vi.fn(async () => undefined);
    const stop = startUpdateChecks(update, () => undefined);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(600_000);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_200_000);
    expect(update).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(1_200_000);
    expect(update).toHaveBeenCalledTimes(4);
  });

  it('a failed check is logged and the next one still runs', async () => {
    const log = vi.fn();
    const update = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    startUpdateChecks(update, log);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(update).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Service worker update check failed', expect.any(TypeError));
  });
});
