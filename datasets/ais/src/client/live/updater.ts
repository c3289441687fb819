// Keeps one live dataset current (spec 02 §4): polling `latest` at zoom 11 or below with the
// zoom's interval, the shared stream above it. A zoom change restarts only when the interval
// or the mode changes; a bounds change restarts the stream once the view has left the area the
// stream asked for (small moves, such as following a vessel, keep it); a filter change
// restarts both.
import type { Polygon } from 'geojson';
import { StreamBatcher, type BatchClock, realClock } from './batcher.js';
import { boxPolygon, streamAreaStale, widenBox, type LngLatBox } from './bounds.js';
import { INITIAL_SINCE, nextSince } from './since.js';
import type { SharedStream, StreamPartKey } from './stream-connection.js';
import { updateModeFor, zoomChangeRestarts, type UpdateMode } from './update-mode.js';

export interface MapViewState {
  zoom(): number;
  bounds(): LngLatBox;
}

export interface UpdaterConfig {
  readonly part: StreamPartKey;
  readonly flushMs: number;
  /** Path of the latest call under a live base, e.g. `latest/combined`. */
  readonly latestPath: string;
  latestBody(since: string, geometry: Polygon | undefined, filters: FilterBody): unknown;
  streamBody(geometry: Polygon, filters: FilterBody): unknown;
  /** Whether the first latest call leaves the geometry out (aids, spec 02 §7). */
  readonly firstLoadWithoutGeometry: boolean;
}

type FilterBody = Readonly<Record<string, unknown>>;

export interface UpdaterTimers extends BatchClock {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realTimers: UpdaterTimers = {
  ...realClock,
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface UpdaterDeps {
  readonly view: MapViewState;
  /** The live bases to ask: the open one, and the restricted twin with a restricted profile. */
  bases(): Promise<readonly string[]>;
  post(path: string, body: unknown, signal: AbortSignal): Promise<unknown>;
  stream(base: string): SharedStream;
  filterBody(): FilterBody;
  /** New records, from a poll or a stream flush. */
  onRecords(records: readonly unknown[]): void;
  /** Every source failed (spec 02 §7: a failure). */
  onError(error: unknown): void;
  readonly timers?: UpdaterTimers;
}

/** Thrown when every base failed; carries each base's failure. */
export class AllSourcesFailed extends Error {
  constructor(readonly failures: readonly unknown[]) {
    super('Every live source failed');
  }
}

export class LiveUpdater {
  #mode: UpdateMode | null = null;
  #since = INITIAL_SINCE;
  #loaded = false;
  #poll: unknown = undefined;
  #inFlight: AbortController | null = null;
  #streamBases: readonly string[] = [];
  /** The area the open stream asked for (the view widened by 5 %), while one is open. */
  #streamed: LngLatBox | null = null;
  #stopped = false;
  /** Between start and stop: a zoom change before start, or after stop, starts nothing. */
  #running = false;
  readonly #batcher: StreamBatcher<unknown>;
  readonly #timers: UpdaterTimers;
  /** Restarts so far, for tests: the rule is about when these happen. */
  restarts = 0;

  constructor(
    private readonly config: UpdaterConfig,
    private readonly deps: UpdaterDeps,
  ) {
    this.#timers = deps.timers ?? realTimers;
    this.#batcher = new StreamBatcher(
      config.flushMs,
      (items) => this.#deliver(items),
      this.#timers,
    );
  }

  get mode(): UpdateMode | null {
    return this.#mode;
  }

  get since(): string {
    return this.#since;
  }

  start(): void {
    this.#stopped = false;
    this.#running = true;
    this.#restart(updateModeFor(this.deps.view.zoom()));
  }

  /** The map's zoom changed. */
  zoomChanged(): void {
    // Paused (auto-update off, offline): the map's moves must not start it again.
    if (!this.#running) return;
    const next = updateModeFor(this.deps.view.zoom());
    if (!this.#mode || zoomChangeRestarts(this.#mode, next)) this.#restart(next);
  }

  /** The map's bounds changed: the stream follows them once they leave its area. */
  boundsChanged(): void {
    if (this.#mode?.kind !== 'stream') return;
    if (this.#streamed && !streamAreaStale(this.#streamed, this.deps.view.bounds())) return;
    this.#openStreams();
  }

  /** Filters changed: everything starts again from the first load. */
  filtersChanged(): void {
    this.#since = INITIAL_SINCE;
    this.#loaded = false;
    if (this.#mode) this.#restart(this.#mode);
  }

  stop(): void {
    this.#stopped = true;
    this.#running = false;
    this.#halt();
    this.#mode = null;
  }

  #halt(): void {
    if (this.#poll !== undefined) this.#timers.clearInterval(this.#poll);
    this.#poll = undefined;
    this.#inFlight?.abort();
    this.#inFlight = null;
    for (const base of this.#streamBases) this.deps.stream(base).delete(this.config.part);
    this.#streamBases = [];
    this.#streamed = null;
    this.#batcher.flush();
  }

  #restart(mode: UpdateMode): void {
    this.restarts++;
    this.#halt();
    this.#mode = mode;
    // Stream mode catches up with one latest call, then the stream brings the changes.
    void this.pollOnce();
    if (mode.kind === 'poll') {
      this.#poll = this.#timers.setInterval(() => void this.pollOnce(), mode.intervalMs);
    } else {
      this.#openStreams();
    }
  }

  #geometry(): Polygon {
    return boxPolygon(widenBox(this.deps.view.bounds()));
  }

  /** One latest call to every base; tolerated unless every base fails. */
  async pollOnce(): Promise<void> {
    if (this.#inFlight) return;
    const controller = new AbortController();
    this.#inFlight = controller;
    try {
      const geometry =
        this.config.firstLoadWithoutGeometry && !this.#loaded ? undefined : this.#geometry();
      const body = this.config.latestBody(this.#since, geometry, this.deps.filterBody());
      const bases = await this.deps.bases();
      const answers = await Promise.allSettled(
        bases.map((base) =>
          this.deps.post(`${base}/${this.config.latestPath}`, body, controller.signal),
        ),
      );
      if (controller.signal.aborted || this.#stopped) return;
      const records = answers.flatMap((answer) =>
        answer.status === 'fulfilled' && Array.isArray(answer.value) ? answer.value : [],
      );
      if (answers.every((answer) => answer.status === 'rejected')) {
        this.deps.onError(
          new AllSourcesFailed(answers.map((a) => (a as PromiseRejectedResult).reason)),
        );
        return;
      }
      this.#loaded = true;
      this.#deliver(records);
    } finally {
      if (this.#inFlight === controller) this.#inFlight = null;
    }
  }

  #openStreams(): void {
    const area = widenBox(this.deps.view.bounds());
    this.#streamed = area;
    const geometry = boxPolygon(area);
    const body = this.config.streamBody(geometry, this.deps.filterBody());
    void this.deps.bases().then((bases) => {
      if (this.#stopped || this.#mode?.kind !== 'stream') return;
      for (const base of this.#streamBases) {
        if (!bases.includes(base)) this.deps.stream(base).delete(this.config.part);
      }
      this.#streamBases = bases;
      for (const base of bases) {
        this.deps.stream(base).set(this.config.part, body, (data) => {
          try {
            this.#batcher.push(JSON.parse(data));
          } catch {
            // A broken message is skipped; the next one of that vessel replaces it.
          }
        });
      }
    });
  }

  #deliver(records: readonly unknown[]): void {
    if (records.length === 0) return;
    this.#since = nextSince(this.#since, records as { msgtime?: string }[]);
    this.deps.onRecords(records);
  }
}
