import { preparePolygon, type PreparedPolygon } from '@havkart/domain';
import { polygonBox, type Ring, type StoredBox } from './area.js';
import { decodeChunkColumns, type ChunkColumns } from './codec.js';
import type { AreaHit } from './store.js';
import { COORD_SCALE, type StoredPoint } from './track-point.js';

/** A stored chunk as the area queries read it: its box and time range, and its blob. */
export interface AreaChunk {
  mmsi: number;
  tFirst: number;
  tLast: number;
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** What a scan did, for tests that hold its cost. */
export interface AreaScanStats {
  /** Chunks offered. */
  chunks: number;
  /** Chunks decoded: the others were outside the polygon or could not change the answer. */
  decoded: number;
  /** Points tested against the polygon one by one. */
  pointTests: number;
}

/**
 * Collects, per vessel, the last point inside a polygon and a time range. Both stores feed
 * it the candidate chunks their bounding-box index found, so the rule lives in one place.
 * The polygon is prepared once; a chunk whose box lies wholly outside it is not decoded, and
 * one wholly inside needs no point tests.
 */
export class AreaScan {
  private readonly last = new Map<number, StoredPoint>();
  private readonly area: PreparedPolygon;
  /** The polygon's box in stored units, for the stores' candidate queries. */
  readonly box: StoredBox;
  readonly stats: AreaScanStats = { chunks: 0, decoded: 0, pointTests: 0 };
  private readonly buffer: ChunkColumns = { columns: new Float64Array(6 * 512) };

  constructor(
    rings: readonly Ring[],
    private readonly from: number,
    private readonly to: number,
  ) {
    this.area = preparePolygon(rings);
    this.box = polygonBox(rings);
  }

  /**
   * A chunk of one vessel; its blob is decoded only when the chunk can hold a point the answer
   * needs, into columns reused from chunk to chunk.
   */
  addChunk(chunk: AreaChunk, blob: Uint8Array): void {
    this.stats.chunks++;
    const seen = this.last.get(chunk.mmsi);
    if (chunk.tLast < this.from || chunk.tFirst > this.to) return;
    if (seen && chunk.tLast <= seen.t) return;
    const relation = this.area.relateBox({
      west: chunk.minLon / COORD_SCALE,
      south: chunk.minLat / COORD_SCALE,
      east: chunk.maxLon / COORD_SCALE,
      north: chunk.maxLat / COORD_SCALE,
    });
    if (relation === 'outside') return;
    this.stats.decoded++;
    const count = decodeChunkColumns(blob, this.buffer);
    const c = this.buffer.columns;
    this.scan(
      chunk.mmsi,
      count,
      relation === 'inside',
      (i) => ({
        t: c[i * 6]!,
        lat: c[i * 6 + 1]!,
        lon: c[i * 6 + 2]!,
        sog: c[i * 6 + 3]!,
        cog: c[i * 6 + 4]!,
        hdg: c[i * 6 + 5]!,
      }),
      (i) => c[i * 6]!,
      (i) => c[i * 6 + 2]!,
      (i) => c[i * 6 + 1]!,
    );
  }

  /** Points of one vessel in time order (hot rows), each tested. */
  add(mmsi: number, points: readonly StoredPoint[]): void {
    this.scan(
      mmsi,
      points.length,
      false,
      (i) => points[i]!,
      (i) => points[i]!.t,
      (i) => points[i]!.lon,
      (i) => points[i]!.lat,
    );
  }

  /** Newest first: the first point inside is the one to keep for this run of points. */
  private scan(
    mmsi: number,
    count: number,
    allInside: boolean,
    point: (i: number) => StoredPoint,
    time: (i: number) => number,
    lon: (i: number) => number,
    lat: (i: number) => number,
  ): void {
    const { from, to } = this;
    const seen = this.last.get(mmsi);
    for (let i = count - 1; i >= 0; i--) {
      const t = time(i);
      if (t < from || t > to) continue;
      if (seen && t <= seen.t) break;
      if (!allInside) {
        this.stats.pointTests++;
        if (!this.area.contains(lon(i) / COORD_SCALE, lat(i) / COORD_SCALE)) continue;
      }
      this.last.set(mmsi, point(i));
      break;
    }
  }

  hits(): AreaHit[] {
    return [...this.last].map(([mmsi, point]) => ({ mmsi, point })).sort((a, b) => a.mmsi - b.mmsi);
  }
}
