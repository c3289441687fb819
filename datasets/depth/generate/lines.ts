// Line helpers of the depth generator: depth curves are the contour rings without the pieces
// that run along the grid's edge (there the contour only closes the polygon), and lines are
// simplified so the committed data stays small.
import type { Position } from 'geojson';

/**
 * The ring (grid coordinates) cut into lines at the grid's border: every stretch whose
 * points are all inside the grid, in order, wrapping round the ring's start.
 */
export function splitAtBorder(ring: readonly Position[], cols: number, rows: number): Position[][] {
  const onBorder = (p: Position) => p[0]! <= 0 || p[1]! <= 0 || p[0]! >= cols || p[1]! >= rows;
  const closed =
    ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];
  const points = closed ? ring.slice(0, -1) : [...ring];
  const start = points.findIndex(onBorder);
  if (start < 0) return [[...points, points[0]!]];
  const lines: Position[][] = [];
  let current: Position[] = [];
  for (let k = 1; k <= points.length; k++) {
    const p = points[(start + k) % points.length]!;
    if (onBorder(p)) {
      if (current.length >= 2) lines.push(current);
      current = [];
    } else {
      current.push(p);
    }
  }
  if (current.length >= 2) lines.push(current);
  return lines;
}

/** Douglas–Peucker simplification, keeping both ends; `tolerance` in the line's units. */
export function simplifyLine(line: readonly Position[], tolerance: number): Position[] {
  if (line.length <= 2) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = line[a] as [number, number];
    const [bx, by] = line[b] as [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = line[i] as [number, number];
      const distance =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return line.filter((_, i) => keep[i]);
}
