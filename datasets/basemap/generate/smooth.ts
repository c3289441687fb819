// Turns traced raster outlines (axis-aligned pixel staircases) into smooth rings. Each
// corner is cut half a cell along both of its edges, which is what contouring the mask at
// 0.5 between cell centres would give, so diagonal coasts become straight lines instead of
// stairs that Douglas–Peucker can only thin out, never straighten.
import type { Position } from 'geojson';

/** Raster cell size, degrees of longitude and latitude. */
export interface CellSize {
  readonly dx: number;
  readonly dy: number;
}

/** Cuts every corner of a closed ring (first = last) by half a cell; returns a closed ring. */
export function cutCorners(ring: Position[], cell: CellSize): Position[] {
  const pts = ring.slice(0, -1) as [number, number][];
  const n = pts.length;
  const out: [number, number][] = [];
  const towards = (v: [number, number], w: [number, number]): [number, number] => {
    const len = Math.hypot((w[0] - v[0]) / cell.dx, (w[1] - v[1]) / cell.dy);
    const t = Math.min(0.5, 0.5 / len);
    return [v[0] + (w[0] - v[0]) * t, v[1] + (w[1] - v[1]) * t];
  };
  const push = (p: [number, number]): void => {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  };
  for (let i = 0; i < n; i++) {
    const v = pts[i] as [number, number];
    push(towards(v, pts[(i + n - 1) % n] as [number, number]));
    push(towards(v, pts[(i + 1) % n] as [number, number]));
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  if (out.length < 3) return [];
  out.push(out[0] as [number, number]);
  return out;
}

/**
 * Douglas–Peucker on a closed ring, distances measured in cells (so the tolerance means
 * the same on the ground in both directions); keeps first/last and the farthest point.
 */
export function simplifyRing(ring: Position[], cell: CellSize, toleranceCells: number): Position[] {
  const n = ring.length;
  if (n <= 4) return ring;
  const xs = ring.map((p) => (p[0] as number) / cell.dx);
  const ys = ring.map((p) => (p[1] as number) / cell.dy);
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  // The ring starts and ends at the same point, so split it at the farthest point first.
  let far = 1;
  let farD = -1;
  for (let i = 1; i < n - 1; i++) {
    const d =
      ((xs[i] as number) - (xs[0] as number)) ** 2 + ((ys[i] as number) - (ys[0] as number)) ** 2;
    if (d > farD) [far, farD] = [i, d];
  }
  keep[far] = 1;
  const sq = toleranceCells * toleranceCells;
  const stack: [number, number][] = [
    [0, far],
    [far, n - 1],
  ];
  while (stack.length) {
    const [a, b] = stack.pop() as [number, number];
    const ax = xs[a] as number;
    const ay = ys[a] as number;
    const vx = (xs[b] as number) - ax;
    const vy = (ys[b] as number) - ay;
    const vv = vx * vx + vy * vy;
    let best = -1;
    let bestD = sq;
    for (let i = a + 1; i < b; i++) {
      const px = (xs[i] as number) - ax;
      const py = (ys[i] as number) - ay;
      const t = vv > 0 ? Math.max(0, Math.min(1, (px * vx + py * vy) / vv)) : 0;
      const d = (px - t * vx) ** 2 + (py - t * vy) ** 2;
      if (d > bestD) [best, bestD] = [i, d];
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : [];
}
