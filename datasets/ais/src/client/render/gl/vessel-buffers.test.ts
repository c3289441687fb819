import { describe, expect, it } from 'vitest';
import {
  STATE_FRESH,
  STATE_OLD,
  STRIDE,
  VesselBuffers,
  mercatorX,
  mercatorY,
  splitDouble,
} from './vessel-buffers.js';

const glyph = {
  longitude: 5.32,
  latitude: 60.39,
  rotation: 90,
  icon: 4,
  old: false,
  vectorEnd: null,
};

describe('Mercator positions', () => {
  it('maps the corners and the centre of the world', () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(180)).toBe(1);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(90)).toBeCloseTo(0, 6);
  });

  it('keeps a position to well under a metre in two floats (one is metres off)', () => {
    const x = mercatorX(5.3221957);
    const [high, low] = splitDouble(x);
    const metre = 1 / 40_075_016;
    expect(Math.abs(high - x)).toBeGreaterThan(0.01 * metre);
    expect(Math.abs(high + low - x)).toBeLessThan(1e-6 * metre);
  });
});

describe('VesselBuffers', () => {
  it('writes a vessel into its slot and marks only that slot for upload', () => {
    const buffers = new VesselBuffers();
    buffers.write(257000001, glyph);
    const slot = buffers.write(257000002, { ...glyph, old: true, icon: 7, rotation: 180 });
    buffers.dirty.clear();
    expect(buffers.write(257000002, { ...glyph, old: true, icon: 7, rotation: 180 })).toBe(slot);
    expect([...buffers.dirty]).toEqual([slot]);
    const at = slot * STRIDE;
    expect(buffers.data[at]! + buffers.data[at + 2]!).toBeCloseTo(mercatorX(5.32), 12);
    expect(buffers.data[at + 4]).toBeCloseTo(Math.PI, 6);
    expect(buffers.data[at + 5]).toBe(7);
    expect(buffers.data[at + 6]).toBe(STATE_OLD);
    expect(buffers.isOld(slot)).toBe(true);
    expect(buffers.isOld(0)).toBe(false);
    expect(buffers.data[6]).toBe(STATE_FRESH);
  });

  it('stores the bearing vector as an offset from the position', () => {
    const buffers = new VesselBuffers();
    const slot = buffers.write(1, { ...glyph, vectorEnd: [5.33, 60.39] });
    expect(buffers.data[slot * STRIDE + 7]).toBeCloseTo(mercatorX(5.33) - mercatorX(5.32), 9);
    expect(buffers.data[slot * STRIDE + 8]).toBeCloseTo(0, 9);
  });

  it('grows past its first capacity and asks for a new GPU buffer', () => {
    const buffers = new VesselBuffers();
    buffers.resized = false;
    const capacity = buffers.slots.capacity;
    for (let i = 0; i <= capacity; i++) buffers.write(i + 1, glyph);
    expect(buffers.resized).toBe(true);
    expect(buffers.data.length).toBeGreaterThanOrEqual(buffers.slots.capacity * STRIDE);
    expect(buffers.data[0]! + buffers.data[2]!).toBeCloseTo(mercatorX(5.32), 12);
  });

  it('frees a removed vessel: drawn as nothing and not found by picking', () => {
    const buffers = new VesselBuffers();
    const slot = buffers.write(1, glyph);
    buffers.remove(1);
    expect(buffers.data[slot * STRIDE + 6]).toBe(0);
    const found: number[] = [];
    buffers.grid.query(0, 0, 1, 1, (s) => found.push(s));
    expect(found).toEqual([]);
  });
});
