import type { TrackStore } from './store.js';
import { toStoredPoint, type AcceptedPosition, type VesselPoint } from './track-point.js';

/** Where accepted positions come from: the live bus, or a test feeding points directly. */
export interface PositionSource {
  /** Calls `listener` with every accepted position; returns a function that stops it. */
  subscribe(listener: (position: AcceptedPosition) => void): () => void;
}

export interface TrackRecorderOptions {
  /** Milliseconds between flushes of buffered positions to the hot table (below one second). */
  flushMs?: number;
  /**
   * Milliseconds between compactions of the hot table into chunks; 0 starts no compaction
   * timer, so only {@link TrackRecorder.compact} calls compact (tests that drive it).
   */
  compactMs: number;
  /** Called with errors the background work meets (logged by the caller). */
  onError(error: unknown, what: string): void;
}

/**
 * Buffers accepted positions and writes them to the store in one batch per flush, at most
 * half a second apart, so a crash loses under a second of points; compacts in the
 * background. One flush and one compaction run at a time.
 */
export class TrackRecorder {
  private buffer: VesselPoint[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private compacting: Promise<unknown> = Promise.resolve();
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;
  /** Positions refused for an unusable time or position. */
  rejected = 0;

  constructor(
    private readonly store: TrackStore,
    private readonly options: TrackRecorderOptions,
  ) {
    const flush = setInterval(() => void this.flush(), options.flushMs ?? 500);
    flush.unref();
    this.timers.push(flush);
    if (options.compactMs > 0) {
      const compact = setInterval(() => void this.compact(), options.compactMs);
      compact.unref();
      this.timers.push(compact);
    }
  }

  record(position: AcceptedPosition): void {
    if (this.stopped) return;
    const point = toStoredPoint(position);
    if (point) this.buffer.push(point);
    else this.rejected++;
  }

  /** Writes what is buffered; resolves once it (and any earlier flush) is durable. */
  flush(): Promise<void> {
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.store.append(batch);
      } catch (error) {
        this.options.onError(error, 'track append');
      }
    });
    return this.flushing;
  }

  /** Flushes, then moves the hot table into chunks. */
  compact(): Promise<unknown> {
    this.compacting = this.compacting.then(async () => {
      await this.flush();
      try {
        return await this.store.compact();
      } catch (error) {
        this.options.onError(error, 'track compaction');
        return undefined;
      }
    });
    return this.compacting;
  }

  /** Stops the timers and writes what is buffered. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.flush();
    await this.compacting;
  }
}
