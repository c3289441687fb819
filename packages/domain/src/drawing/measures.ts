// Measures of a drawing (spec 01 §3): each segment's length and true bearing, each point's
// distance from the previous one and from the start, an area's size, a circle's radius,
// circumference and area. All on the app's one sphere.
import { greatCircleDistance, initialBearing, type LonLat } from '../geo/great-circle.js';
import { circleRadius, circleRing, closedRing, type CircleDrawing } from './shapes.js';
import { greatCircleMidpoint, sphericalRingArea } from './sphere.js';

export interface MeasuredPoint {
  /** Place in the drawing, from 0. */
  readonly index: number;
  readonly position: LonLat;
  /** Metres from the point before; 0 for the first. */
  readonly fromPrevious: number;
  /** Metres along the drawing from its first point. */
  readonly fromStart: number;
}

export interface MeasuredSegment {
  /** Place in the drawing, from 0: segment i runs from point i to point i + 1. */
  readonly index: number;
  readonly from: LonLat;
  readonly to: LonLat;
  /** Great-circle length in metres. */
  readonly length: number;
  /** Initial true bearing from `from` towards `to`, degrees 0–360. */
  readonly bearing: number;
  /** Halfway along the segment, where its label goes. */
  readonly midpoint: LonLat;
}

export interface LineMeasures {
  readonly points: readonly MeasuredPoint[];
  readonly segments: readonly MeasuredSegment[];
  /** Metres from the first point to the last. */
  readonly total: number;
}

/** The measures of a path through the points, in order (spec 01 §3, R17.02). */
export function measureLine(positions: readonly LonLat[]): LineMeasures {
  const points: MeasuredPoint[] = [];
  const segments: MeasuredSegment[] = [];
  let total = 0;
  positions.forEach((position, index) => {
    const previous = index > 0 ? positions[index - 1] : undefined;
    const fromPrevious = previous ? greatCircleDistance(previous, position) : 0;
    if (previous) {
      segments.push({
        index: index - 1,
        from: previous,
        to: position,
        length: fromPrevious,
        bearing: initialBearing(previous, position),
        midpoint: greatCircleMidpoint(previous, position),
      });
    }
    total += fromPrevious;
    points.push({ index, position, fromPrevious, fromStart: total });
  });
  return { points, segments, total };
}

export interface AreaMeasures {
  /** The edges round the closed ring, the closing edge last. */
  readonly outline: LineMeasures;
  /** Square metres; 0 for an area under 3 corners (an empty polygon). */
  readonly area: number;
}

/** The measures of an area: its edges round the closed ring and its size. */
export function measureArea(corners: readonly LonLat[]): AreaMeasures {
  const ring = closedRing(corners);
  return { outline: measureLine(ring), area: sphericalRingArea(ring) };
}

export interface CircleMeasures {
  /** Metres from the centre to the edge point. */
  readonly radius: number;
  /** Metres round the ring kept for the circle. */
  readonly circumference: number;
  /** Square metres inside the ring kept for the circle. */
  readonly area: number;
}

/**
 * A circle's radius, circumference and area. Circumference and area are those of the 32-step
 * ring that is kept and saved (within 0.2 % and 0.7 % of a true circle), so what the user
 * measured is what an area saved from it holds.
 */
export function measureCircle(circle: Pick<CircleDrawing, 'centre' | 'edge'>): CircleMeasures {
  const ring = circleRing(circle);
  return {
    radius: circleRadius(circle),
    circumference: measureLine(ring).total,
    area: sphericalRingArea(ring),
  };
}
