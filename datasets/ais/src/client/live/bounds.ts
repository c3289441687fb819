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

/**
 * How far the view may reach past the streamed area, as a share of the view's width or
 * height, before the stream follows it. A followed vessel re-centres the map on each of its
 * positions; without this slack each of those small moves reopened the stream.
 */
export const STREAM_SLACK = 0.1;

/** Past this many times the view's width or height the streamed area is too wide (zoomed in). */
const STREAM_MAX_GROWTH = 2.5;

/**
 * Whether a stream that asked for `streamed` must follow a map now showing `view`: the view
 * reaches past the streamed area by more than the slack on a side, or the area is far wider
 * than the view (after zooming in). Small moves inside the area keep the stream.
 */
export function streamAreaStale(
  streamed: LngLatBox,
  view: LngLatBox,
  slack: number = STREAM_SLACK,
): boolean {
  const width = view.east - view.west;
  const height = view.north - view.south;
  if (!(width > 0 && height > 0)) return true;
  const outside =
    streamed.west - view.west > slack * width ||
    view.east - streamed.east > slack * width ||
    streamed.south - view.south > slack * height ||
    view.north - streamed.north > slack * height;
  const tooWide =
    streamed.east - streamed.west > STREAM_MAX_GROWTH * width ||
    streamed.north - streamed.south > STREAM_MAX_GROWTH * height;
  return outside || tooWide;
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
