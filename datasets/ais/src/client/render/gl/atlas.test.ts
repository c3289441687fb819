import { describe, expect, it } from 'vitest';
import { ICON_KINDS, iconSize } from '../../icons/index.js';
import { ATLAS_PADDING, ICON_INDEX, atlasLayout, type AtlasLayout } from './atlas.js';

function overlaps(layout: AtlasLayout, padding: number): boolean {
  const boxes = layout.entries.map((e) => [
    e.x - padding,
    e.y - padding,
    e.x + e.size + padding,
    e.y + e.size + padding,
  ]);
  return boxes.some((a, i) =>
    boxes.some((b, j) => i < j && a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!),
  );
}

describe('atlasLayout', () => {
  it('places every icon of every kind inside the atlas, padded, without overlap', () => {
    for (const scale of [1, 2, 3]) {
      const sizes = ICON_KINDS.map((kind) => iconSize(kind) * scale);
      const layout = atlasLayout(sizes);
      expect(layout.entries).toHaveLength(sizes.length);
      layout.entries.forEach((entry, i) => {
        expect(entry.size).toBe(sizes[i]);
        expect(entry.x).toBeGreaterThanOrEqual(ATLAS_PADDING);
        expect(entry.y).toBeGreaterThanOrEqual(ATLAS_PADDING);
        expect(entry.x + entry.size + ATLAS_PADDING).toBeLessThanOrEqual(layout.width);
        expect(entry.y + entry.size + ATLAS_PADDING).toBeLessThanOrEqual(layout.height);
      });
      expect(overlaps(layout, ATLAS_PADDING)).toBe(false);
    }
  });

  it('is a power of two wide and no taller than wide', () => {
    const layout = atlasLayout([46, 38, 32, 32, 26, 21, 21]);
    expect(Math.log2(layout.width) % 1).toBe(0);
    expect(layout.height).toBeLessThanOrEqual(layout.width);
  });

  it('widens when one icon is wider than the square its area needs', () => {
    const layout = atlasLayout([100, 2]);
    expect(layout.width).toBe(128);
    expect(overlaps(layout, ATLAS_PADDING)).toBe(false);
  });

  it('gives each kind the index of its place among the kinds', () => {
    expect([...ICON_INDEX.keys()]).toEqual(ICON_KINDS);
    expect(ICON_INDEX.get(ICON_KINDS[3]!)).toBe(3);
  });
});
