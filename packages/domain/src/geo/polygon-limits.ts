/**
 * How large an area anyone may hand us: every route that takes a polygon refuses more, and
 * drawing and zones stop there too. A polygon is tested against vessel positions many times
 * a second (a live stream) or against millions of stored positions (an area search), so its
 * size is a cost every other user pays; 1,000 corners are plenty for a hand-drawn or a
 * simplified coastal area.
 */
export const POLYGON_LIMITS = {
  /** Corners over all rings together; a ring's closing position (a repeat of its first) is not counted. */
  maxVertices: 1000,
  /** Rings: the outline and up to nine holes. */
  maxRings: 10,
} as const;

/** The most positions a single ring can hold: every corner in it, plus the closing repeat. */
export const MAX_RING_POSITIONS = POLYGON_LIMITS.maxVertices + 1;

type Ring = readonly (readonly number[])[];

/** A ring's corners: its positions less a closing position that repeats the first. */
export function ringVertexCount(ring: Ring): number {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed =
    ring.length > 1 &&
    first !== undefined &&
    last !== undefined &&
    first[0] === last[0] &&
    first[1] === last[1];
  return closed ? ring.length - 1 : ring.length;
}

/** The corners of a polygon's rings together. */
export function polygonVertexCount(rings: readonly Ring[]): number {
  let count = 0;
  for (const ring of rings) count += ringVertexCount(ring);
  return count;
}

/**
 * Why a polygon's rings are over the limits, in English for an API answer; null when they
 * are within them. The web app counts with {@link polygonVertexCount} and shows its own text.
 */
export function polygonLimitProblem(rings: readonly Ring[]): string | null {
  if (rings.length > POLYGON_LIMITS.maxRings) {
    return `has ${rings.length} rings; at most ${POLYGON_LIMITS.maxRings} (an outline and ${POLYGON_LIMITS.maxRings - 1} holes) are allowed`;
  }
  const vertices = polygonVertexCount(rings);
  if (vertices > POLYGON_LIMITS.maxVertices) {
    return `has ${vertices} vertices; at most ${POLYGON_LIMITS.maxVertices} are allowed over all rings`;
  }
  return null;
}

/**
 * Whether an area of one or more polygons is within the limits: each polygon's rings and
 * corners, and the corners of all of them together (a MultiPolygon of many small parts costs
 * what one large polygon does).
 */
export function areaWithinLimits(polygons: readonly (readonly Ring[])[]): boolean {
  let vertices = 0;
  for (const rings of polygons) {
    if (polygonLimitProblem(rings) !== null) return false;
    vertices += polygonVertexCount(rings);
  }
  return vertices <= POLYGON_LIMITS.maxVertices;
}
