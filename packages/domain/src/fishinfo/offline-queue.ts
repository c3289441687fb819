// The offline request queue (spec 01 §3, §4; R24.17–R24.23, A76) as pure transitions over
// a plain list, so the web app's store only persists what these return.
import type { FacilityChangeKind } from './reports.js';

/** What a queued request reports (R24.17). */
export type QueueCategory = 'fishingFacility' | 'sensor';

/** What to send again: the report kind and its body, which carries the item's id. */
export type QueuedRequest =
  | { readonly kind: FacilityChangeKind; readonly body: Readonly<Record<string, unknown>> }
  | { readonly kind: 'sensorDeploy'; readonly body: Readonly<Record<string, unknown>> };

/** One queued report (R24.17), with what it takes to send it again. */
export interface QueueItem {
  /** UUID; the report's own id, so the server answers a resend with the first answer. */
  readonly id: string;
  readonly category: QueueCategory;
  readonly completed: boolean;
  /** ISO 8601 UTC of the first failure. */
  readonly initialFailDateTime: string;
  /** ISO 8601 UTC of the latest failure. */
  readonly latestFailDateTime: string;
  readonly numberOfFails: number;
  readonly request: QueuedRequest;
  /**
   * The server's message when it refused the report (a 4xx other than 408 and 429): such an
   * item is not retried, and the list shows why.
   */
  readonly refusedMessage?: string;
}

/** Retries happen at most this often, whatever triggers them (A76). */
export const QUEUE_RETRY_SPACING_MS = 60_000;

/** A failed attempt: no answer at all (offline, network error, timeout) or an HTTP status. */
export type SendFailure = { readonly status: 'network' } | { readonly status: number };

/**
 * Whether a failure is worth another try: no answer, a 5xx, 408 (timeout) or 429 (busy).
 * Any other 4xx is the server refusing this report; sending it again changes nothing.
 */
export function isRetryableFailure(failure: SendFailure): boolean {
  const { status } = failure;
  return status === 'network' || status >= 500 || status === 408 || status === 429;
}

export function queueCategoryOf(request: QueuedRequest): QueueCategory {
  return request.kind === 'sensorDeploy' ? 'sensor' : 'fishingFacility';
}

/**
 * A request that could not go: added with completed=false and numberOfFails=1 (R24.18), or,
 * when its id is queued already, one more failure and a new latestFailDateTime (R24.19).
 */
export function recordFailure(
  queue: readonly QueueItem[],
  id: string,
  request: QueuedRequest,
  now: Date,
): QueueItem[] {
  const at = now.toISOString();
  const existing = queue.find((item) => item.id === id);
  if (!existing) {
    const item: QueueItem = {
      id,
      category: queueCategoryOf(request),
      completed: false,
      initialFailDateTime: at,
      latestFailDateTime: at,
      numberOfFails: 1,
      request,
    };
    return [...queue, item];
  }
  return queue.map((item) =>
    item.id === id
      ? { ...item, numberOfFails: item.numberOfFails + 1, latestFailDateTime: at }
      : item,
  );
}

/** The server took the report: completed=true (R24.20). */
export function recordSuccess(queue: readonly QueueItem[], id: string): QueueItem[] {
  return queue.map((item) =>
    item.id === id ? { ...item, completed: true, refusedMessage: undefined } : item,
  );
}

/** The server refused the report: kept with its message, not retried. */
export function recordRefusal(
  queue: readonly QueueItem[],
  id: string,
  message: string,
  now: Date,
): QueueItem[] {
  const failed = recordFailureOfQueued(queue, id, now);
  return failed.map((item) => (item.id === id ? { ...item, refusedMessage: message } : item));
}

function recordFailureOfQueued(queue: readonly QueueItem[], id: string, now: Date): QueueItem[] {
  const item = queue.find((i) => i.id === id);
  return item ? recordFailure(queue, id, item.request, now) : [...queue];
}

/** Removes one item (R24.21). */
export function removeItem(queue: readonly QueueItem[], id: string): QueueItem[] {
  return queue.filter((item) => item.id !== id);
}

/**
 * Clears the completed items of one category (R24.21); also what the sensor and tool lists
 * do after a fresh fetch (R24.23), since what was sent is in the fetched list by then.
 */
export function clearCompleted(queue: readonly QueueItem[], category: QueueCategory): QueueItem[] {
  return queue.filter((item) => !(item.completed && item.category === category));
}

/** Items a retry sends: not completed and not refused by the server. */
export function itemsToRetry(queue: readonly QueueItem[]): QueueItem[] {
  return queue.filter((item) => !item.completed && item.refusedMessage === undefined);
}

/**
 * Whether a retry may run now: never within {@link QUEUE_RETRY_SPACING_MS} of the last one
 * (A76), however often the network comes and goes or "Send now" is pressed.
 */
export function retryAllowed(lastRetryAt: number | null, now: number): boolean {
  return lastRetryAt === null || now - lastRetryAt >= QUEUE_RETRY_SPACING_MS;
}

/** Milliseconds until a retry is allowed; 0 when it is now. */
export function msUntilRetry(lastRetryAt: number | null, now: number): number {
  return lastRetryAt === null ? 0 : Math.max(0, lastRetryAt + QUEUE_RETRY_SPACING_MS - now);
}

/**
 * Reads a stored queue back, dropping anything that is not an item (an older or
 * hand-edited store must not break the page).
 */
export function parseStoredQueue(value: unknown): QueueItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is QueueItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.id === 'string' &&
      (item.category === 'fishingFacility' || item.category === 'sensor') &&
      typeof item.completed === 'boolean' &&
      typeof item.initialFailDateTime === 'string' &&
      typeof item.latestFailDateTime === 'string' &&
      typeof item.numberOfFails === 'number' &&
      typeof item.request === 'object' &&
      item.request !== null &&
      typeof item.request.kind === 'string' &&
      typeof item.request.body === 'object',
  );
}
