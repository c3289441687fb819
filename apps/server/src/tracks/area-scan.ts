import { pointInPolygon, type Ring, type StoredBox } from './area.js';
import type { AreaHit } from './store.js';
import { COORD_SCALE, type StoredPoint } from './track-point.js';

/**
 * Collects, per vessel, the last point inside a polygon and a time range. Both stores feed
 * it the candidate chunks their bounding-box index found, so the rule lives in one place.
 */
export class AreaScan {
  private readonly last = new Map<number, StoredPoint>();

  constructor(
    private readonly rings: readonly Ring[],
    private readonly box: StoredBox,
    private readonly from: number,
    private readonly to: number,
  ) {}

  add(mmsi: number, points: readonly StoredPoint[]): void {
    const { box, from, to } = this;
    const seen = this.last.get(mmsi);
    // Newest first: the first point inside is the one to keep for this run of points.
    for (let i = points.length - 1; i >= 0; i--) {
      const p = points[i]!;
      if (p.t < from || p.t > to) continue;
      if (seen && p.t <= seen.t) break;
      if (p.lat < box.minLat || p.lat > box.maxLat || p.lon < box.minLon || p.lon > box.maxLon) {
        continue;
      }
      if (pointInPolygon(this.rings, p.lon / COORD_SCALE, p.lat / COORD_SCALE)) {
        this.last.set(mmsi, p);
        break;
      }
    }
  }

  hits(): AreaHit[] {
    return [...this.last].map(([mmsi, point]) => ({ mmsi, point })).sort((a, b) => a.mmsi - b.mmsi);
  }
}
