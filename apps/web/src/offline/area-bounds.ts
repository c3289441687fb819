// A drawn or pasted area as the bounds of a download: the cache records of spec 01 §3 keep a
// bounding box, and the tile list and the check at start are made from it, so an area of any
// shape downloads the tiles of the box around it.
import type { GeoJsonGeometry } from '@havkart/domain';
import { parseArea } from '../features/applications/area.js';
import type { Bounds } from './tiles.js';

/** West, south, east, north around every corner of a polygon or multipolygon. */
export function boundsOfGeometry(geometry: GeoJsonGeometry): Bounds {
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as number[][][][];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of polygons.flat()) {
    for (const [lon, lat] of ring) {
      west = Math.min(west, lon!);
      east = Math.max(east, lon!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
  }
  return [west, south, east, north];
}

/** The area field's text parsed: its geometry and bounds, or null when it is no valid area. */
export function drawnArea(text: string): { geometry: GeoJsonGeometry; bounds: Bounds } | null {
  const parsed = parseArea(text);
  if (!('geometry' in parsed)) return null;
  return { geometry: parsed.geometry, bounds: boundsOfGeometry(parsed.geometry) };
}
