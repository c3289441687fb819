// The drawn vessels as typed arrays, one slot each (slots.ts): Web Mercator position split in
// a high and a low Float32 part (one Float32 alone is metres off at sea level; the shader
// subtracts the camera centre from each part before adding them), rotation, icon index,
// state (free, fresh, old) and the bearing vector as a Mercator offset. An update writes the
// changed slots and remembers them, so the GPU copy gets only those bytes.
import { PickGrid } from './pick-grid.js';
import { SlotTable } from './slots.js';

/** Floats per slot: xHi, yHi, xLo, yLo, rotation (rad), icon, state, vectorDx, vectorDy. */
export const STRIDE = 9;

/** Slot states as the shader reads them. */
export const STATE_FREE = 0;
export const STATE_FRESH = 1;
export const STATE_OLD = 2;

const MAX_LATITUDE = 85.051129;

export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function mercatorY(latitude: number): number {
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / Math.PI) / 2;
}

/** A double as the sum of two floats: the float nearest to it and the rest. */
export function splitDouble(value: number): [number, number] {
  const high = Math.fround(value);
  return [high, Math.fround(value - high)];
}

export interface VesselGlyph {
  readonly longitude: number;
  readonly latitude: number;
  /** Degrees clockwise from north. */
  readonly rotation: number;
  readonly icon: number;
  readonly old: boolean;
  /** End of the bearing vector, or null for none. */
  readonly vectorEnd: readonly [number, number] | null;
}

export class VesselBuffers {
  readonly slots = new SlotTable();
  readonly grid = new PickGrid();
  data = new Float32Array(this.slots.capacity * STRIDE);
  /** Slots written since the GPU copy was last brought up to date. */
  readonly dirty = new Set<number>();
  /** The GPU buffer must be reallocated (the arrays grew or were replaced). */
  resized = true;
  /** Mercator x and y of each slot, as doubles, for picking. */
  positions = new Float64Array(this.slots.capacity * 2);

  #fit(): void {
    if (this.data.length >= this.slots.capacity * STRIDE) return;
    const data = new Float32Array(this.slots.capacity * STRIDE);
    data.set(this.data);
    this.data = data;
    const positions = new Float64Array(this.slots.capacity * 2);
    positions.set(this.positions);
    this.positions = positions;
    this.resized = true;
  }

  /** Writes a vessel's slot (taking one when it has none). Returns the slot. */
  write(mmsi: number, glyph: VesselGlyph): number {
    const { slot, grew } = this.slots.assign(mmsi);
    if (grew) this.#fit();
    const x = mercatorX(glyph.longitude);
    const y = mercatorY(glyph.latitude);
    const [xHi, xLo] = splitDouble(x);
    const [yHi, yLo] = splitDouble(y);
    const at = slot * STRIDE;
    const d = this.data;
    d[at] = xHi;
    d[at + 1] = yHi;
    d[at + 2] = xLo;
    d[at + 3] = yLo;
    d[at + 4] = (glyph.rotation * Math.PI) / 180;
    d[at + 5] = glyph.icon;
    d[at + 6] = glyph.old ? STATE_OLD : STATE_FRESH;
    const end = glyph.vectorEnd;
    d[at + 7] = end ? mercatorX(end[0]) - x : 0;
    d[at + 8] = end ? mercatorY(end[1]) - y : 0;
    this.positions[slot * 2] = x;
    this.positions[slot * 2 + 1] = y;
    this.grid.place(slot, x, y);
    this.dirty.add(slot);
    return slot;
  }

  /** Stops drawing a vessel; its slot is reused later. */
  remove(mmsi: number): void {
    const slot = this.slots.release(mmsi);
    if (slot === undefined) return;
    this.data.fill(0, slot * STRIDE, (slot + 1) * STRIDE);
    this.grid.remove(slot);
    this.dirty.add(slot);
  }

  isOld(slot: number): boolean {
    return this.data[slot * STRIDE + 6] === STATE_OLD;
  }

  icon(slot: number): number {
    return this.data[slot * STRIDE + 5]!;
  }

  clear(): void {
    this.slots.clear();
    this.grid.clear();
    this.data.fill(0);
    this.dirty.clear();
    this.resized = true;
  }
}
