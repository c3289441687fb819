/**
 * Live streams (SSE and NDJSON): updates coalesced to the newest per record per tick, each
 * update serialised once per representation, and streams that would receive the same text
 * sharing one feed: an update is offered to each feed once (feeds indexed by area), the
 * feed's text joined once per tick and written to each of its streams, so the cost of a
 * tick grows with the distinct feeds and the bytes written rather than with every stream
 * times every update. A stream whose socket buffer is full is skipped rather than buffered
 * without bound. Free of Fastify: a stream writes to any `StreamSink`.
 */
import { inArea, matchesAttributes, matchesFields, type VesselFilter } from './filters.js';
import type { LiveChange, LiveState } from './live-state.js';
import { feedKey } from './stream-feed-key.js';
import { frame, type MessageKind, type StreamFraming, type StreamRecord } from './stream-frames.js';
import type { VesselRecord } from './records.js';
import { tierShows, type LiveTier } from './tiers.js';
import type { ModelType } from './representation.js';

export type { StreamFraming } from './stream-frames.js';

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

/** One stream: where its bytes go, and the feed it reads from. */
interface Member {
  sink: StreamSink;
  feed: Feed;
}

/** The updates chosen for one or more streams with the same options (see `feedKey`). */
interface Feed extends StreamOptions {
  key: string | null;
  members: Set<Member>;
  chunks: string[];
  windowEnds: Map<string, number>;
  deferred: Set<string>;
  cells: number[] | null;
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
  private readonly feeds = new Set<Feed>();
  private readonly byKey = new Map<string, Feed>();
  private readonly global = new Set<Feed>();
  private readonly byCell = new Map<number, Set<Feed>>();
  private readonly members = new Set<Member>();
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
    return { subscribers: this.members.size, delivered: this.delivered, skipped: this.skipped };
  }

  /** Distinct feeds the streams share (tests and benchmarks). */
  get feedCount(): number {
    return this.feeds.size;
  }

  private mark(change: LiveChange): void {
    // Nobody to tell: skip the bookkeeping (a server without stream clients most of the time).
    if (this.members.size === 0) return;
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
    const key = feedKey(options);
    const feed = (key !== null && this.byKey.get(key)) || this.addFeed(options, key);
    const member: Member = { sink, feed };
    feed.members.add(member);
    this.members.add(member);
    if (options.framing === 'sse') sink.write(': start\n\n');
    return () => this.remove(member);
  }

  private addFeed(options: StreamOptions, key: string | null): Feed {
    const feed: Feed = {
      ...options,
      key,
      members: new Set(),
      chunks: [],
      windowEnds: new Map(),
      deferred: new Set(),
      cells: null,
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
      feed.cells = cells;
      for (const cell of cells) {
        let set = this.byCell.get(cell);
        if (!set) this.byCell.set(cell, (set = new Set()));
        set.add(feed);
      }
    } else {
      this.global.add(feed);
    }
    this.feeds.add(feed);
    if (key !== null) this.byKey.set(key, feed);
    return feed;
  }

  private remove(member: Member): void {
    if (!this.members.delete(member)) return;
    const feed = member.feed;
    feed.members.delete(member);
    if (feed.members.size > 0) return;
    this.feeds.delete(feed);
    if (feed.key !== null) this.byKey.delete(feed.key);
    this.global.delete(feed);
    for (const cell of feed.cells ?? []) {
      const set = this.byCell.get(cell);
      set?.delete(feed);
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
        if (local) for (const feed of local) this.offer(feed, item, at, now);
      }
      for (const feed of this.global) this.offer(feed, item, at, now);
    }
    for (const feed of this.feeds) {
      if (feed.deferred.size > 0) this.releaseDeferred(feed, now);
      this.flush(feed);
    }
    if (now - this.lastSweep > DOWNSAMPLE_WINDOW_MS) {
      this.lastSweep = now;
      for (const feed of this.feeds) {
        for (const [key, end] of feed.windowEnds) {
          if (end <= now && !feed.deferred.has(key)) feed.windowEnds.delete(key);
        }
      }
    }
  }

  private offer(feed: Feed, item: Dirty, at: [number, number] | null, now: number): void {
    const f = feed.filter;
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
      if (feed.channel === 'combined') {
        if (at) this.send(feed, 'V', v, now, frames);
        return;
      }
      if (item.position && feed.includes!.position) this.send(feed, 'P', v, now, frames);
      if (item.static && feed.includes!.static) this.send(feed, 'S', v, now, frames);
      return;
    }
    if (feed.channel !== 'ais') return;
    const inc = feed.includes!;
    if (change.kind === 'aton' && inc.aton) this.send(feed, 'A', change.record, now, frames);
    if (change.kind === 'meteo' && inc.meteo) this.send(feed, 'M', change.record, now, frames);
    if (change.kind === 'safety' && inc.safety) this.send(feed, 'X', change.record, now, frames);
  }

  private send(
    feed: Feed,
    kind: MessageKind,
    record: StreamRecord,
    now: number,
    frames: string[],
  ): void {
    if (feed.downsample) {
      const key = `${kind}${record.mmsi}`;
      const end = feed.windowEnds.get(key);
      if (end !== undefined && now < end) {
        feed.deferred.add(key);
        return;
      }
      feed.windowEnds.set(key, now + DOWNSAMPLE_WINDOW_MS);
    }
    feed.chunks.push(frame(feed, kind, record, frames));
  }

  /** Leading edge done; at a window's end the newest state of a deferred record goes out. */
  private releaseDeferred(feed: Feed, now: number): void {
    for (const key of feed.deferred) {
      const end = feed.windowEnds.get(key)!;
      if (now < end) continue;
      feed.deferred.delete(key);
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
        if (!inArea(feed.filter, v.longitude, v.latitude) || !matchesAttributes(feed.filter, v))
          continue;
      }
      feed.windowEnds.set(key, now + DOWNSAMPLE_WINDOW_MS);
      feed.chunks.push(frame(feed, kind, record, []));
    }
  }

  /** The feed's text, joined once, to each of its streams that has room for it. */
  private flush(feed: Feed): void {
    if (feed.chunks.length === 0) return;
    const count = feed.chunks.length;
    const text = count === 1 ? feed.chunks[0]! : feed.chunks.join('');
    feed.chunks = [];
    for (const member of feed.members) {
      if (member.sink.writableLength > HIGH_WATER_BYTES) {
        this.skipped += count;
      } else {
        member.sink.write(text);
        this.delivered += count;
      }
    }
  }

  private heartbeat(): void {
    for (const member of this.members) {
      if (member.feed.framing === 'sse' && member.sink.writableLength <= HIGH_WATER_BYTES) {
        member.sink.write(': heartbeat\n\n');
      }
    }
  }

  /** Ends every stream (server shutdown) and stops the timers. */
  close(): void {
    clearInterval(this.tickTimer);
    clearInterval(this.heartbeatTimer);
    this.unsubscribe();
    for (const member of [...this.members]) {
      this.remove(member);
      member.sink.end();
    }
  }
}
