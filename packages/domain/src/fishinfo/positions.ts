/** A GeoJSON Point (longitude, latitude); the domain package carries no GeoJSON types. */
export interface Point {
  readonly type: 'Point';
  readonly coordinates: readonly number[];
}

/** A GeoJSON LineString of two or more positions. */
export interface LineString {
  readonly type: 'LineString';
  readonly coordinates: readonly (readonly number[])[];
}

export type ToolGeometry = Point | LineString;

/** A tool position as the report form holds it (spec 01 §3): degrees, WGS 84. */
export interface ToolPosition {
  readonly lat: number;
  readonly lon: number;
  /** False while the user is still typing or the fix is unusable. */
  readonly valid: boolean;
}

function inRange(position: ToolPosition): boolean {
  return (
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lon) &&
    Math.abs(position.lat) <= 90 &&
    Math.abs(position.lon) <= 180
  );
}

/**
 * Positions are valid only if there is at least one and each is marked valid (R24.09);
 * a flagged position outside the coordinate range is not valid either.
 */
export function positionsValid(positions: readonly ToolPosition[]): boolean {
  return positions.length > 0 && positions.every((p) => p.valid && inRange(p));
}

/** One position gives a Point, several a LineString (R24.08); null when they are not valid. */
export function positionsToGeometry(positions: readonly ToolPosition[]): ToolGeometry | null {
  if (!positionsValid(positions)) return null;
  const coordinates = positions.map((p) => [p.lon, p.lat]);
  return coordinates.length === 1
    ? { type: 'Point', coordinates: coordinates[0]! }
    : { type: 'LineString', coordinates };
}

/** The positions of a report geometry (back from the server or the queue), all valid. */
export function geometryToPositions(geometry: ToolGeometry): ToolPosition[] {
  const coordinates = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
  return coordinates.map(([lon, lat]) => ({ lat: lat!, lon: lon!, valid: true }));
}

/**
 * Whether a value is a report geometry the server accepts: a Point, or a LineString of 2 to
 * 500 positions, each longitude/latitude in range.
 */
export function isToolGeometry(value: unknown): value is ToolGeometry {
  if (typeof value !== 'object' || value === null) return false;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  const isPosition = (c: unknown): boolean =>
    Array.isArray(c) &&
    (c.length === 2 || c.length === 3) &&
    c.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    Math.abs(c[0] as number) <= 180 &&
    Math.abs(c[1] as number) <= 90;
  if (type === 'Point') return isPosition(coordinates);
  if (type === 'LineString') {
    return (
      Array.isArray(coordinates) &&
      coordinates.length >= 2 &&
      coordinates.length <= 500 &&
      coordinates.every(isPosition)
    );
  }
  return false;
}
