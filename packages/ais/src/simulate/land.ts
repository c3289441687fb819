/**
 * Grid-indexed point-in-polygon test for land masks (lon/lat rings, even-odd rule), used to
 * keep simulated traffic at sea. Each grid cell knows whether its centre is on land and which
 * polygon edges cross it, so a query only counts crossings between the cell centre and the
 * point: O(edges in one cell) instead of O(all edges).
 */

/** A closed ring of [longitude, latitude] pairs, degrees; the last point may repeat the first. */
export type Ring = ReadonlyArray<readonly [number, number] | readonly number[]>;

/**
 * Region and resolution of a {@link LandIndex}, degrees. The western boundary must lie at sea
 * along its whole length: parity is counted from there, which keeps rings that wrap the
 * antimeridian (Eurasia) from disturbing the result.
 */
export interface LandIndexOptions {
  west: number;
  south: number;
  east: number;
  north: number;
  /** Grid cell size, degrees (default 0.02). */
  cellSize?: number;
}

export class LandIndex {
  private readonly west: number;
  private readonly south: number;
  private readonly cell: number;
  private readonly cols: number;
  private readonly rows: number;
  /** x1, y1, x2, y2 per edge. */
  private readonly edges: Float64Array;
  /** CSR lists of edge ids per cell. */
  private readonly cellStart: Int32Array;
  private readonly cellEdges: Int32Array;
  private readonly centreInside: Uint8Array;

  constructor(rings: Iterable<Ring>, options: LandIndexOptions) {
    // Shift the grid off round coordinates: land masks are often rounded to 0.001°, and a cell
    // centre lying exactly on an edge or vertex would make the parity test ambiguous.
    this.west = options.west - 1.234567e-4;
    this.south = options.south - 0.987654e-4;
    this.cell = options.cellSize ?? 0.02;
    this.cols = Math.ceil((options.east - options.west) / this.cell);
    this.rows = Math.ceil((options.north - options.south) / this.cell);
    const coords: number[] = [];
    for (const ring of rings) {
      if (!touches(ring, options)) continue;
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        // Edges jumping across the antimeridian are artefacts of the projection, not coast.
        if ((a[1] !== b[1] || a[0] !== b[0]) && Math.abs(a[0]! - b[0]!) <= 180) {
          coords.push(a[0]!, a[1]!, b[0]!, b[1]!);
        }
      }
    }
    this.edges = Float64Array.from(coords);
    const counts = new Int32Array(this.cols * this.rows + 1);
    this.forEachCellOfEdges((cellId) => counts[cellId]!++);
    this.cellStart = new Int32Array(counts.length);
    for (let i = 1; i < counts.length; i++)
      this.cellStart[i] = this.cellStart[i - 1]! + counts[i - 1]!;
    this.cellEdges = new Int32Array(this.cellStart[counts.length - 1]!);
    const fill = this.cellStart.slice();
    this.forEachCellOfEdges((cellId, edge) => (this.cellEdges[fill[cellId]!++] = edge));
    this.centreInside = this.classifyCentres();
  }

  /** Number of indexed polygon edges. */
  get edgeCount(): number {
    return this.edges.length / 4;
  }

  /** True when the point lies on land; points outside the indexed region count as sea. */
  contains(lon: number, lat: number): boolean {
    const col = Math.floor((lon - this.west) / this.cell);
    const row = Math.floor((lat - this.south) / this.cell);
    if (col < 0 || row < 0 || col >= this.cols || row >= this.rows) return false;
    const cellId = row * this.cols + col;
    const cx = this.west + (col + 0.5) * this.cell;
    const cy = this.south + (row + 0.5) * this.cell;
    let inside = this.centreInside[cellId] === 1;
    const e = this.edges;
    for (let k = this.cellStart[cellId]!; k < this.cellStart[cellId + 1]!; k++) {
      const i = this.cellEdges[k]! * 4;
      if (segmentsCross(cx, cy, lon, lat, e[i]!, e[i + 1]!, e[i + 2]!, e[i + 3]!)) inside = !inside;
    }
    return inside;
  }

  private forEachCellOfEdges(visit: (cellId: number, edge: number) => void): void {
    const e = this.edges;
    for (let edge = 0; edge * 4 < e.length; edge++) {
      const i = edge * 4;
      const c0 = Math.max(0, Math.floor((Math.min(e[i]!, e[i + 2]!) - this.west) / this.cell));
      const c1 = Math.min(
        this.cols - 1,
        Math.floor((Math.max(e[i]!, e[i + 2]!) - this.west) / this.cell),
      );
      const r0 = Math.max(0, Math.floor((Math.min(e[i + 1]!, e[i + 3]!) - this.south) / this.cell));
      const r1 = Math.min(
        this.rows - 1,
        Math.floor((Math.max(e[i + 1]!, e[i + 3]!) - this.south) / this.cell),
      );
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) visit(r * this.cols + c, edge);
    }
  }

  /** Scanline over each row's centre latitude: a centre is inside after an odd number of crossings. */
  private classifyCentres(): Uint8Array {
    const inside = new Uint8Array(this.cols * this.rows);
    const e = this.edges;
    const byRow: number[][] = Array.from({ length: this.rows }, () => []);
    for (let i = 0; i < e.length; i += 4) {
      const y1 = e[i + 1]!;
      const y2 = e[i + 3]!;
      const lo = Math.max(0, Math.ceil((Math.min(y1, y2) - this.south) / this.cell - 0.5));
      const hi = Math.min(
        this.rows - 1,
        Math.floor((Math.max(y1, y2) - this.south) / this.cell - 0.5),
      );
      for (let r = lo; r <= hi; r++) {
        const y = this.south + (r + 0.5) * this.cell;
        // Half-open rule so a vertex exactly on the scanline is counted once.
        if (y1 > y === y2 > y) continue;
        const x = e[i]! + ((y - y1) / (y2 - y1)) * (e[i + 2]! - e[i]!);
        if (x >= this.west) byRow[r]!.push(x);
      }
    }
    for (let r = 0; r < this.rows; r++) {
      const xs = byRow[r]!.sort((a, b) => a - b);
      let k = 0;
      for (let c = 0; c < this.cols; c++) {
        const x = this.west + (c + 0.5) * this.cell;
        while (k < xs.length && xs[k]! < x) k++;
        inside[r * this.cols + c] = k & 1;
      }
    }
    return inside;
  }
}

function touches(ring: Ring, box: LandIndexOptions): boolean {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const p of ring) {
    w = Math.min(w, p[0]!);
    e = Math.max(e, p[0]!);
    s = Math.min(s, p[1]!);
    n = Math.max(n, p[1]!);
  }
  return e >= box.west && w <= box.east && n >= box.south && s <= box.north;
}

/** Proper intersection of segment p1–p2 with q1–q2 (half-open on q so shared vertices count once). */
function segmentsCross(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): boolean {
  const d1 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
  const d2 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
  if (d1 > 0 === d2 > 0) return false;
  const d3 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
  const d4 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  return d3 > 0 !== d4 > 0;
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
