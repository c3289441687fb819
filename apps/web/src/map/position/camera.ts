// Map positions and the address: the `#map=zoom/lat/lon` hash MapLibre keeps, the views a
// route or a feature asks for, and when two views are the same. Pure rules; the live map is
// moved in live.ts.
import { clampZoom, type LngLatBounds, type LonLat } from '@havkart/domain';
import type { Geometry, Position } from 'geojson';

/** A view given by its centre and zoom. */
export interface CentreView {
  readonly center: LonLat;
  readonly zoom: number;
  readonly bearing?: number;
}

/** A view given by bounds to fit, no closer than `maxZoom`. */
export interface BoundsView {
  readonly bounds: LngLatBounds;
  readonly maxZoom?: number;
}

/** How the map is asked to show something: a centre and zoom, or bounds to fit. */
export type CameraStart = CentreView | BoundsView;

/** Zoom a chosen place or a `/point/…` link opens at. */
export const POINT_ZOOM = 11;

/**
 * Zoom a vessel, aid or other feature link opens at: close enough for harbour detail and
 * above zoom 11, so the vessels come live from the stream (spec 02 §4), yet wide enough to
 * show where the vessel is going.
 */
export const FEATURE_ZOOM = 13;

/** Padding around fitted bounds (a track, a line or an area), CSS pixels. */
export const FIT_PADDING_PX = 48;

/** World size of MapLibre's tiles at zoom 0, CSS pixels. */
const WORLD_PX = 512;

/** Reads MapLibre's `#map=zoom/lat/lon/bearing/pitch` hash; null when absent or malformed. */
export function cameraFromHash(hash: string): CentreView | null {
  const match = /(?:^#|&)map=([^&]+)/.exec(hash);
  if (!match?.[1]) return null;
  const [zoom, lat, lng, bearing] = match[1].split('/').map(Number);
  if ([zoom, lat, lng].some((value) => value === undefined || !Number.isFinite(value))) return null;
  if (Math.abs(lat as number) > 90 || Math.abs(lng as number) > 180) return null;
  return {
    center: [lng as number, lat as number],
    zoom: clampZoom(zoom as number),
    ...(bearing !== undefined && Number.isFinite(bearing) && bearing !== 0 ? { bearing } : {}),
  };
}

/**
 * The hash of a view as MapLibre writes it (`#map=11/69.6489/18.95508`): zoom to two
 * decimals, the centre to as many decimals as a pixel needs at that zoom.
 */
export function mapHash({ center, zoom, bearing }: CentreView): string {
  const z = Math.round(clampZoom(zoom) * 100) / 100;
  const decimals = Math.max(
    0,
    Math.ceil((z * Math.LN2 + Math.log(WORLD_PX / 360 / 0.5)) / Math.LN10),
  );
  const factor = 10 ** decimals;
  const round = (value: number) => Math.round(value * factor) / factor;
  const parts = [z, round(center[1]), round(center[0])];
  const b = bearing ? Math.round(bearing * 10) / 10 : 0;
  return `#map=${parts.join('/')}${b ? `/${b}` : ''}`;
}

/** Web Mercator position of a point in world pixels at `zoom`. */
function worldPixel([lng, lat]: LonLat, zoom: number): [number, number] {
  const world = WORLD_PX * 2 ** zoom;
  const phi = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180;
  return [
    ((lng + 180) / 360) * world,
    ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * world,
  ];
}

/**
 * Whether two views show the same: zoom within a hundredth (the hash's precision) and centres
 * less than a pixel apart. A view written to the address and read back is the same view.
 */
export function sameView(a: CentreView, b: CentreView): boolean {
  if (Math.abs(a.zoom - b.zoom) >= 0.01) return false;
  const [ax, ay] = worldPixel(a.center, a.zoom);
  const [bx, by] = worldPixel(b.center, a.zoom);
  return Math.hypot(ax - bx, ay - by) < 1;
}

/** The bounds around some positions; null when there are none. */
export function boundsAround(positions: Iterable<LonLat | Position>): LngLatBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng, lat] of positions) {
    if (lng === undefined || lat === undefined || !Number.isFinite(lng) || !Number.isFinite(lat)) {
      continue;
    }
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return Number.isFinite(west) ? [west, south, east, north] : null;
}

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

/**
 * The view that shows a feature: a point centred at the feature zoom, anything larger fitted
 * (no closer than the feature zoom). Null for a geometry without positions.
 */
export function viewOfGeometry(geometry: Geometry, zoom = FEATURE_ZOOM): CameraStart | null {
  const bounds = boundsAround(positionsOf(geometry));
  if (!bounds) return null;
  const [west, south, east, north] = bounds;
  if (west === east && south === north) return { center: [west, south], zoom };
  return { bounds, maxZoom: zoom };
}
