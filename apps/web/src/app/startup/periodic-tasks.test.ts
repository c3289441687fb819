import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTasks } from './periodic-tasks.js';

describe('the periodic-task registry (spec 01 §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a second task under a used id and logs an error', () => {
    const log = vi.fn();
    const tasks = new PeriodicTasks(log);
    expect(tasks.register({ id: 'events', intervalMs: 30_000, run: () => undefined })).toBe(true);
    expect(tasks.register({ id: 'events', intervalMs: 1_000, run: () => undefined })).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"events" is already registered'));
  });

  it('runs tasks on their interval only after start, and not after stop', async () => {
    const tasks = new PeriodicTasks(() => undefined);
    const run = vi.fn();
    tasks.register({ id: 'events', intervalMs: 30_000, run });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
    tasks.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    tasks.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a task registered after start is scheduled at once', async () => {
    const tasks = new PeriodicTasks(() => undefined);
    tasks.start();
    const run = vi.fn();
    tasks.register({ id: 'late', intervalMs: 1_000, run });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a throwing or rejecting task logs "Error executing task" and keeps running', async () => {
    const log = vi.fn();
    const tasks = new PeriodicTasks(log);
    let calls = 0;
    tasks.register({
      id: 'flaky',
      intervalMs: 1_000,
      run: () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return Promise.reject(new Error('later'));
      },
    });
    tasks.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(2);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(
      'Error executing task',
      expect.objectContaining({ id: 'flaky' }),
    );
  });
});
