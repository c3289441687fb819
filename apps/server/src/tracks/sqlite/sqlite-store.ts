import { Worker } from 'node:worker_threads';
import type { Ring } from '../area.js';
import { DEFAULT_CHUNK_LIMITS, type ChunkLimits } from '../chunk-plan.js';
import type {
  AreaHit,
  CompactionResult,
  RetentionResult,
  RetentionRule,
  TrackStore,
  TrackStoreUsage,
} from '../store.js';
import type { StoredPoint, VesselPoint } from '../track-point.js';
import {
  APPEND_STRIDE,
  unpackPoints,
  type WorkerData,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol.js';

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * Starts the worker from its compiled `.js` in production; from source (tests, `tsx`) the
 * `.ts` file needs TypeScript loading inside the new thread, so a one-line ES module
 * bootstrap registers tsx there first.
 */
function startWorker(data: WorkerData): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./sqlite-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSource) return new Worker(entry, { workerData: data });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    workerData: data,
  });
}

/** The SQLite track store: every statement runs in a worker thread with its own connection. */
export class SqliteTrackStore implements TrackStore {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(file: string, limits: ChunkLimits = DEFAULT_CHUNK_LIMITS) {
    this.worker = startWorker({ file, limits });
    this.worker.on('message', (response: WorkerResponse) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if (response.ok) waiting.resolve(response.result);
      else waiting.reject(new Error(`track store: ${response.error}`));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`track store worker exited (${code})`)));
  }

  private call<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  async append(points: readonly VesselPoint[]): Promise<void> {
    if (points.length === 0) return;
    const columns = new Float64Array(points.length * APPEND_STRIDE);
    points.forEach((p, i) => {
      columns.set([p.mmsi, p.t, p.lat, p.lon, p.sog, p.cog, p.hdg], i * APPEND_STRIDE);
    });
    await this.call({ op: 'append', columns }, [columns.buffer]);
  }

  async track(mmsi: number, from: number, to: number): Promise<StoredPoint[]> {
    return unpackPoints(await this.call<Float64Array>({ op: 'track', mmsi, from, to }));
  }

  async tracks(
    mmsis: readonly number[],
    from: number,
    to: number,
  ): Promise<Map<number, StoredPoint[]>> {
    const entries = await this.call<[number, Float64Array][]>({
      op: 'tracks',
      mmsis: [...mmsis],
      from,
      to,
    });
    return new Map(entries.map(([mmsi, packed]) => [mmsi, unpackPoints(packed)]));
  }

  vesselsInArea(rings: readonly Ring[], from: number, to: number): Promise<AreaHit[]> {
    return this.call({
      op: 'vesselsInArea',
      rings: rings.map((r) => r.map((c) => [...c])),
      from,
      to,
    });
  }

  compact(): Promise<CompactionResult> {
    return this.call({ op: 'compact' });
  }

  retain(rule: RetentionRule): Promise<RetentionResult> {
    return this.call({ op: 'retain', rule });
  }

  usage(): Promise<TrackStoreUsage> {
    return this.call({ op: 'usage' });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
