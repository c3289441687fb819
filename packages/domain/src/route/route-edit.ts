// Edits of a route's points: each returns a new list, the one given is never changed. A point
// is added only when it differs from the last, so a double click adds one point.
import { MAX_ROUTE_POINTS, type LatLon } from './route-link.js';

/** Adds a point at the end; none when it equals the last or the route is full. */
export function appendRoutePoint(points: readonly LatLon[], point: LatLon): readonly LatLon[] {
  const last = points.at(-1);
  if (points.length >= MAX_ROUTE_POINTS) return points;
  if (last && last[0] === point[0] && last[1] === point[1]) return points;
  return [...points, point];
}

/** Moves the point at `index`. */
export function moveRoutePoint(
  points: readonly LatLon[],
  index: number,
  point: LatLon,
): readonly LatLon[] {
  if (index < 0 || index >= points.length) return points;
  return points.map((item, at) => (at === index ? point : item));
}

/** Puts a new point halfway along the leg that starts at `index`. */
export function insertOnLeg(points: readonly LatLon[], index: number): readonly LatLon[] {
  const from = points[index];
  const to = points[index + 1];
  if (!from || !to || points.length >= MAX_ROUTE_POINTS) return points;
  const middle: LatLon = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  return [...points.slice(0, index + 1), middle, ...points.slice(index + 1)];
}

export function removeRoutePoint(points: readonly LatLon[], index: number): readonly LatLon[] {
  return points.filter((_, at) => at !== index);
}

export function reverseRoute(points: readonly LatLon[]): readonly LatLon[] {
  return [...points].reverse();
}
