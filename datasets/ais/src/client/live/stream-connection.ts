// One live connection per tab (engineering notes, "Live streams"): browsers allow six
// HTTP/1.1 connections per origin, so the vessel and the aid streams share the server's
// `sse/multiplex` route rather than holding one connection each. A change of either part
// reopens the one connection with both parts' current bodies.
import { STREAM_INTERVAL_MS } from './update-mode.js';

export type StreamPartKey = 'vessels' | 'aids' | 'alerts';

/** Event names of the parts on the multiplexed stream (apps/server live `sse/multiplex`). */
export const PART_EVENTS: Record<StreamPartKey, string> = {
  vessels: 'vessel',
  aids: 'aton',
  alerts: 'alert',
};

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

/** A host's way to the server: the connection opens through it and warns through its log. */
interface Via {
  readonly transport: StreamTransport;
  readonly log: Pick<Console, 'warn'>;
}

interface Part {
  body: unknown;
  onMessage(data: string): void;
  /** The host the part was set through. */
  via: Via;
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

/**
 * The multiplexed stream of one live base (open, or the restricted twin). Each part is set
 * through the host of the live part that set it, and the connection opens through the host of
 * the part set last: a part started again (a new host, say after signing in) brings the
 * connection over to its host rather than leaving it on the first one.
 */
export class SharedStream {
  readonly #parts = new Map<StreamPartKey, Part>();
  #controller: AbortController | null = null;
  #retry: unknown = undefined;
  #scheduled = false;
  /** The host the next `set` goes through (see {@link use}). */
  #via: Via;
  /** Number of connections opened, for tests and the status of the page. */
  opened = 0;

  constructor(
    private readonly base: string,
    transport: StreamTransport,
    log: Pick<Console, 'warn'>,
    private readonly timers: ConnectionTimers = realTimers,
    /** Told when the last part has gone and the connection is closed. */
    private readonly onIdle: () => void = () => {},
  ) {
    this.#via = { transport, log };
  }

  /** The host the parts set from now on go through. */
  use(transport: StreamTransport, log: Pick<Console, 'warn'>): void {
    if (this.#via.transport !== transport || this.#via.log !== log) this.#via = { transport, log };
  }

  /** Sets (or replaces) a part; the connection reopens with it, through its host. */
  set(key: StreamPartKey, body: unknown, onMessage: (data: string) => void): void {
    // Deleted first so the part set last is last in the map: its host carries the connection.
    this.#parts.delete(key);
    this.#parts.set(key, { body, onMessage, via: this.#via });
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
    const parts = [...this.#parts.values()];
    const last = parts[parts.length - 1];
    if (!last) {
      this.onIdle();
      return;
    }
    const { transport, log } = last.via;
    const controller = new AbortController();
    this.#controller = controller;
    const body: Record<string, unknown> = {};
    for (const [key, part] of this.#parts) body[key] = part.body;
    const handlers = new Map<string, Part>();
    for (const [key, part] of this.#parts) handlers.set(PART_EVENTS[key], part);
    this.opened++;
    const ended = (error?: unknown) => {
      if (controller.signal.aborted) return;
      if (error) log.warn('Live stream failed; reconnecting', error);
      // Reconnect after the stream interval (checklist A25), ended or failed alike.
      this.#retry = this.timers.setTimeout(() => {
        this.#retry = undefined;
        if (this.#controller === controller) this.#reopen();
      }, STREAM_INTERVAL_MS);
    };
    transport
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
    this.onIdle();
  }
}

const shared = new Map<string, SharedStream>();

/**
 * The tab's one shared stream per base, used through `transport` by the caller: a part set on
 * it goes through that host. A stream left without parts is forgotten, so the next start
 * begins afresh with its own host.
 */
export function sharedStream(
  base: string,
  transport: StreamTransport,
  log: Pick<Console, 'warn'>,
): SharedStream {
  let stream = shared.get(base);
  if (!stream) {
    const created: SharedStream = new SharedStream(base, transport, log, realTimers, () => {
      if (shared.get(base) === created) shared.delete(base);
    });
    shared.set(base, (stream = created));
  }
  stream.use(transport, log);
  return stream;
}
