import { describe, expect, it } from 'vitest';
import { VERTEX_FLOATS, expandSlots } from './quads.js';
import { STRIDE } from './vessel-buffers.js';

describe('expandSlots', () => {
  it('gives each of a slot’s four vertices its corner and the slot’s floats', () => {
    const slots = new Float32Array(3 * STRIDE).map((_, i) => i + 1);
    const vertices = new Float32Array(3 * 4 * VERTEX_FLOATS);
    expandSlots(slots, vertices, 1, 1);
    const vertex = (slot: number, corner: number) => {
      const at = (slot * 4 + corner) * VERTEX_FLOATS;
      return [...vertices.subarray(at, at + VERTEX_FLOATS)];
    };
    const own = [...slots.subarray(STRIDE, 2 * STRIDE)];
    expect(vertex(1, 0)).toEqual([-1, -1, ...own]);
    expect(vertex(1, 3)).toEqual([1, 1, ...own]);
    // Slots outside the range are left alone.
    expect(vertex(0, 0).every((v) => v === 0)).toBe(true);
    expect(vertex(2, 3).every((v) => v === 0)).toBe(true);
  });
});
