// Parses `latest` answers in a worker (latest-worker.ts), so a 100,000-record answer does not
// hold the main thread for JSON.parse; where no worker can run (tests, old browsers, a worker
// that failed to start) the text is parsed here. The records are built from the worker's
// columns a slice at a time, giving the page its turn between slices: JSON.parse held it for
// the whole answer in one go (bench/web-vessels has both).
import { recordBuilder, type LatestColumns } from './latest-columns.js';

/** Records built per turn of the main thread: about 10 ms each on a quiet desktop. */
export const RECORDS_PER_SLICE = 10_000;

/** Lets the page handle input and draw before the next slice. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The records of a worker's columns, built a slice per turn. */
export async function buildInSlices(
  columns: LatestColumns,
  yieldTurn: () => Promise<void> = nextTurn,
  perSlice = RECORDS_PER_SLICE,
): Promise<Record<string, unknown>[]> {
  const records = new Array<Record<string, unknown>>(columns.length);
  const build = recordBuilder(columns);
  for (let from = 0; from < columns.length; from += perSlice) {
    if (from > 0) await yieldTurn();
    build(records, from, Math.min(columns.length, from + perSlice));
  }
  return records;
}

interface Answer {
  readonly id: number;
  readonly columns?: LatestColumns;
  readonly value?: unknown;
  readonly error?: string;
}

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

function parseHere(text: string): unknown {
  return text.trim() === '' ? undefined : JSON.parse(text);
}

function theWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'function'
        ? new Worker(new URL('./latest-worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (event: MessageEvent<Answer>) => {
    const { id, columns, value, error } = event.data;
    const pending = waiting.get(id);
    waiting.delete(id);
    if (!pending) return;
    if (error !== undefined) pending.reject(new SyntaxError(error));
    else if (columns) buildInSlices(columns).then(pending.resolve, pending.reject);
    else pending.resolve(value);
  };
  // A worker that cannot run: every waiting answer and those after it are parsed here.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const pending of waiting.values()) pending.reject(new Error('Parsing worker failed'));
    waiting.clear();
  };
  return worker;
}

/** The parsed answer (records as objects), from a worker where one runs. */
export function parseLatest(text: string): Promise<unknown> {
  const running = theWorker();
  if (!running) return Promise.resolve().then(() => parseHere(text));
  const id = nextId++;
  return new Promise<unknown>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    running.postMessage({ id, text });
  }).catch((error: unknown) => {
    // The worker died under this answer: parse it here rather than lose it.
    if (error instanceof SyntaxError) throw error;
    return parseHere(text);
  });
}
