import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { PRELOAD_TIMEOUT_MS, runPreload, type PreloadId, type PreloadTask } from './preload.js';

const ok = (id: PreloadId, value: unknown, required = true): PreloadTask => ({
  id,
  required,
  run: () => Promise.resolve(value),
});
const failing = (id: PreloadId, error: unknown, required = true): PreloadTask => ({
  id,
  required,
  run: () => Promise.reject(error),
});

const required = (): PreloadTask[] => [
  ok('appConfig', { app: 'havkart' }),
  ok('datasetGroups', []),
  ok('datasets', {}),
  ok('forecastTimes', ['2026-11-23T12:00:00Z']),
];

describe('the start-up preload (spec 01 §4 step 4, §8)', () => {
  it('succeeds with every result when every required preload succeeds', async () => {
    const log = vi.fn();
    const outcome = await runPreload(required(), { log });
    expect(outcome).toEqual({
      ok: true,
      results: {
        appConfig: { app: 'havkart' },
        datasetGroups: [],
        datasets: {},
        forecastTimes: ['2026-11-23T12:00:00Z'],
      },
    });
    expect(log).not.toHaveBeenCalled();
  });

  it.each<PreloadId>(['appConfig', 'datasetGroups', 'datasets', 'forecastTimes', 'aisToken'])(
    'a failing required %s stops the start, logs "Loading failed" and keeps status and text',
    async (id) => {
      const log = vi.fn();
      const error = new ApiError({
        kind: 'http',
        method: 'GET',
        url: '/x',
        status: 503,
        title: 'Service Unavailable',
        message: 'GET /x 503',
      });
      const tasks = [...required().filter((task) => task.id !== id), failing(id, error)];
      const outcome = await runPreload(tasks, { log });
      expect(outcome).toEqual({
        ok: false,
        failures: [{ id, status: 503, statusText: 'Service Unavailable', message: 'GET /x 503' }],
      });
      expect(log).toHaveBeenCalledWith('Loading failed', expect.anything());
    },
  );

  it('a failure without an HTTP answer shows its message', async () => {
    const outcome = await runPreload([...required(), failing('aisToken', new Error('no net'))], {
      log: () => undefined,
    });
    expect(outcome).toEqual({ ok: false, failures: [{ id: 'aisToken', message: 'no net' }] });
  });

  it('the restricted AIS profile is optional: its failure is logged and does not block', async () => {
    const log = vi.fn();
    const outcome = await runPreload(
      [...required(), failing('restrictedAisProfile', new Error('403'), false)],
      { log },
    );
    expect(outcome.ok).toBe(true);
    expect(log).toHaveBeenCalledWith('Restricted AIS profile not available', expect.anything());
    expect(log).not.toHaveBeenCalledWith('Loading failed', expect.anything());
  });

  describe('time-outs', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('runs in parallel and fails a preload still unanswered after 20,000 ms', async () => {
      expect(PRELOAD_TIMEOUT_MS).toBe(20_000);
      const started: PreloadId[] = [];
      let aborted = false;
      const hanging: PreloadTask = {
        id: 'datasets',
        required: true,
        run: (signal) => {
          started.push('datasets');
          signal.addEventListener('abort', () => (aborted = true));
          return new Promise(() => undefined);
        },
      };
      const other: PreloadTask = {
        id: 'appConfig',
        required: true,
        run: () => {
          started.push('appConfig');
          return Promise.resolve({});
        },
      };
      const pending = runPreload([hanging, other], { log: () => undefined });
      expect(started).toEqual(['datasets', 'appConfig']);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const outcome = await pending;
      expect(aborted).toBe(true);
      expect(outcome).toEqual({
        ok: false,
        failures: [{ id: 'datasets', message: 'Timed out after 20000 ms' }],
      });
    });
  });
});
