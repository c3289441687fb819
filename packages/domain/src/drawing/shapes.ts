// Drawn shapes (spec 01 §3, §5): a line, an area (polygon) and a circle, and the geometry each
// stands for. The drawing tool may show something slightly different while the user drags; the
// geometry kept, measured and saved is the one these rules give.
import { greatCircleDistance, initialBearing, type LonLat } from '../geo/great-circle.js';
import { POLYGON_LIMITS } from '../geo/polygon-limits.js';
import { destinationPoint, isClosed, sphericalCentre } from './sphere.js';

/** Steps round a circle (spec 01 §5); the ring has one more position, closing it. */
export const CIRCLE_STEPS = 32;

/** The most corners a drawn line or area holds: the shared polygon limit. */
export const MAX_DRAWING_VERTICES = POLYGON_LIMITS.maxVertices;

export type DrawingKind = 'line' | 'area' | 'circle';

/** A drawn line: its points in the order clicked. */
export interface LineDrawing {
  readonly kind: 'line';
  readonly points: readonly LonLat[];
}

/** A drawn area: its corners in order, without a closing repeat. */
export interface AreaDrawing {
  readonly kind: 'area';
  readonly points: readonly LonLat[];
}

/** A circle is two points: its centre and a point on its edge (spec 01 §3). */
export interface CircleDrawing {
  readonly kind: 'circle';
  readonly centre: LonLat;
  readonly edge: LonLat;
}

export type Drawing = LineDrawing | AreaDrawing | CircleDrawing;

const samePosition = (a: LonLat, b: LonLat): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * The points with one more appended, unless it repeats the last (spec 01 §5), so the second
 * click of a finishing double-click adds nothing, or the list already holds the most a drawing
 * may. Returns the same list when nothing was appended.
 */
export function appendPoint(points: readonly LonLat[], point: LonLat): readonly LonLat[] {
  const last = points[points.length - 1];
  if (last !== undefined && samePosition(last, point)) return points;
  if (points.length >= MAX_DRAWING_VERTICES) return points;
  return [...points, point];
}

/** Positions as a drawing keeps them: each appended by {@link appendPoint} in turn. */
export function drawingPoints(positions: readonly LonLat[]): readonly LonLat[] {
  let points: readonly LonLat[] = [];
  for (const position of positions) points = appendPoint(points, position);
  return points;
}

/**
 * The closed ring of an area (spec 01 §5): empty under 3 corners, otherwise the corners with
 * the first repeated at the end. A ring handed in closed is not closed twice.
 */
export function closedRing(points: readonly LonLat[]): LonLat[] {
  const corners = isClosed(points) ? points.slice(0, -1) : [...points];
  if (corners.length < 3) return [];
  return [...corners, corners[0]!];
}

/** Radius of a circle in metres: the great-circle distance from its centre to its edge. */
export function circleRadius(circle: Pick<CircleDrawing, 'centre' | 'edge'>): number {
  return greatCircleDistance(circle.centre, circle.edge);
}

/**
 * A circle as a ring on the sphere (spec 01 §5): {@link CIRCLE_STEPS} corners at equal bearings
 * round the centre, the first on the edge point, and the closing repeat: 33 positions.
 */
export function circleRing(circle: Pick<CircleDrawing, 'centre' | 'edge'>): LonLat[] {
  const radius = circleRadius(circle);
  const start = initialBearing(circle.centre, circle.edge);
  const ring: LonLat[] = [];
  for (let step = 0; step < CIRCLE_STEPS; step++) {
    ring.push(
      step === 0
        ? circle.edge
        : destinationPoint(circle.centre, start + (360 * step) / CIRCLE_STEPS, radius),
    );
  }
  ring.push(ring[0]!);
  return ring;
}

/**
 * The circle a ring of corners evenly spaced round a centre stands for, such as one the user
 * dragged whole across the map: the centre of its corners and its first corner as the edge.
 */
export function circleFromRing(ring: readonly LonLat[]): CircleDrawing | null {
  const corners = isClosed(ring) ? ring.slice(0, -1) : ring;
  const centre = sphericalCentre(corners);
  const edge = corners[0];
  if (!centre || !edge) return null;
  return { kind: 'circle', centre, edge };
}

/** A GeoJSON geometry as the drawings give them. */
export type DrawingGeometry =
  | { readonly type: 'LineString'; readonly coordinates: LonLat[] }
  | { readonly type: 'Polygon'; readonly coordinates: LonLat[][] };

/**
 * The geometry a drawing stands for: a line as drawn, an area closed (empty under 3 corners:
 * `coordinates: []`), a circle as its 32-step ring.
 */
export function drawingGeometry(drawing: Drawing): DrawingGeometry {
  switch (drawing.kind) {
    case 'line':
      return { type: 'LineString', coordinates: [...drawing.points] };
    case 'area': {
      const ring = closedRing(drawing.points);
      return { type: 'Polygon', coordinates: ring.length === 0 ? [] : [ring] };
    }
    case 'circle':
      return { type: 'Polygon', coordinates: [circleRing(drawing)] };
  }
}

/** Whether a drawing is an area a user may keep (a polygon with a ring, or a circle). */
export function isSavableArea(drawing: Drawing): boolean {
  if (drawing.kind === 'circle') return circleRadius(drawing) > 0;
  return drawing.kind === 'area' && closedRing(drawing.points).length > 0;
}
