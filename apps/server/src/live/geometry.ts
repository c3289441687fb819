import {
  outlineBox,
  polygonLimitProblem,
  preparePolygon,
  type PreparedPolygon,
} from '@havkart/domain';
import { HttpProblem } from '../plugins/problem-details.js';
import type { BBox } from './grid-index.js';

/** A GeoJSON Polygon: rings of [lon, lat], the first the outer ring, the rest holes. */
export interface Polygon {
  type: 'Polygon';
  coordinates: number[][][];
}

/** The polygon's bounding box. */
export function polygonBBox(polygon: Polygon): BBox {
  return outlineBox(polygon.coordinates);
}

/**
 * The polygon made ready for many point tests (a stream tests every update against it), see
 * `preparePolygon` in `@havkart/domain`.
 */
export function prepareArea(polygon: Polygon): PreparedPolygon {
  return preparePolygon(polygon.coordinates);
}

/** Whether a point lies in the polygon (inside the outer ring and outside every hole). */
export function polygonContains(polygon: Polygon, lon: number, lat: number): boolean {
  return prepareArea(polygon).contains(lon, lat);
}

/**
 * Throws a 400 validation problem naming `field` (e.g. `body.geometry.coordinates`) when the
 * rings are over `POLYGON_LIMITS`. The schemas already cap the rings and each ring's length;
 * this is the total over all rings, which a JSON schema cannot express.
 */
export function assertPolygonWithinLimits(rings: readonly number[][][], field: string): void {
  const problem = polygonLimitProblem(rings);
  if (problem === null) return;
  throw new HttpProblem(
    400,
    'One or more validation errors occurred.',
    `Invalid ${field}: ${problem}`,
    undefined,
    { [field]: [problem] },
  );
}

/**
 * The largest body a POST that takes one polygon accepts: a polygon at the limits is under
 * 100 KB even pretty-printed with full precision, so a body past this is refused (413) before
 * it is parsed, rather than parsed only to be refused for its size.
 */
export const POLYGON_BODY_LIMIT_BYTES = 256 * 1024;

/** Whether the polygon is exactly its bounding box (the usual map-view rectangle). */
export function isAxisAlignedRectangle(polygon: Polygon): boolean {
  const ring = polygon.coordinates[0] ?? [];
  if (polygon.coordinates.length !== 1 || ring.length < 4 || ring.length > 5) return false;
  const box = polygonBBox(polygon);
  const corners = new Set<string>();
  for (const [lon, lat] of ring) {
    if ((lon !== box.west && lon !== box.east) || (lat !== box.south && lat !== box.north)) {
      return false;
    }
    corners.add(`${lon},${lat}`);
  }
  // All four corners: three corners on the box would be a triangle.
  return corners.size === 4;
}
