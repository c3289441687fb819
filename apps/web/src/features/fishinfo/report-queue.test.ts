// @vitest-environment happy-dom
import type { QueuedRequest } from '@havkart/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { storageKey } from '../../app/storage.js';
import {
  clearCompletedReports,
  clearQueuedReports,
  configureReportQueue,
  QUEUE_SECTION,
  removeQueuedReport,
  retryQueuedReports,
  sendReport,
  useQueuedReports,
} from './report-queue.js';

const lost: QueuedRequest = {
  kind: 'lost',
  body: { id: '11111111-0000-4000-8000-000000000001', toolTypeCode: 'NETS' },
};
const sensor: QueuedRequest = {
  kind: 'sensorDeploy',
  body: { id: '11111111-0000-4000-8000-000000000002', sensorId: 'S-1' },
};

const httpError = (status: number, detail = 'nope') =>
  new ApiError({ kind: 'http', method: 'POST', url: '/x', status, message: detail, detail });

let online = true;
let answer: () => Promise<unknown> = async () => ({ status: 'confirmed' });
const sent: QueuedRequest[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  online = true;
  sent.length = 0;
  answer = async () => ({ status: 'confirmed' });
  configureReportQueue({
    transport: (request) => {
      sent.push(request);
      return answer();
    },
    isOnline: () => online,
    now: () => Date.now(),
  });
  clearQueuedReports();
  useQueuedReports.setState({ lastRetryAt: null });
});
afterEach(() => vi.useRealTimers());

const stored = () => JSON.parse(window.localStorage.getItem(storageKey(QUEUE_SECTION)) ?? '[]');

describe('the report queue (R24.18–R24.23)', () => {
  it('sends at once when online, and queues nothing', async () => {
    expect(await sendReport(lost)).toMatchObject({ outcome: 'sent' });
    expect(useQueuedReports.getState().items).toEqual([]);
  });

  it('queues a report made offline with one failure, in local storage', async () => {
    online = false;
    expect(await sendReport(lost)).toEqual({ outcome: 'queued' });
    expect(sent).toEqual([]);
    expect(stored()).toEqual([
      expect.objectContaining({ id: lost.body['id'], numberOfFails: 1, completed: false }),
    ]);
  });

  it.each([503, 500, 408, 429])('queues on %i and on a network error', async (status) => {
    answer = () => Promise.reject(httpError(status));
    expect(await sendReport(lost)).toEqual({ outcome: 'queued' });
    answer = () =>
      Promise.reject(new ApiError({ kind: 'network', method: 'POST', url: '/x', message: 'x' }));
    expect(await sendReport(sensor)).toEqual({ outcome: 'queued' });
    expect(useQueuedReports.getState().items.map((i) => i.category)).toEqual([
      'fishingFacility',
      'sensor',
    ]);
  });

  it('hands a new report’s refusal back to the form and keeps it out of the queue', async () => {
    answer = () => Promise.reject(httpError(400, 'Invalid body.geometry'));
    expect(await sendReport(lost)).toMatchObject({
      outcome: 'refused',
      message: 'Invalid body.geometry',
    });
    expect(useQueuedReports.getState().items).toEqual([]);
  });

  it('retries at most every 60 s, counts failures and completes on success', async () => {
    online = false;
    await sendReport(lost);
    online = true;
    answer = () => Promise.reject(httpError(503));
    expect(await retryQueuedReports()).toEqual({ sent: 0, waitMs: 0 });
    expect(useQueuedReports.getState().items[0]!.numberOfFails).toBe(2);

    answer = async () => ({ status: 'confirmed' });
    vi.advanceTimersByTime(30_000);
    expect(await retryQueuedReports()).toEqual({ sent: 0, waitMs: 30_000 });
    expect(sent).toHaveLength(1);

    vi.advanceTimersByTime(30_000);
    expect(await retryQueuedReports()).toEqual({ sent: 1, waitMs: 0 });
    expect(useQueuedReports.getState().items[0]!.completed).toBe(true);
    // Sent twice in all: the failed try and the one that went; never again.
    vi.advanceTimersByTime(60_000);
    await retryQueuedReports();
    expect(sent).toHaveLength(2);
  });

  it('keeps a queued report the server refuses, with its message, and stops retrying it', async () => {
    online = false;
    await sendReport(lost);
    online = true;
    answer = () =>
      Promise.reject(httpError(409, 'The fishing facility has already been retrieved'));
    await retryQueuedReports();
    expect(useQueuedReports.getState().items[0]).toMatchObject({
      refusedMessage: 'The fishing facility has already been retrieved',
      completed: false,
    });
    vi.advanceTimersByTime(60_000);
    await retryQueuedReports();
    expect(sent).toHaveLength(1);
  });

  it('removes one, clears completed per category, clears all', async () => {
    online = false;
    await sendReport(lost);
    await sendReport(sensor);
    online = true;
    await retryQueuedReports();
    clearCompletedReports('sensor');
    expect(useQueuedReports.getState().items.map((i) => i.category)).toEqual(['fishingFacility']);
    removeQueuedReport(String(lost.body['id']));
    expect(stored()).toEqual([]);
    online = false;
    await sendReport(lost);
    clearQueuedReports();
    expect(useQueuedReports.getState().items).toEqual([]);
  });
});
