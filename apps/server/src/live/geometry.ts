import type { BBox } from './grid-index.js';

/** A GeoJSON Polygon: rings of [lon, lat], the first the outer ring, the rest holes. */
export interface Polygon {
  type: 'Polygon';
  coordinates: number[][][];
}

/** The polygon's bounding box. */
export function polygonBBox(polygon: Polygon): BBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of polygon.coordinates[0] ?? []) {
    if (lon! < west) west = lon!;
    if (lon! > east) east = lon!;
    if (lat! < south) south = lat!;
    if (lat! > north) north = lat!;
  }
  return { west, south, east, north };
}

function inRing(ring: number[][], lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > lat !== yj! > lat && lon < ((xj! - xi!) * (lat - yi!)) / (yj! - yi!) + xi!) {
      inside = !inside;
    }
  }
  return inside;
}

/** Whether a point lies in the polygon (inside the outer ring and outside every hole). */
export function polygonContains(polygon: Polygon, lon: number, lat: number): boolean {
  const [outer, ...holes] = polygon.coordinates;
  if (!outer || !inRing(outer, lon, lat)) return false;
  return !holes.some((hole) => inRing(hole, lon, lat));
}

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
