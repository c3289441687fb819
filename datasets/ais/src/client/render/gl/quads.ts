// One quad of four vertices per vessel, each vertex carrying its corner and a copy of the
// vessel's slot floats: plain indexed triangles, the most basic WebGL path, at the price of
// four copies of each slot (instancing would need one). Under software WebGL a frame of
// 100,000 vessels costs about the same either way: filling the icons' pixels dominates.
import { STRIDE } from './vessel-buffers.js';

/** Floats per vertex: the corner (x, y) and the slot's floats. */
export const VERTEX_FLOATS = 2 + STRIDE;

/** Corners of a quad, x then y, in the order the draw list's indices expect (cull.ts). */
const CORNERS = [-1, -1, 1, -1, -1, 1, 1, 1];

/** Writes the four vertices of each slot from `first` to `last` (inclusive). */
export function expandSlots(
  slots: Float32Array,
  vertices: Float32Array,
  first: number,
  last: number,
): void {
  for (let slot = first; slot <= last; slot++) {
    const from = slot * STRIDE;
    for (let corner = 0; corner < 4; corner++) {
      const at = (slot * 4 + corner) * VERTEX_FLOATS;
      vertices[at] = CORNERS[corner * 2]!;
      vertices[at + 1] = CORNERS[corner * 2 + 1]!;
      vertices.set(slots.subarray(from, from + STRIDE), at + 2);
    }
  }
}
