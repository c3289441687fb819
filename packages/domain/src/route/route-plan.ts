// A custom route's computed values (spec 01 §3; R16.02–R16.05): per point the distance from
// the previous point, the distance from the start and the passing time at the route's speed;
// per leg the true course to the next point. Great circles on the app's one sphere.
import { greatCircleDistance, initialBearing } from '../geo/great-circle.js';
import { KNOTS_PER_MPS } from '../units/conversions.js';
import type { LatLon } from './route-link.js';

/** A new route's speed, knots. */
export const DEFAULT_ROUTE_SPEED_KNOTS = 10;
/** Slowest and fastest speeds a route may have, knots. */
export const MIN_ROUTE_SPEED_KNOTS = 0.1;
export const MAX_ROUTE_SPEED_KNOTS = 60;

/** Speed held in m/s from knots (÷ 1.94384, R16.02). */
export function routeSpeedFromKnots(knots: number): number {
  return knots / KNOTS_PER_MPS;
}

/** Whether a speed in knots lies within what a route allows. */
export function isAllowedRouteSpeed(knots: number): boolean {
  return Number.isFinite(knots) && knots >= MIN_ROUTE_SPEED_KNOTS && knots <= MAX_ROUTE_SPEED_KNOTS;
}

export interface PlannedPoint {
  readonly lat: number;
  readonly lon: number;
  /** Metres from the previous point; 0 for the first. */
  readonly distanceFromPrevious: number;
  /** Metres from the first point. */
  readonly cumulativeDistance: number;
  /** Milliseconds since the epoch at which the point is passed. */
  readonly passingTime: number;
  /** True course to the next point in degrees, null for the last. */
  readonly courseToNext: number | null;
}

export interface RoutePlan {
  readonly points: readonly PlannedPoint[];
  /** Metres from the first to the last point. */
  readonly totalDistance: number;
  /** Milliseconds since the epoch at the last point; the departure for an empty route. */
  readonly arrival: number;
}

/** The route's values at a departure time (ms) and a speed (m/s, > 0). */
export function planRoute(points: readonly LatLon[], departure: number, speed: number): RoutePlan {
  let cumulative = 0;
  const planned = points.map(([lat, lon], index): PlannedPoint => {
    const previous = points[index - 1];
    const next = points[index + 1];
    const distanceFromPrevious = previous
      ? greatCircleDistance([previous[1], previous[0]], [lon, lat])
      : 0;
    cumulative += distanceFromPrevious;
    return {
      lat,
      lon,
      distanceFromPrevious,
      cumulativeDistance: cumulative,
      passingTime: departure + (cumulative / speed) * 1000,
      courseToNext: next ? initialBearing([lon, lat], [next[1], next[0]]) : null,
    };
  });
  return {
    points: planned,
    totalDistance: cumulative,
    arrival: planned.at(-1)?.passingTime ?? departure,
  };
}

/** The points a route favourite keeps in `data.routePoints` (R16.08). */
export function routePointsOf(
  plan: RoutePlan,
): { lat: number; lon: number; passingTime: string }[] {
  return plan.points.map((point) => ({
    lat: point.lat,
    lon: point.lon,
    passingTime: new Date(point.passingTime).toISOString(),
  }));
}
