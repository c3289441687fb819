// The offline request queue (spec 01 §3, §4; R24.17–R24.23): reports that could not go,
// kept in the "offline requests" section of local storage so a reload keeps them, and sent
// again when the network returns, at start and by "Send now", never more often than every
// 60 s (A76). The rules are the domain's; this module only persists what they return.
//
// Public API, for the offline controls too: `useQueuedReports`, `retryQueuedReports`,
// `removeQueuedReport`, `clearCompletedReports`, `clearQueuedReports`.
import {
  clearCompleted,
  isRetryableFailure,
  itemsToRetry,
  msUntilRetry,
  parseStoredQueue,
  recordFailure,
  recordRefusal,
  recordSuccess,
  removeItem,
  retryAllowed,
  type QueueCategory,
  type QueueItem,
  type QueuedRequest,
  type SendFailure,
} from '@havkart/domain';
import { create } from 'zustand';
import { isApiError } from '../../api/api-error.js';
import { readStored, writeStored } from '../../app/storage.js';

/** The storage section (spec 01 §3 "offline requests"). */
export const QUEUE_SECTION = 'offlineRequests';

interface QueueState {
  readonly items: readonly QueueItem[];
  /** When the last retry ran (ms); not stored, so a reload may retry at start. */
  readonly lastRetryAt: number | null;
}

export const useQueuedReports = create<QueueState>(() => ({
  items: readStored(QUEUE_SECTION, parseStoredQueue) ?? [],
  lastRetryAt: null,
}));

function commit(items: readonly QueueItem[]): void {
  writeStored(QUEUE_SECTION, items);
  useQueuedReports.setState({ items });
}

/** Sends one report; rejects with the API client's error. Start-up hands in the real one. */
export type ReportTransport = (request: QueuedRequest) => Promise<unknown>;

let transport: ReportTransport | null = null;
let isOnline: () => boolean = () => true;
let clock: () => number = () => Date.now();

export function configureReportQueue(options: {
  transport: ReportTransport;
  isOnline?: () => boolean;
  now?: () => number;
}): void {
  transport = options.transport;
  if (options.isOnline) isOnline = options.isOnline;
  if (options.now) clock = options.now;
}

/** What became of a report. */
export type SendOutcome =
  | { readonly outcome: 'sent'; readonly answer: unknown }
  | { readonly outcome: 'queued' }
  | { readonly outcome: 'refused'; readonly error: unknown; readonly message: string };

function failureOf(error: unknown): SendFailure {
  if (isApiError(error) && error.kind === 'http' && error.status !== undefined) {
    return { status: error.status };
  }
  return { status: 'network' };
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.detail ?? error.title ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

function reportId(request: QueuedRequest): string {
  return String(request.body['id']);
}

/**
 * Sends a report, or queues it when it cannot go: offline, no answer, 5xx, 408 or 429. A
 * refusal (another 4xx) of a new report is handed back for the form to show, with what the
 * user typed kept; a refusal of a queued one stays in the queue with the server's message.
 */
export async function sendReport(request: QueuedRequest): Promise<SendOutcome> {
  if (!transport) throw new Error('The report queue is not configured');
  const id = reportId(request);
  const queued = () => useQueuedReports.getState().items.some((item) => item.id === id);
  const failed = (): SendOutcome => {
    commit(recordFailure(useQueuedReports.getState().items, id, request, new Date(clock())));
    return { outcome: 'queued' };
  };
  if (!isOnline()) return failed();
  try {
    const answer = await transport(request);
    if (queued()) commit(recordSuccess(useQueuedReports.getState().items, id));
    return { outcome: 'sent', answer };
  } catch (error) {
    if (isRetryableFailure(failureOf(error))) return failed();
    const message = messageOf(error);
    if (queued()) {
      commit(recordRefusal(useQueuedReports.getState().items, id, message, new Date(clock())));
    }
    return { outcome: 'refused', error, message };
  }
}

/**
 * Sends every queued report that may go again, one after another, unless a retry ran within
 * the last 60 s: then it answers how many milliseconds remain and sends nothing.
 */
export async function retryQueuedReports(): Promise<{ sent: number; waitMs: number }> {
  const now = clock();
  const { lastRetryAt } = useQueuedReports.getState();
  if (!retryAllowed(lastRetryAt, now)) return { sent: 0, waitMs: msUntilRetry(lastRetryAt, now) };
  const due = itemsToRetry(useQueuedReports.getState().items);
  if (due.length === 0) return { sent: 0, waitMs: 0 };
  useQueuedReports.setState({ lastRetryAt: now });
  let sent = 0;
  for (const item of due) {
    const result = await sendReport(item.request);
    if (result.outcome === 'sent') sent += 1;
  }
  return { sent, waitMs: 0 };
}

export function removeQueuedReport(id: string): void {
  commit(removeItem(useQueuedReports.getState().items, id));
}

/** Clears completed items of a category; the tool and sensor lists call it after a fetch. */
export function clearCompletedReports(category: QueueCategory): void {
  const { items } = useQueuedReports.getState();
  const next = clearCompleted(items, category);
  if (next.length !== items.length) commit(next);
}

export function clearQueuedReports(): void {
  commit([]);
}
