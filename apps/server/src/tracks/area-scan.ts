import { preparePolygon, type PreparedPolygon } from '@havkart/domain';
import { polygonBox, type Ring, type StoredBox } from './area.js';
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

  constructor(
    rings: readonly Ring[],
    private readonly from: number,
    private readonly to: number,
  ) {
    this.area = preparePolygon(rings);
    this.box = polygonBox(rings);
  }

  /**
   * A chunk of one vessel; `decode` is called only when the chunk can hold a point the answer
   * needs.
   */
  addChunk(chunk: AreaChunk, decode: () => readonly StoredPoint[]): void {
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
    this.scan(chunk.mmsi, decode(), relation === 'inside');
  }

  /** Points of one vessel in time order (hot rows), each tested. */
  add(mmsi: number, points: readonly StoredPoint[]): void {
    this.scan(mmsi, points, false);
  }

  private scan(mmsi: number, points: readonly StoredPoint[], allInside: boolean): void {
    const { from, to } = this;
    const seen = this.last.get(mmsi);
    // Newest first: the first point inside is the one to keep for this run of points.
    for (let i = points.length - 1; i >= 0; i--) {
      const p = points[i]!;
      if (p.t < from || p.t > to) continue;
      if (seen && p.t <= seen.t) break;
      if (!allInside) {
        this.stats.pointTests++;
        if (!this.area.contains(p.lon / COORD_SCALE, p.lat / COORD_SCALE)) continue;
      }
      this.last.set(mmsi, p);
      break;
    }
  }

  hits(): AreaHit[] {
    return [...this.last].map(([mmsi, point]) => ({ mmsi, point })).sort((a, b) => a.mmsi - b.mmsi);
  }
}
