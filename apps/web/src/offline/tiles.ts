/** Geographic bounds `[west, south, east, north]` in degrees (WGS84). */
export type Bounds = readonly [west: number, south: number, east: number, north: number];

/** One Web Mercator tile. */
export interface TileId {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

/** Offline areas hold zoom 0–9 (spec 02 §7, R26.15). */
export const CACHE_MIN_ZOOM = 0;
export const CACHE_MAX_ZOOM = 9;

/** Web Mercator stops here; tiles beyond do not exist. */
const MAX_LATITUDE = 85.0511287798066;

function clampLatitude(lat: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
}

function tileX(lon: number, z: number): number {
  const n = 2 ** z;
  return Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
}

function tileY(lat: number, z: number): number {
  const n = 2 ** z;
  const rad = (clampLatitude(lat) * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  return Math.min(n - 1, Math.max(0, Math.floor(y)));
}

/** The tile range covering the bounds at one zoom, inclusive. */
function rangeAt(bounds: Bounds, z: number) {
  const [west, south, east, north] = bounds;
  return {
    minX: tileX(west, z),
    maxX: tileX(east, z),
    minY: tileY(north, z),
    maxY: tileY(south, z),
  };
}

/** True when the bounds are finite and ordered (west < east, south < north). */
export function boundsValid(bounds: Bounds): boolean {
  const [west, south, east, north] = bounds;
  return (
    bounds.every(Number.isFinite) &&
    west < east &&
    south < north &&
    west >= -180 &&
    east <= 180 &&
    south >= -90 &&
    north <= 90
  );
}

/** How many tiles cover the bounds from `minZoom` to `maxZoom`, without listing them. */
export function tileCount(bounds: Bounds, minZoom: number, maxZoom: number): number {
  if (!boundsValid(bounds)) return 0;
  let count = 0;
  for (let z = minZoom; z <= maxZoom; z++) {
    const r = rangeAt(bounds, z);
    count += (r.maxX - r.minX + 1) * (r.maxY - r.minY + 1);
  }
  return count;
}

/** Every tile covering the bounds from `minZoom` to `maxZoom`, zoom by zoom, row by row. */
export function tilesForBounds(bounds: Bounds, minZoom: number, maxZoom: number): TileId[] {
  if (!boundsValid(bounds)) return [];
  const tiles: TileId[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const r = rangeAt(bounds, z);
    for (let y = r.minY; y <= r.maxY; y++) {
      for (let x = r.minX; x <= r.maxX; x++) tiles.push({ z, x, y });
    }
  }
  return tiles;
}

/** A `{z}/{x}/{y}` template filled in for one tile. */
export function tileUrl(template: string, tile: TileId): string {
  return template
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}
