import { polygonContainsNaive } from '@havkart/domain';
import { COORD_SCALE } from './track-point.js';

/**
 * Polygons for the vessels-in-area calls: a GeoJSON Polygon's rings ([lon, lat] degrees,
 * first ring the outline, the rest holes), a bounding box to pick candidate chunks, and an
 * even-odd point test. A scan over many points prepares the polygon once instead (see
 * `area-scan.ts`); this plain test is the reference.
 */

export type Ring = readonly (readonly number[])[];

/** Bounding box in stored units (1/600,000 degree), the same units chunks carry. */
export interface StoredBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export function polygonBox(rings: readonly Ring[]): StoredBox {
  const box = { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity };
  for (const [lon, lat] of rings[0] ?? []) {
    box.minLat = Math.min(box.minLat, Math.floor(lat! * COORD_SCALE));
    box.maxLat = Math.max(box.maxLat, Math.ceil(lat! * COORD_SCALE));
    box.minLon = Math.min(box.minLon, Math.floor(lon! * COORD_SCALE));
    box.maxLon = Math.max(box.maxLon, Math.ceil(lon! * COORD_SCALE));
  }
  return box;
}

/** Whether a point (degrees) lies inside the outline and outside every hole. */
export function pointInPolygon(rings: readonly Ring[], lon: number, lat: number): boolean {
  return polygonContainsNaive(rings, lon, lat);
}
