// Finding the vessels under the pointer without asking the GPU: a fixed grid over the Web
// Mercator square (0…1 on both axes) whose cells chain the slots inside them. Moving a vessel
// relinks one slot; a query visits only the cells a small box touches. The grid is the
// custom layer's stand-in for MapLibre's queryRenderedFeatures.

/** Cells per axis: about 4 screen pixels per cell at zoom 3, ~40 km at sea level. */
export const GRID_CELLS = 1024;

const NONE = -1;

export class PickGrid {
  /** First slot of each used cell. */
  readonly #head = new Map<number, number>();
  #cell: Int32Array;
  #next: Int32Array;
  #prev: Int32Array;

  constructor(capacity = 1024) {
    this.#cell = new Int32Array(capacity).fill(NONE);
    this.#next = new Int32Array(capacity).fill(NONE);
    this.#prev = new Int32Array(capacity).fill(NONE);
  }

  #grow(capacity: number): void {
    const widen = (old: Int32Array) => {
      const next = new Int32Array(capacity).fill(NONE);
      next.set(old);
      return next;
    };
    this.#cell = widen(this.#cell);
    this.#next = widen(this.#next);
    this.#prev = widen(this.#prev);
  }

  static cellOf(x: number, y: number): number {
    const cx = Math.min(GRID_CELLS - 1, Math.max(0, Math.floor(x * GRID_CELLS)));
    const cy = Math.min(GRID_CELLS - 1, Math.max(0, Math.floor(y * GRID_CELLS)));
    return cy * GRID_CELLS + cx;
  }

  /** Puts a slot at a Mercator position (taking it out of its old cell). */
  place(slot: number, x: number, y: number): void {
    if (slot >= this.#cell.length) {
      let capacity = this.#cell.length;
      while (capacity <= slot) capacity *= 2;
      this.#grow(capacity);
    }
    const cell = PickGrid.cellOf(x, y);
    if (this.#cell[slot] === cell) return;
    this.remove(slot);
    const head = this.#head.get(cell);
    this.#cell[slot] = cell;
    this.#prev[slot] = NONE;
    this.#next[slot] = head ?? NONE;
    if (head !== undefined) this.#prev[head] = slot;
    this.#head.set(cell, slot);
  }

  remove(slot: number): void {
    const cell = this.#cell[slot];
    if (cell === undefined || cell === NONE) return;
    const prev = this.#prev[slot]!;
    const next = this.#next[slot]!;
    if (prev !== NONE) this.#next[prev] = next;
    else if (next !== NONE) this.#head.set(cell, next);
    else this.#head.delete(cell);
    if (next !== NONE) this.#prev[next] = prev;
    this.#cell[slot] = this.#next[slot] = this.#prev[slot] = NONE;
  }

  /** Calls `visit` with every slot in the cells a Mercator box touches (a superset of it). */
  query(minX: number, minY: number, maxX: number, maxY: number, visit: (slot: number) => void) {
    const c0 = PickGrid.cellOf(minX, minY);
    const c1 = PickGrid.cellOf(maxX, maxY);
    const x0 = c0 % GRID_CELLS;
    const y0 = Math.floor(c0 / GRID_CELLS);
    const x1 = c1 % GRID_CELLS;
    const y1 = Math.floor(c1 / GRID_CELLS);
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        let slot = this.#head.get(cy * GRID_CELLS + cx) ?? NONE;
        while (slot !== NONE) {
          visit(slot);
          slot = this.#next[slot]!;
        }
      }
    }
  }

  clear(): void {
    this.#head.clear();
    this.#cell.fill(NONE);
    this.#next.fill(NONE);
    this.#prev.fill(NONE);
  }
}

/** A vessel near the pointer, as the picking rule sees it. */
export interface PickCandidate {
  readonly slot: number;
  /** Distance from the pointer to the icon's centre, screen pixels. */
  readonly distance: number;
  /** Half the icon's size, screen pixels. */
  readonly radius: number;
  readonly old: boolean;
}

/**
 * The hits among candidates, topmost first, as they are drawn: a vessel is hit when the
 * pointer (with `tolerance` pixels) is within its icon's circle; fresh positions lie over
 * old ones, and within each, later slots are drawn over earlier ones.
 */
export function pickOrder(candidates: readonly PickCandidate[], tolerance: number): number[] {
  return candidates
    .filter((c) => c.distance <= c.radius + tolerance)
    .sort((a, b) => Number(a.old) - Number(b.old) || b.slot - a.slot)
    .map((c) => c.slot);
}
