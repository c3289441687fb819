import { ApiError } from '../../api/api-error.js';

/** Each preload's time-out (spec 01 §9). */
export const PRELOAD_TIMEOUT_MS = 20_000;

/** The preloads of spec 01 §4 step 4; the AIS token is one only in embed mode. */
export type PreloadId =
  | 'appConfig'
  | 'datasetGroups'
  | 'datasets'
  | 'forecastTimes'
  | 'aisToken'
  | 'restrictedAisProfile';

export interface PreloadTask<T = unknown> {
  readonly id: PreloadId;
  /** A required preload's failure stops the start; an optional one's is only logged. */
  readonly required: boolean;
  run(signal: AbortSignal): Promise<T>;
}

/** Why a preload failed, as the error catalogue shows it: HTTP status and text, or message. */
export interface PreloadFailure {
  readonly id: PreloadId;
  readonly status?: number;
  readonly statusText?: string;
  readonly message: string;
}

export type PreloadOutcome =
  | { readonly ok: true; readonly results: Partial<Record<PreloadId, unknown>> }
  | { readonly ok: false; readonly failures: readonly PreloadFailure[] };

export interface PreloadOptions {
  readonly timeoutMs?: number;
  readonly log?: (message: string, detail?: unknown) => void;
}

function failureOf(id: PreloadId, error: unknown): PreloadFailure {
  if (error instanceof ApiError) {
    return { id, status: error.status, statusText: error.title, message: error.message };
  }
  return { id, message: error instanceof Error ? error.message : String(error) };
}

function withTimeout<T>(task: PreloadTask<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`Timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    task.run(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Runs every preload at once, each with its own time-out. The start goes on only if every
 * required one succeeded; the restricted AIS profile is optional (spec 01 §4, §8).
 */
export async function runPreload(
  tasks: readonly PreloadTask[],
  options: PreloadOptions = {},
): Promise<PreloadOutcome> {
  const timeoutMs = options.timeoutMs ?? PRELOAD_TIMEOUT_MS;
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const settled = await Promise.allSettled(tasks.map((task) => withTimeout(task, timeoutMs)));
  const results: Partial<Record<PreloadId, unknown>> = {};
  const failures: PreloadFailure[] = [];
  settled.forEach((outcome, index) => {
    const task = tasks[index]!;
    if (outcome.status === 'fulfilled') results[task.id] = outcome.value;
    else if (task.required) failures.push(failureOf(task.id, outcome.reason));
    else log('Restricted AIS profile not available', outcome.reason);
  });
  if (failures.length > 0) {
    log('Loading failed', failures);
    return { ok: false, failures };
  }
  return { ok: true, results };
}
