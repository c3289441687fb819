// The stream's area: the map bounds widened by 5 percent (spec 02 §7, §9), as a GeoJSON
// Polygon the server's geometry filter takes.
import type { Polygon } from 'geojson';

/** Map bounds are widened by this factor for streams. */
export const STREAM_BOUNDS_FACTOR = 1.05;

export interface LngLatBox {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The box scaled about its centre by `factor` (each side moves out by half the growth), with
 * latitudes kept on the globe and longitudes within one turn.
 */
export function widenBox(box: LngLatBox, factor = STREAM_BOUNDS_FACTOR): LngLatBox {
  const halfWidth = ((box.east - box.west) * factor) / 2;
  const halfHeight = ((box.north - box.south) * factor) / 2;
  const midLng = (box.east + box.west) / 2;
  const midLat = (box.north + box.south) / 2;
  const width = Math.min(halfWidth, 180);
  return {
    west: Math.max(midLng - width, -540),
    east: Math.min(midLng + width, 540),
    south: clamp(midLat - halfHeight, -90, 90),
    north: clamp(midLat + halfHeight, -90, 90),
  };
}

/** A closed, counter-clockwise ring around the box. */
export function boxPolygon(box: LngLatBox): Polygon {
  const { west, south, east, north } = box;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/** The stream request's geometry for the map's bounds. */
export function streamGeometry(bounds: LngLatBox): Polygon {
  return boxPolygon(widenBox(bounds));
}
