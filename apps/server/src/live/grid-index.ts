/**
 * A uniform latitude/longitude grid of points keyed by id, made for frequent moves: a move
 * inside its cell only overwrites the coordinates, a move across cells is a swap-remove and
 * a push. Chosen over rebuilding a static index (kdbush) or an R-tree (rbush) by
 * `bench/bbox`.
 */

/** Cell size in degrees; a few cells cover a harbour-scale view, a few hundred a coastline. */
const DEFAULT_CELL_DEGREES = 0.25;

export interface BBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

interface Slot {
  id: number;
  cell: number;
  /** Position in the cell's array. */
  at: number;
  lon: number;
  lat: number;
}

export class GridIndex {
  private readonly cellSize: number;
  private readonly columns: number;
  private readonly rows: number;
  /** Cell → the slots in it; a query reads coordinates from the slots without a lookup. */
  private readonly cells = new Map<number, Slot[]>();
  private readonly slots = new Map<number, Slot>();

  constructor(cellDegrees = DEFAULT_CELL_DEGREES) {
    this.cellSize = cellDegrees;
    this.columns = Math.ceil(360 / cellDegrees);
    this.rows = Math.ceil(180 / cellDegrees);
  }

  get size(): number {
    return this.slots.size;
  }

  private column(lon: number): number {
    return Math.min(this.columns - 1, Math.max(0, Math.floor((lon + 180) / this.cellSize)));
  }

  private row(lat: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((lat + 90) / this.cellSize)));
  }

  /** Inserts or moves a point. */
  set(id: number, lon: number, lat: number): void {
    const cell = this.row(lat) * this.columns + this.column(lon);
    const slot = this.slots.get(id);
    if (slot) {
      slot.lon = lon;
      slot.lat = lat;
      if (slot.cell === cell) return;
      this.detach(slot.cell, slot.at);
      slot.cell = cell;
      this.attach(slot);
      return;
    }
    const created: Slot = { id, cell, at: 0, lon, lat };
    this.attach(created);
    this.slots.set(id, created);
  }

  delete(id: number): boolean {
    const slot = this.slots.get(id);
    if (!slot) return false;
    this.detach(slot.cell, slot.at);
    this.slots.delete(id);
    return true;
  }

  private attach(slot: Slot): void {
    let list = this.cells.get(slot.cell);
    if (!list) {
      list = [];
      this.cells.set(slot.cell, list);
    }
    slot.at = list.length;
    list.push(slot);
  }

  private detach(cell: number, at: number): void {
    const list = this.cells.get(cell)!;
    const last = list.pop()!;
    if (at < list.length) {
      list[at] = last;
      last.at = at;
    }
    if (list.length === 0) this.cells.delete(cell);
  }

  /**
   * Calls `visit` with every id whose point lies inside the box (edges included). A box with
   * west > east crosses the antimeridian.
   */
  search(box: BBox, visit: (id: number) => void): void {
    if (box.west > box.east) {
      this.search({ ...box, east: 180 }, visit);
      this.search({ ...box, west: -180 }, visit);
      return;
    }
    const c0 = this.column(box.west);
    const c1 = this.column(box.east);
    const r0 = this.row(box.south);
    const r1 = this.row(box.north);
    const { west, east, south, north } = box;
    const inside = (list: Slot[]): void => {
      for (const s of list) {
        if (s.lon >= west && s.lon <= east && s.lat >= south && s.lat <= north) visit(s.id);
      }
    };
    // A box wider than the occupied cells: walking the cells that exist is cheaper.
    if ((c1 - c0 + 1) * (r1 - r0 + 1) > this.cells.size) {
      for (const [cell, list] of this.cells) {
        const r = Math.floor(cell / this.columns);
        const c = cell - r * this.columns;
        if (r >= r0 && r <= r1 && c >= c0 && c <= c1) inside(list);
      }
      return;
    }
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const list = this.cells.get(r * this.columns + c);
        if (list) inside(list);
      }
    }
  }

  /** The ids inside a box, as an array. */
  query(box: BBox): number[] {
    const out: number[] = [];
    this.search(box, (id) => out.push(id));
    return out;
  }
}
