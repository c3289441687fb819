// Polygon assembly for isobands: the band between two levels is the area enclosed by an odd
// number of the two levels' contour rings (they nest and never cross), so every ring is
// classed by how deep it lies among the others: even depth an outer ring, odd a hole of the
// ring around it.

/** A closed ring, x and y interleaved, first point not repeated. */
export type FlatRing = number[];

/** Twice the signed area, positive clockwise on screen (y down): MVT's outer-ring winding. */
export function signedArea2(ring: FlatRing): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    sum += ring[j]! * ring[i + 1]! - ring[i]! * ring[j + 1]!;
  }
  return sum;
}

function contains(ring: FlatRing, x: number, y: number): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i]!;
    const yi = ring[i + 1]!;
    const xj = ring[j]!;
    const yj = ring[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

interface Entry {
  ring: FlatRing;
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  depth: number;
  holes: FlatRing[];
}

/**
 * Polygons (outer ring, then its holes) covering the area inside an odd number of `rings`,
 * wound as MVT wants them: outer rings clockwise on screen, holes anticlockwise.
 */
export function evenOddPolygons(rings: readonly FlatRing[]): FlatRing[][] {
  const entries: Entry[] = rings
    .filter((ring) => ring.length >= 6)
    .map((ring) => {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let i = 0; i < ring.length; i += 2) {
        minX = Math.min(minX, ring[i]!);
        maxX = Math.max(maxX, ring[i]!);
        minY = Math.min(minY, ring[i + 1]!);
        maxY = Math.max(maxY, ring[i + 1]!);
      }
      return {
        ring,
        area: Math.abs(signedArea2(ring)),
        minX,
        minY,
        maxX,
        maxY,
        depth: 0,
        holes: [],
      };
    })
    .filter((entry) => entry.area > 0)
    .sort((a, b) => b.area - a.area);

  const outers: Entry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const x = entry.ring[0]!;
    const y = entry.ring[1]!;
    let parent: Entry | undefined;
    // Larger rings come first; the nearest one back that holds this ring's first point is
    // the smallest around it.
    for (let j = i - 1; j >= 0; j--) {
      const other = entries[j]!;
      if (x < other.minX || x > other.maxX || y < other.minY || y > other.maxY) continue;
      if (contains(other.ring, x, y)) {
        parent = other;
        break;
      }
    }
    entry.depth = parent ? parent.depth + 1 : 0;
    if (entry.depth % 2 === 0) outers.push(entry);
    else parent!.holes.push(entry.ring);
  }
  return outers.map((outer) => [
    wound(outer.ring, true),
    ...outer.holes.map((hole) => wound(hole, false)),
  ]);
}

function wound(ring: FlatRing, clockwise: boolean): FlatRing {
  if (signedArea2(ring) > 0 === clockwise) return ring;
  const reversed: FlatRing = [];
  for (let i = ring.length - 2; i >= 0; i -= 2) reversed.push(ring[i]!, ring[i + 1]!);
  return reversed;
}
