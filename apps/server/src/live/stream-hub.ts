/**
 * Live streams (SSE and NDJSON): subscribers indexed by area, updates coalesced to the newest
 * per record per tick, each update serialised once per representation, one write per
 * subscriber per tick, and a subscriber whose socket buffer is full skipped rather than
 * buffered without bound. Free of Fastify: a subscriber writes to any `StreamSink`.
 */
import { inArea, matchesAttributes, matchesFields, type VesselFilter } from './filters.js';
import type { LiveChange, LiveState } from './live-state.js';
import type { AtonRecord, MetStationRecord, SafetyRecord, VesselRecord } from './records.js';
import { tierShows, type LiveTier } from './tiers.js';
import {
  atonMessage,
  feature,
  metHydroMessage,
  positionMessage,
  safetyMessage,
  staticMessage,
  vesselJson,
  type Json,
  type ModelType,
} from './representation.js';

/** How often changes are gathered and written, ms. */
export const STREAM_TICK_MS = 100;
/** Heartbeat comment interval on SSE streams, ms. */
export const HEARTBEAT_MS = 15_000;
/** With `downsample`, at most one update per record per this window on a stream, ms. */
export const DOWNSAMPLE_WINDOW_MS = 10_000;
/** A subscriber with more than this many bytes waiting in its socket is skipped. */
export const HIGH_WATER_BYTES = 512 * 1024;
/** Subscriber grid cell, degrees; larger areas go on the global list. */
const SUBSCRIBER_CELL_DEGREES = 1;
const MAX_SUBSCRIBER_CELLS = 400;

/** Where a stream's bytes go: an HTTP response in the server, a buffer in tests. */
export interface StreamSink {
  write(chunk: string): unknown;
  end(): unknown;
  readonly writableLength: number;
}

export type StreamFraming = 'sse' | 'ndjson';

/** What the `/v1/ais` streams include (the `include*` flags). */
export interface AisIncludes {
  position: boolean;
  static: boolean;
  aton: boolean;
  safety: boolean;
  meteo: boolean;
}

export interface StreamOptions {
  channel: 'combined' | 'ais';
  filter: VesselFilter;
  modelType: ModelType;
  geojson: boolean;
  framing: StreamFraming;
  downsample: boolean;
  includes?: AisIncludes;
}

type MessageKind = 'V' | 'P' | 'S' | 'A' | 'M' | 'X';

interface Subscriber extends StreamOptions {
  sink: StreamSink;
  chunks: string[];
  windowEnds: Map<string, number>;
  deferred: Set<string>;
  cells: number[] | null;
  skipped: number;
  delivered: number;
}

interface Dirty {
  change: LiveChange;
  position: boolean;
  static: boolean;
  /** Whether each tier shows the vessel, worked out once per tick. */
  shown: Partial<Record<LiveTier, boolean>>;
  /** The update's framed text per representation, serialised once per tick. */
  frames: string[];
}

const KIND_INDEX: Record<MessageKind, number> = { V: 0, P: 1, S: 2, A: 3, M: 4, X: 5 };

/** Index of a representation in a `frames` array. */
function variant(sub: StreamOptions, kind: MessageKind): number {
  return (
    KIND_INDEX[kind] * 8 +
    (sub.modelType === 'Simple' ? 4 : 0) +
    (sub.geojson ? 2 : 0) +
    (sub.framing === 'sse' ? 1 : 0)
  );
}

function cellOf(lon: number, lat: number): number {
  const c = Math.floor((lon + 180) / SUBSCRIBER_CELL_DEGREES);
  const r = Math.floor((lat + 90) / SUBSCRIBER_CELL_DEGREES);
  return r * 1000 + c;
}

function locate(change: LiveChange, state: LiveState): [number, number] | null {
  if (change.kind === 'safety') {
    const sender = state.vessels.get(change.record.mmsi);
    return sender?.longitude != null && sender.latitude != null
      ? [sender.longitude, sender.latitude]
      : null;
  }
  const r = change.record;
  return r.longitude === null || r.latitude === null ? null : [r.longitude, r.latitude];
}

export interface HubStats {
  subscribers: number;
  delivered: number;
  skipped: number;
}

export class StreamHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly global = new Set<Subscriber>();
  private readonly byCell = new Map<number, Set<Subscriber>>();
  private dirty = new Map<string, Dirty>();
  private readonly tickTimer: NodeJS.Timeout;
  private readonly heartbeatTimer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private lastSweep = 0;
  delivered = 0;
  skipped = 0;

  constructor(
    private readonly state: LiveState,
    private readonly now: () => number = Date.now,
    tickMs = STREAM_TICK_MS,
  ) {
    this.unsubscribe = state.onChange((change) => this.mark(change));
    this.tickTimer = setInterval(() => this.tick(), tickMs);
    this.tickTimer.unref();
    this.heartbeatTimer = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
    this.heartbeatTimer.unref();
  }

  get stats(): HubStats {
    return { subscribers: this.subscribers.size, delivered: this.delivered, skipped: this.skipped };
  }

  private mark(change: LiveChange): void {
    // Nobody to tell: skip the bookkeeping (a server without stream clients most of the time).
    if (this.subscribers.size === 0) return;
    const key = `${change.kind}:${change.record.mmsi}`;
    const seen = this.dirty.get(key);
    const position = change.kind === 'vessel' ? change.position : true;
    const stat = change.kind === 'vessel' ? change.static : false;
    if (seen) {
      seen.change = change;
      seen.shown = {};
      seen.frames = [];
      seen.position ||= position;
      seen.static ||= stat;
    } else {
      this.dirty.set(key, { change, position, static: stat, shown: {}, frames: [] });
    }
  }

  /** Adds a stream; the returned function removes it (call it when the client goes). */
  subscribe(sink: StreamSink, options: StreamOptions): () => void {
    const sub: Subscriber = {
      ...options,
      sink,
      chunks: [],
      windowEnds: new Map(),
      deferred: new Set(),
      cells: null,
      skipped: 0,
      delivered: 0,
    };
    const box = options.filter.bbox;
    const cells: number[] = [];
    if (box && box.west <= box.east) {
      const c0 = Math.floor((box.west + 180) / SUBSCRIBER_CELL_DEGREES);
      const c1 = Math.floor((box.east + 180) / SUBSCRIBER_CELL_DEGREES);
      const r0 = Math.floor((box.south + 90) / SUBSCRIBER_CELL_DEGREES);
      const r1 = Math.floor((box.north + 90) / SUBSCRIBER_CELL_DEGREES);
      if ((c1 - c0 + 1) * (r1 - r0 + 1) <= MAX_SUBSCRIBER_CELLS) {
        for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells.push(r * 1000 + c);
      }
    }
    if (cells.length > 0) {
      sub.cells = cells;
      for (const cell of cells) {
        let set = this.byCell.get(cell);
        if (!set) this.byCell.set(cell, (set = new Set()));
        set.add(sub);
      }
    } else {
      this.global.add(sub);
    }
    this.subscribers.add(sub);
    if (options.framing === 'sse') sink.write(': start\n\n');
    return () => this.remove(sub);
  }

  private remove(sub: Subscriber): void {
    if (!this.subscribers.delete(sub)) return;
    this.global.delete(sub);
    for (const cell of sub.cells ?? []) {
      const set = this.byCell.get(cell);
      set?.delete(sub);
      if (set?.size === 0) this.byCell.delete(cell);
    }
  }

  /** Gathers the tick's changes and writes them; public so tests and benchmarks can drive it. */
  tick(): void {
    const now = this.now();
    const dirty = this.dirty;
    this.dirty = new Map();
    for (const item of dirty.values()) {
      const at = locate(item.change, this.state);
      if (at) {
        const local = this.byCell.get(cellOf(at[0], at[1]));
        if (local) for (const sub of local) this.offer(sub, item, at, now);
      }
      for (const sub of this.global) this.offer(sub, item, at, now);
    }
    for (const sub of this.subscribers) {
      if (sub.deferred.size > 0) this.releaseDeferred(sub, now);
      this.flush(sub);
    }
    if (now - this.lastSweep > DOWNSAMPLE_WINDOW_MS) {
      this.lastSweep = now;
      for (const sub of this.subscribers) {
        for (const [key, end] of sub.windowEnds) {
          if (end <= now && !sub.deferred.has(key)) sub.windowEnds.delete(key);
        }
      }
    }
  }

  private offer(sub: Subscriber, item: Dirty, at: [number, number] | null, now: number): void {
    const f = sub.filter;
    // Without a position nothing shows it is inside a requested or a profile's area.
    if (at ? !inArea(f, at[0], at[1]) : f.bbox !== null || Boolean(f.limit)) return;
    const change = item.change;
    if (f.mmsi && !f.mmsi.has(change.record.mmsi)) return;
    const frames = item.frames;
    if (change.kind === 'vessel') {
      const v = change.record;
      if (!matchesFields(f, v)) return;
      let shown = item.shown[f.tier];
      if (shown === undefined) shown = item.shown[f.tier] = tierShows(f.tier, v);
      if (!shown) return;
      if (sub.channel === 'combined') {
        if (at) this.send(sub, 'V', v, now, frames);
        return;
      }
      if (item.position && sub.includes!.position) this.send(sub, 'P', v, now, frames);
      if (item.static && sub.includes!.static) this.send(sub, 'S', v, now, frames);
      return;
    }
    if (sub.channel !== 'ais') return;
    const inc = sub.includes!;
    if (change.kind === 'aton' && inc.aton) this.send(sub, 'A', change.record, now, frames);
    if (change.kind === 'meteo' && inc.meteo) this.send(sub, 'M', change.record, now, frames);
    if (change.kind === 'safety' && inc.safety) this.send(sub, 'X', change.record, now, frames);
  }

  private send(
    sub: Subscriber,
    kind: MessageKind,
    record: VesselRecord | AtonRecord | MetStationRecord | SafetyRecord,
    now: number,
    frames: string[],
  ): void {
    if (sub.downsample) {
      const key = `${kind}${record.mmsi}`;
      const end = sub.windowEnds.get(key);
      if (end !== undefined && now < end) {
        sub.deferred.add(key);
        return;
      }
      sub.windowEnds.set(key, now + DOWNSAMPLE_WINDOW_MS);
    }
    sub.chunks.push(this.frame(sub, kind, record, frames));
  }

  /** Leading edge done; at a window's end the newest state of a deferred record goes out. */
  private releaseDeferred(sub: Subscriber, now: number): void {
    for (const key of sub.deferred) {
      const end = sub.windowEnds.get(key)!;
      if (now < end) continue;
      sub.deferred.delete(key);
      const kind = key[0] as MessageKind;
      const mmsi = Number(key.slice(1));
      const record =
        kind === 'A'
          ? this.state.atons.get(mmsi)
          : kind === 'M'
            ? this.state.metStations.get(mmsi)
            : kind === 'X'
              ? this.state.safety.get(mmsi)
              : this.state.vessels.get(mmsi);
      if (!record) continue;
      if (kind === 'V' || kind === 'P' || kind === 'S') {
        const v = record as VesselRecord;
        if (v.longitude === null || v.latitude === null) continue;
        if (!inArea(sub.filter, v.longitude, v.latitude) || !matchesAttributes(sub.filter, v))
          continue;
      }
      sub.windowEnds.set(key, now + DOWNSAMPLE_WINDOW_MS);
      sub.chunks.push(this.frame(sub, kind, record, []));
    }
  }

  private frame(
    sub: Subscriber,
    kind: MessageKind,
    record: VesselRecord | AtonRecord | MetStationRecord | SafetyRecord,
    frames: string[],
  ): string {
    const at = variant(sub, kind);
    let framed = frames[at];
    if (framed === undefined) {
      const json = JSON.stringify(this.represent(kind, record, sub.modelType, sub.geojson));
      framed = frames[at] = sub.framing === 'sse' ? `data: ${json}\n\n` : `${json}\n`;
    }
    return framed;
  }

  private represent(
    kind: MessageKind,
    record: VesselRecord | AtonRecord | MetStationRecord | SafetyRecord,
    model: ModelType,
    geojson: boolean,
  ): Json {
    let body: Json;
    switch (kind) {
      case 'V':
        body = vesselJson(record as VesselRecord, model);
        break;
      case 'P':
        body = positionMessage(record as VesselRecord);
        break;
      case 'S':
        body = staticMessage(record as VesselRecord);
        break;
      case 'A':
        body = atonMessage(record as AtonRecord);
        break;
      case 'M':
        body = metHydroMessage(record as MetStationRecord);
        break;
      case 'X':
        body = safetyMessage(record as SafetyRecord);
        break;
    }
    if (!geojson || kind === 'X') return body;
    const r = record as VesselRecord;
    return r.longitude === null || r.latitude === null
      ? body
      : feature(body, r.longitude, r.latitude);
  }

  private flush(sub: Subscriber): void {
    if (sub.chunks.length === 0) return;
    const count = sub.chunks.length;
    if (sub.sink.writableLength > HIGH_WATER_BYTES) {
      sub.skipped += count;
      this.skipped += count;
    } else {
      sub.sink.write(count === 1 ? sub.chunks[0]! : sub.chunks.join(''));
      sub.delivered += count;
      this.delivered += count;
    }
    sub.chunks = [];
  }

  private heartbeat(): void {
    for (const sub of this.subscribers) {
      if (sub.framing === 'sse' && sub.sink.writableLength <= HIGH_WATER_BYTES) {
        sub.sink.write(': heartbeat\n\n');
      }
    }
  }

  /** Ends every stream (server shutdown) and stops the timers. */
  close(): void {
    clearInterval(this.tickTimer);
    clearInterval(this.heartbeatTimer);
    this.unsubscribe();
    for (const sub of [...this.subscribers]) {
      this.remove(sub);
      sub.sink.end();
    }
  }
}
