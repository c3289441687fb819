import { COORD_SCALE } from './track-point.js';

/**
 * Polygons for the vessels-in-area calls: a GeoJSON Polygon's rings ([lon, lat] degrees,
 * first ring the outline, the rest holes), a bounding box to pick candidate chunks, and an
 * even-odd point test.
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

function insideRing(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Whether a point (degrees) lies inside the outline and outside every hole. */
export function pointInPolygon(rings: readonly Ring[], lon: number, lat: number): boolean {
  if (rings.length === 0 || !insideRing(rings[0]!, lon, lat)) return false;
  for (let h = 1; h < rings.length; h++) if (insideRing(rings[h]!, lon, lat)) return false;
  return true;
}
