/**
 * A polygon made ready for many point tests: a bounding-box prefilter, then even-odd ray
 * casting against only the edges that can cross the point's latitude. The edges are sorted
 * once into horizontal bands over the outline's box; a lookup visits one band. Each edge is
 * tested with the same arithmetic as plain ray casting over every edge, and the edges left
 * out cannot cross, so the answers are the same (outside the outline's box the box decides,
 * where plain ray casting's rounding could count a crossing a hair beyond an end point). The
 * cost is set by how often the boundary crosses a latitude rather than by its vertex count.
 */

type Ring = readonly (readonly number[])[];

export interface LonLatBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export type BoxRelation = 'inside' | 'outside' | 'crossing';

export interface PreparedPolygon {
  /** The outline's box: nothing outside it is inside the polygon. */
  readonly bbox: LonLatBox;
  /** Whether a point lies inside the outline and outside every hole (even-odd per ring). */
  contains(lon: number, lat: number): boolean;
  /**
   * How many edges {@link contains} tests for this point (0 when the box rules it out): the
   * index's cost, for tests that hold it.
   */
  edgeTests(lon: number, lat: number): number;
  /**
   * Whether a box lies wholly inside the polygon, wholly outside, or may cross its boundary
   * (conservative: 'crossing' when unsure), so a caller can take or skip a whole batch of
   * points in the box without testing each.
   */
  relateBox(box: LonLatBox): BoxRelation;
}

/** Bands at most; fewer when edges would be listed in too many. */
const MAX_BANDS = 16_384;
/** Band entries at most (edges listed once per band they span): bounds the index's memory. */
const MAX_ENTRIES = 1 << 22;

/** The outline's bounding box. */
export function outlineBox(rings: readonly Ring[]): LonLatBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const position of rings[0] ?? []) {
    const lon = position[0]!;
    const lat = position[1]!;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return { west, south, east, north };
}

/** Plain even-odd ray casting over every edge: the reference the prepared polygon matches. */
export function ringContains(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0]!;
    const yi = ring[i]![1]!;
    const xj = ring[j]![0]!;
    const yj = ring[j]![1]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Plain point-in-polygon: inside the outline and outside every hole. */
export function polygonContainsNaive(rings: readonly Ring[], lon: number, lat: number): boolean {
  if (rings.length === 0 || !ringContains(rings[0]!, lon, lat)) return false;
  for (let h = 1; h < rings.length; h++) if (ringContains(rings[h]!, lon, lat)) return false;
  return true;
}

export function preparePolygon(rings: readonly Ring[]): PreparedPolygon {
  const bbox = outlineBox(rings);
  const { west, south, east, north } = bbox;
  // Edges as (xi, yi, xj, yj) in the order plain ray casting takes them, so the arithmetic
  // is the same; zero-length edges (a ring's closing repeat) can never count and are left out.
  const coords: number[] = [];
  const ringOf: number[] = [];
  rings.forEach((ring, r) => {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const xi = ring[i]![0]!;
      const yi = ring[i]![1]!;
      const xj = ring[j]![0]!;
      const yj = ring[j]![1]!;
      if (xi === xj && yi === yj) continue;
      // A crossing needs min(y) ≤ lat < max(y); outside the outline's latitudes none counts.
      if (!(Math.max(yi, yj) >= south && Math.min(yi, yj) <= north)) continue;
      coords.push(xi, yi, xj, yj);
      ringOf.push(r);
    }
  });
  const edges = ringOf.length;
  const edge = Float64Array.from(coords);
  const ring = Int32Array.from(ringOf);
  const height = north - south;

  // Band of a latitude: monotone in lat, so an edge listed in the bands of its lowest and
  // highest latitude and those between is found from any latitude it spans.
  let bands = height > 0 ? Math.max(1, Math.min(MAX_BANDS, edges)) : 1;
  let scale = 0;
  const bandOf = (lat: number): number => {
    const b = Math.floor((lat - south) * scale);
    return b < 0 ? 0 : b >= bands ? bands - 1 : b;
  };
  let entries = 0;
  for (;;) {
    scale = height > 0 ? bands / height : 0;
    entries = 0;
    for (let e = 0; e < edges; e++) {
      const y1 = edge[e * 4 + 1]!;
      const y2 = edge[e * 4 + 3]!;
      entries += bandOf(Math.max(y1, y2)) - bandOf(Math.min(y1, y2)) + 1;
    }
    if (entries <= MAX_ENTRIES || bands === 1) break;
    bands = Math.max(1, bands >> 1);
  }
  const start = new Int32Array(bands + 1);
  for (let e = 0; e < edges; e++) {
    const y1 = edge[e * 4 + 1]!;
    const y2 = edge[e * 4 + 3]!;
    for (let b = bandOf(Math.min(y1, y2)), last = bandOf(Math.max(y1, y2)); b <= last; b++) {
      start[b + 1]!++;
    }
  }
  for (let b = 0; b < bands; b++) start[b + 1]! += start[b]!;
  const fill = start.slice(0, bands);
  const listed = new Int32Array(entries);
  for (let e = 0; e < edges; e++) {
    const y1 = edge[e * 4 + 1]!;
    const y2 = edge[e * 4 + 3]!;
    for (let b = bandOf(Math.min(y1, y2)), last = bandOf(Math.max(y1, y2)); b <= last; b++) {
      listed[fill[b]!++] = e;
    }
  }

  const outside = (lon: number, lat: number) =>
    !(lon >= west && lon <= east && lat >= south && lat <= north);

  // Rings beyond 31 do not fit a bit mask; they keep a parity per ring.
  const manyRings = rings.length > 31;
  const parity = manyRings ? new Uint8Array(rings.length) : null;

  const contains = (lon: number, lat: number): boolean => {
    if (outside(lon, lat)) return false;
    const band = bandOf(lat);
    let mask = 0;
    for (let k = start[band]!, end = start[band + 1]!; k < end; k++) {
      const e = listed[k]! * 4;
      const xi = edge[e]!;
      const yi = edge[e + 1]!;
      const xj = edge[e + 2]!;
      const yj = edge[e + 3]!;
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
        const r = ring[e >> 2]!;
        if (parity) parity[r] = parity[r]! ^ 1;
        else mask ^= 1 << r;
      }
    }
    if (!parity) return mask === 1;
    const result = parity[0] === 1 && parity.indexOf(1, 1) < 0;
    parity.fill(0);
    return result;
  };

  return {
    bbox,
    contains,
    edgeTests(lon, lat) {
      if (outside(lon, lat)) return 0;
      const band = bandOf(lat);
      return start[band + 1]! - start[band]!;
    },
    relateBox(box) {
      if (box.east < west || box.west > east || box.north < south || box.south > north) {
        return 'outside';
      }
      if (box.west < west || box.east > east || box.south < south || box.north > north) {
        return 'crossing';
      }
      // No edge reaches the box: no ring's boundary passes through it, so every point in it
      // is on the same side of each ring as its centre.
      for (let b = bandOf(box.south), last = bandOf(box.north); b <= last; b++) {
        for (let k = start[b]!, end = start[b + 1]!; k < end; k++) {
          const e = listed[k]! * 4;
          const x1 = edge[e]!;
          const y1 = edge[e + 1]!;
          const x2 = edge[e + 2]!;
          const y2 = edge[e + 3]!;
          if (
            Math.max(x1, x2) >= box.west &&
            Math.min(x1, x2) <= box.east &&
            Math.max(y1, y2) >= box.south &&
            Math.min(y1, y2) <= box.north
          ) {
            return 'crossing';
          }
        }
      }
      return contains((box.west + box.east) / 2, (box.south + box.north) / 2)
        ? 'inside'
        : 'outside';
    },
  };
}
