// Server over-zoom: a tile below the highest stored zoom is cut from its stored ancestor,
// scaled up and clipped to the child's square (with the same buffer the generator keeps),
// so a client that asks for z13 or z14 (the standard base map's source max zoom, spec 02
// §9) gets real land instead of an empty "sea" tile. No detail is invented: the geometry
// is the ancestor's, at the child's scale.
import { gunzipSync, gzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { fromGeojsonVt, type VtFeature } from 'vt-pbf';

/** Clip buffer in tile units around the child's square, as the generator cuts tiles. */
export const OVERZOOM_BUFFER = 32;

type XY = [number, number];

/** One feature as the MVT writer takes it: geometry in child tile units. */
type OutFeature = VtFeature;

interface Box {
  min: number;
  max: number;
}

/** Sutherland–Hodgman against one edge of the square; `axis` 0 is x, 1 is y. */
function clipRingEdge(ring: XY[], axis: 0 | 1, bound: number, keepBelow: boolean): XY[] {
  const out: XY[] = [];
  const inside = (p: XY) => (keepBelow ? p[axis] <= bound : p[axis] >= bound);
  for (let i = 0; i < ring.length; i++) {
    const a = ring[(i + ring.length - 1) % ring.length] as XY;
    const b = ring[i] as XY;
    if (inside(b)) {
      if (!inside(a)) out.push(intersect(a, b, axis, bound));
      out.push(b);
    } else if (inside(a)) {
      out.push(intersect(a, b, axis, bound));
    }
  }
  return out;
}

function intersect(a: XY, b: XY, axis: 0 | 1, bound: number): XY {
  const t = (bound - a[axis]) / (b[axis] - a[axis]);
  const other = axis === 0 ? 1 : 0;
  const point: XY = [0, 0];
  point[axis] = bound;
  point[other] = Math.round(a[other] + t * (b[other] - a[other]));
  return point;
}

/** A polygon ring clipped to the box, closed again; null when nothing of it is left. */
export function clipRing(ring: readonly XY[], box: Box): XY[] | null {
  // Rings arrive closed (last = first); clipping works on the open ring.
  let open = ring.slice(0, ring.length > 1 && same(ring[0], ring.at(-1)) ? -1 : undefined);
  for (const [axis, bound, below] of [
    [0, box.min, false],
    [0, box.max, true],
    [1, box.min, false],
    [1, box.max, true],
  ] as const) {
    open = clipRingEdge(open, axis, bound, below);
    if (open.length < 3) return null;
  }
  return [...open, open[0] as XY];
}

function same(a: XY | undefined, b: XY | undefined): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

/** A line clipped to the box: the pieces inside it (a line may leave and come back). */
export function clipLine(line: readonly XY[], box: Box): XY[][] {
  const pieces: XY[][] = [];
  let current: XY[] = [];
  for (let i = 1; i < line.length; i++) {
    const segment = clipSegment(line[i - 1] as XY, line[i] as XY, box);
    if (!segment) {
      if (current.length > 1) pieces.push(current);
      current = [];
      continue;
    }
    const [a, b] = segment;
    if (current.length === 0 || !same(current.at(-1), a)) {
      if (current.length > 1) pieces.push(current);
      current = [a];
    }
    current.push(b);
  }
  if (current.length > 1) pieces.push(current);
  return pieces;
}

/** Liang–Barsky: the part of a segment inside the box, or null. */
function clipSegment(a: XY, b: XY, box: Box): [XY, XY] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const checks: [number, number][] = [
    [-dx, a[0] - box.min],
    [dx, box.max - a[0]],
    [-dy, a[1] - box.min],
    [dy, box.max - a[1]],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  const at = (t: number): XY => [Math.round(a[0] + t * dx), Math.round(a[1] + t * dy)];
  return [t0 === 0 ? a : at(t0), t1 === 1 ? b : at(t1)];
}

/**
 * The child tile `dz` zooms below a stored tile, where (`dx`, `dy`) is the child's column
 * and row inside its ancestor (0 … 2^dz − 1). Takes and returns gzip-compressed MVT; null
 * when nothing of the ancestor reaches the child (open sea).
 */
export function overzoomTile(parentGzipped: Buffer, dz: number, dx: number, dy: number) {
  const tile = new VectorTile(new Pbf(gunzipSync(parentGzipped)));
  const scale = 2 ** dz;
  const layers: Record<string, { features: OutFeature[] }> = {};
  let extent = 4096;
  for (const [name, layer] of Object.entries(tile.layers)) {
    extent = layer.extent;
    const box = { min: -OVERZOOM_BUFFER, max: extent + OVERZOOM_BUFFER };
    const features: OutFeature[] = [];
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      const rings = feature
        .loadGeometry()
        .map((ring) => ring.map((p): XY => [p.x * scale - dx * extent, p.y * scale - dy * extent]));
      const tags = feature.properties as OutFeature['tags'];
      if (feature.type === 3) {
        const clipped = rings.map((ring) => clipRing(ring, box)).filter((r) => r !== null);
        if (clipped.length) features.push({ type: 3, geometry: clipped, tags });
      } else if (feature.type === 2) {
        const clipped = rings.flatMap((line) => clipLine(line, box));
        if (clipped.length) features.push({ type: 2, geometry: clipped, tags });
      } else if (feature.type === 1) {
        const inside = rings
          .flat()
          .filter(([x, y]) => x >= box.min && x <= box.max && y >= box.min && y <= box.max);
        if (inside.length) features.push({ type: 1, geometry: inside, tags });
      }
    }
    if (features.length) layers[name] = { features };
  }
  if (Object.keys(layers).length === 0) return null;
  return gzipSync(fromGeojsonVt(layers, { version: 2, extent }));
}
