// One live connection per tab (engineering notes, "Live streams"): browsers allow six
// HTTP/1.1 connections per origin, so the vessel and the aid streams share the server's
// `sse/multiplex` route rather than holding one connection each. A change of either part
// reopens the one connection with both parts' current bodies.
import { STREAM_INTERVAL_MS } from './update-mode.js';

export type StreamPartKey = 'vessels' | 'aids';

/** Event names of the parts on the multiplexed stream (apps/server live `sse/multiplex`). */
export const PART_EVENTS: Record<StreamPartKey, string> = { vessels: 'vessel', aids: 'aton' };

export const MULTIPLEX_PATH = 'sse/multiplex';

export interface StreamTransport {
  /** Opens a stream; resolves when it ends, rejects when it fails or cannot open. */
  stream(
    path: string,
    body: unknown,
    onEvent: (event: string, data: string) => void,
    signal: AbortSignal,
  ): Promise<void>;
}

interface Part {
  body: unknown;
  onMessage(data: string): void;
}

export interface ConnectionTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Runs after the current task, so two parts changed together reopen once. */
  defer(run: () => void): void;
}

const realTimers: ConnectionTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  defer: (run) => queueMicrotask(run),
};

/** The multiplexed stream of one live base (open, or the restricted twin). */
export class SharedStream {
  readonly #parts = new Map<StreamPartKey, Part>();
  #controller: AbortController | null = null;
  #retry: unknown = undefined;
  #scheduled = false;
  /** Number of connections opened, for tests and the status of the page. */
  opened = 0;

  constructor(
    private readonly base: string,
    private readonly transport: StreamTransport,
    private readonly log: Pick<Console, 'warn'>,
    private readonly timers: ConnectionTimers = realTimers,
  ) {}

  /** Sets (or replaces) a part; the connection reopens with it. */
  set(key: StreamPartKey, body: unknown, onMessage: (data: string) => void): void {
    this.#parts.set(key, { body, onMessage });
    this.#schedule();
  }

  /** Removes a part; the connection closes when none is left. */
  delete(key: StreamPartKey): void {
    if (!this.#parts.delete(key)) return;
    this.#schedule();
  }

  has(key: StreamPartKey): boolean {
    return this.#parts.has(key);
  }

  get open(): boolean {
    return this.#controller !== null;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.timers.defer(() => {
      this.#scheduled = false;
      this.#reopen();
    });
  }

  #close(): void {
    this.#controller?.abort();
    this.#controller = null;
    if (this.#retry !== undefined) this.timers.clearTimeout(this.#retry);
    this.#retry = undefined;
  }

  #reopen(): void {
    this.#close();
    if (this.#parts.size === 0) return;
    const controller = new AbortController();
    this.#controller = controller;
    const body: Record<string, unknown> = {};
    for (const [key, part] of this.#parts) body[key] = part.body;
    const handlers = new Map<string, Part>();
    for (const [key, part] of this.#parts) handlers.set(PART_EVENTS[key], part);
    this.opened++;
    const ended = (error?: unknown) => {
      if (controller.signal.aborted) return;
      if (error) this.log.warn('Live stream failed; reconnecting', error);
      // Reconnect after the stream interval (checklist A25), ended or failed alike.
      this.#retry = this.timers.setTimeout(() => {
        this.#retry = undefined;
        if (this.#controller === controller) this.#reopen();
      }, STREAM_INTERVAL_MS);
    };
    this.transport
      .stream(
        `${this.base}/${MULTIPLEX_PATH}`,
        body,
        (event, data) => handlers.get(event)?.onMessage(data),
        controller.signal,
      )
      .then(
        () => ended(),
        (error: unknown) => ended(error ?? new Error('stream failed')),
      );
  }

  /** Closes the connection and forgets every part. */
  stop(): void {
    this.#parts.clear();
    this.#close();
  }
}

const shared = new Map<string, SharedStream>();

/** The tab's one shared stream per base. */
export function sharedStream(
  base: string,
  transport: StreamTransport,
  log: Pick<Console, 'warn'>,
): SharedStream {
  let stream = shared.get(base);
  if (!stream) shared.set(base, (stream = new SharedStream(base, transport, log)));
  return stream;
}
