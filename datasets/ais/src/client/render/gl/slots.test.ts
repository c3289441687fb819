import { describe, expect, it } from 'vitest';
import { SlotTable, dirtyRanges } from './slots.js';

describe('SlotTable', () => {
  it('keeps a vessel in its slot across updates and hands out slots in order', () => {
    const table = new SlotTable(2);
    expect(table.assign(257000001)).toEqual({ slot: 0, added: true, grew: false });
    expect(table.assign(257000002)).toEqual({ slot: 1, added: true, grew: false });
    expect(table.assign(257000001)).toEqual({ slot: 0, added: false, grew: false });
    expect(table.keyAt(1)).toBe(257000002);
    expect(table.end).toBe(2);
  });

  it('doubles its capacity when full and says so once', () => {
    const table = new SlotTable(2);
    table.assign(1);
    table.assign(2);
    expect(table.assign(3)).toEqual({ slot: 2, added: true, grew: true });
    expect(table.capacity).toBe(4);
    expect(table.assign(4).grew).toBe(false);
    expect(table.keyAt(0)).toBe(1);
  });

  it('reuses the lowest freed slot before growing, so the drawn range stays short', () => {
    const table = new SlotTable(8);
    for (let k = 1; k <= 5; k++) table.assign(k);
    expect(table.release(4)).toBe(3);
    expect(table.release(2)).toBe(1);
    expect(table.release(99)).toBeUndefined();
    expect(table.keyAt(1)).toBeUndefined();
    expect(table.size).toBe(3);
    expect(table.assign(10).slot).toBe(1);
    expect(table.assign(11).slot).toBe(3);
    expect(table.assign(12).slot).toBe(5);
    expect(table.end).toBe(6);
  });

  it('starts over when cleared', () => {
    const table = new SlotTable(4);
    table.assign(1);
    table.assign(2);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.slotOf(1)).toBeUndefined();
    expect(table.assign(2).slot).toBe(0);
  });
});

describe('dirtyRanges', () => {
  it('is empty when nothing changed', () => {
    expect(dirtyRanges([])).toEqual([]);
  });

  it('merges neighbours closer than the gap and keeps far ones apart', () => {
    expect(dirtyRanges(new Set([40, 3, 5, 1000, 4]), 8)).toEqual([
      [3, 5],
      [40, 40],
      [1000, 1000],
    ]);
  });

  it('uploads one span from the lowest to the highest past the range limit', () => {
    const scattered = Array.from({ length: 10 }, (_, i) => i * 100);
    expect(dirtyRanges(scattered, 8, 4)).toEqual([[0, 900]]);
  });

  it('covers every changed slot', () => {
    const slots = [7, 300, 301, 5000, 64, 65, 129];
    const ranges = dirtyRanges(slots, 16, 100);
    for (const slot of slots) {
      expect(ranges.some(([a, b]) => slot >= a && slot <= b)).toBe(true);
    }
  });
});
