// Which slots the custom layer draws: only those in a box around the view, old positions
// first so fresh ones are drawn over them, as one index list (two triangles per slot). The
// box is the view grown by half its size on each side, so a pan within it draws from the
// same list and only leaving it (or new data) builds a new one. Small boxes visit the cells
// of the pick grid; a box covering much of the grid scans the slots' positions, which is
// cheaper than visiting hundreds of thousands of mostly empty cells.
import { GRID_CELLS } from './pick-grid.js';
import { STATE_FRESH, STATE_OLD, STRIDE, type VesselBuffers } from './vessel-buffers.js';

/** A box in Web Mercator units (0…1, y down). */
export interface MercatorBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The drawn slots: `old` slots then `fresh` ones, as triangle indices in `indices`. */
export interface DrawList {
  indices: Uint32Array;
  old: number;
  fresh: number;
}

export function contains(outer: MercatorBox, inner: MercatorBox): boolean {
  return (
    inner.minX >= outer.minX &&
    inner.minY >= outer.minY &&
    inner.maxX <= outer.maxX &&
    inner.maxY <= outer.maxY
  );
}

/** The view grown by `grow` times its size on each side, and by `margin` units more. */
export function grownBox(view: MercatorBox, grow: number, margin: number): MercatorBox {
  const w = (view.maxX - view.minX) * grow + margin;
  const h = (view.maxY - view.minY) * grow + margin;
  return { minX: view.minX - w, minY: view.minY - h, maxX: view.maxX + w, maxY: view.maxY + h };
}

/**
 * Calls `visit` with every used slot whose position lies in the box. Returns whether they
 * came in ascending order (a scan) or in cell order (the grid).
 */
export function slotsInBox(
  buffers: VesselBuffers,
  box: MercatorBox,
  visit: (slot: number) => void,
): boolean {
  const { positions } = buffers;
  const inside = (slot: number) => {
    const x = positions[slot * 2]!;
    const y = positions[slot * 2 + 1]!;
    if (x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY) visit(slot);
  };
  const cells =
    (Math.min(1, box.maxX) - Math.max(0, box.minX)) *
    (Math.min(1, box.maxY) - Math.max(0, box.minY)) *
    GRID_CELLS *
    GRID_CELLS;
  const end = buffers.slots.end;
  if (cells < end / 4) {
    buffers.grid.query(box.minX, box.minY, box.maxX, box.maxY, inside);
    return false;
  }
  const { data } = buffers;
  for (let slot = 0; slot < end; slot++) {
    if (data[slot * STRIDE + 6] !== 0) inside(slot);
  }
  return true;
}

/** Builds the draw list of the slots in a box (reusing `into`'s array when it is big enough). */
export function buildDrawList(buffers: VesselBuffers, box: MercatorBox, into?: DrawList): DrawList {
  const old: number[] = [];
  const fresh: number[] = [];
  const { data } = buffers;
  const ordered = slotsInBox(buffers, box, (slot) => {
    const state = data[slot * STRIDE + 6];
    if (state === STATE_OLD) old.push(slot);
    else if (state === STATE_FRESH) fresh.push(slot);
  });
  // Later slots are drawn over earlier ones, as picking expects (pick-grid.ts pickOrder).
  if (!ordered) for (const list of [old, fresh]) list.sort((a, b) => a - b);
  const count = old.length + fresh.length;
  // Room to spare, so a few more vessels next time need no new array.
  const indices =
    into && into.indices.length >= count * 6
      ? into.indices
      : new Uint32Array(Math.ceil(count * 7.5));
  let at = 0;
  for (const list of [old, fresh]) {
    for (const slot of list) {
      const v = slot * 4;
      indices[at] = v;
      indices[at + 1] = v + 1;
      indices[at + 2] = v + 2;
      indices[at + 3] = v + 2;
      indices[at + 4] = v + 1;
      indices[at + 5] = v + 3;
      at += 6;
    }
  }
  return { indices, old: old.length, fresh: fresh.length };
}
