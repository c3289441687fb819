import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCompleted,
  isRetryableFailure,
  itemsToRetry,
  msUntilRetry,
  parseStoredQueue,
  QUEUE_RETRY_SPACING_MS,
  recordFailure,
  recordRefusal,
  recordSuccess,
  removeItem,
  retryAllowed,
  type QueuedRequest,
} from './offline-queue.js';

const lost: QueuedRequest = { kind: 'lost', body: { id: 'a', toolTypeCode: 'NETS' } };
const sensor: QueuedRequest = { kind: 'sensorDeploy', body: { id: 's', sensorId: 'S-1' } };
const t0 = new Date('2026-03-10T12:00:00Z');
const t1 = new Date('2026-03-10T12:05:00Z');

describe('offline queue transitions (R24.17–R24.21, R24.23)', () => {
  it('adds a failed report with completed=false and numberOfFails=1', () => {
    expect(recordFailure([], 'a', lost, t0)).toEqual([
      {
        id: 'a',
        category: 'fishingFacility',
        completed: false,
        initialFailDateTime: '2026-03-10T12:00:00.000Z',
        latestFailDateTime: '2026-03-10T12:00:00.000Z',
        numberOfFails: 1,
        request: lost,
      },
    ]);
    expect(recordFailure([], 's', sensor, t0)[0]!.category).toBe('sensor');
  });

  it('counts each further failure and moves latestFailDateTime only', () => {
    const queue = recordFailure(recordFailure([], 'a', lost, t0), 'a', lost, t1);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      numberOfFails: 2,
      initialFailDateTime: t0.toISOString(),
      latestFailDateTime: t1.toISOString(),
    });
  });

  it('completes on success, and no longer retries the item', () => {
    const queue = recordSuccess(recordFailure([], 'a', lost, t0), 'a');
    expect(queue[0]!.completed).toBe(true);
    expect(itemsToRetry(queue)).toEqual([]);
  });

  it('keeps a refused report with the server’s message and does not retry it', () => {
    const queue = recordRefusal(recordFailure([], 'a', lost, t0), 'a', 'Invalid toolTypeCode', t1);
    expect(queue[0]).toMatchObject({ numberOfFails: 2, refusedMessage: 'Invalid toolTypeCode' });
    expect(itemsToRetry(queue)).toEqual([]);
  });

  it('removes one item, clears completed per category, and the lists clear after a fetch', () => {
    let queue = recordFailure([], 'a', lost, t0);
    queue = recordFailure(queue, 'b', { ...lost, body: { id: 'b' } }, t0);
    queue = recordFailure(queue, 's', sensor, t0);
    queue = recordSuccess(recordSuccess(queue, 'a'), 's');
    expect(clearCompleted(queue, 'fishingFacility').map((i) => i.id)).toEqual(['b', 's']);
    expect(clearCompleted(queue, 'sensor').map((i) => i.id)).toEqual(['a', 'b']);
    expect(removeItem(queue, 'b').map((i) => i.id)).toEqual(['a', 's']);
  });

  it.each([
    [{ status: 'network' as const }, true],
    [{ status: 500 }, true],
    [{ status: 503 }, true],
    [{ status: 408 }, true],
    [{ status: 429 }, true],
    [{ status: 400 }, false],
    [{ status: 403 }, false],
    [{ status: 404 }, false],
    [{ status: 409 }, false],
  ])('retries after %j: %s', (failure, retry) => {
    expect(isRetryableFailure(failure)).toBe(retry);
  });

  it('reads back only well-formed stored items', () => {
    const queue = recordFailure([], 'a', lost, t0);
    expect(parseStoredQueue(JSON.parse(JSON.stringify(queue)))).toEqual(queue);
    expect(parseStoredQueue([{ id: 'x' }, null, 3])).toEqual([]);
    expect(parseStoredQueue('nonsense')).toEqual([]);
  });
});

describe('retry spacing (A76)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(t0);
  });
  afterEach(() => vi.useRealTimers());

  it('allows a retry at most every 60 s', () => {
    expect(QUEUE_RETRY_SPACING_MS).toBe(60_000);
    const last = Date.now();
    expect(retryAllowed(null, Date.now())).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(retryAllowed(last, Date.now())).toBe(false);
    expect(msUntilRetry(last, Date.now())).toBe(1);
    vi.advanceTimersByTime(1);
    expect(retryAllowed(last, Date.now())).toBe(true);
    expect(msUntilRetry(last, Date.now())).toBe(0);
  });
});
