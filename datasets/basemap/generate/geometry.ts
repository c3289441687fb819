// Plain lon/lat polygon helpers for the generator. Rectangles only, so Sutherland–Hodgman
// is enough; its zero-width slivers along the cut edge are invisible in a fill.
import type { Polygon, Position } from 'geojson';
import type { BBox } from '../src/manifest.js';

type Ring = Position[];

const EARTH_RADIUS_KM = 6371.0088;

function clipEdge(
  ring: Ring,
  inside: (p: Position) => boolean,
  cross: (a: Position, b: Position) => Position,
): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const cur = ring[i] as Position;
    const prev = ring[(i + ring.length - 1) % ring.length] as Position;
    const curIn = inside(cur);
    if (curIn !== inside(prev)) out.push(cross(prev, cur));
    if (curIn) out.push(cur);
  }
  return out;
}

function atX(a: Position, b: Position, x: number): Position {
  const [ax, ay] = a as [number, number];
  const [bx, by] = b as [number, number];
  return [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
}

function atY(a: Position, b: Position, y: number): Position {
  const [ax, ay] = a as [number, number];
  const [bx, by] = b as [number, number];
  return [ax + ((bx - ax) * (y - ay)) / (by - ay), y];
}

/** Clips a closed ring (first = last) to a lon/lat rectangle; returns a closed ring or null. */
export function clipRing(ring: Ring, [w, s, e, n]: BBox): Ring | null {
  let r = ring.slice(0, -1);
  r = clipEdge(
    r,
    (p) => (p[0] as number) >= w,
    (a, b) => atX(a, b, w),
  );
  r = clipEdge(
    r,
    (p) => (p[0] as number) <= e,
    (a, b) => atX(a, b, e),
  );
  r = clipEdge(
    r,
    (p) => (p[1] as number) >= s,
    (a, b) => atY(a, b, s),
  );
  r = clipEdge(
    r,
    (p) => (p[1] as number) <= n,
    (a, b) => atY(a, b, n),
  );
  if (r.length < 3) return null;
  r.push(r[0] as Position);
  return r;
}

/** Clips polygon rings (outer first) to a rectangle; null when nothing is left. */
export function clipPolygon(rings: Ring[], box: BBox): Ring[] | null {
  const [outer, ...holes] = rings;
  const clippedOuter = outer && clipRing(outer, box);
  if (!clippedOuter) return null;
  const out = [clippedOuter];
  for (const hole of holes) {
    const h = clipRing(hole, box);
    if (h) out.push(h);
  }
  return out;
}

/** True when the rectangles overlap (touching edges do not count). */
export function bboxesOverlap(a: BBox, b: BBox): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/** Bounding box of a ring, degrees. */
export function ringBBox(ring: Ring): BBox {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [x, y] of ring as [number, number][]) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}

/** Unsigned area of a lon/lat ring on a spherical Earth, km². */
export function ringAreaKm2(ring: Ring): number {
  const rad = Math.PI / 180;
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[i + 1] as [number, number];
    sum += (x2 - x1) * rad * (2 + Math.sin(y1 * rad) + Math.sin(y2 * rad));
  }
  return Math.abs((sum * EARTH_RADIUS_KM * EARTH_RADIUS_KM) / 2);
}

/**
 * The parts of the world outside `box`, as four non-overlapping rectangles (south,
 * north, west, east strips), so other data can be clipped to "everything but the region".
 */
export function complementOf([w, s, e, n]: BBox): BBox[] {
  return [
    [-180, -90, 180, s],
    [-180, n, 180, 90],
    [-180, s, w, n],
    [e, s, 180, n],
  ];
}

/** Rounds every coordinate of a polygon to `digits` decimals, dropping repeated points. */
export function roundPolygon(rings: Ring[], digits: number): Polygon['coordinates'] {
  const f = 10 ** digits;
  return rings.map((ring) => {
    const out: Ring = [];
    for (const [x, y] of ring as [number, number][]) {
      const p = [Math.round(x * f) / f, Math.round(y * f) / f];
      const last = out[out.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
    }
    return out;
  });
}
