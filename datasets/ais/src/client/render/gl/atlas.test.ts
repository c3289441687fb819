import { describe, expect, it } from 'vitest';
import { ICON_KINDS, iconSize } from '../../icons/index.js';
import { ATLAS_PADDING, ICON_INDEX, atlasLayout, composeAtlas, type AtlasLayout } from './atlas.js';

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

describe('composeAtlas', () => {
  it('copies each icon row by row to its place and leaves the rest transparent', () => {
    const layout = atlasLayout([2, 1]);
    const red = { width: 2, height: 2, data: new Uint8Array(16).fill(200) };
    const blue = { width: 1, height: 1, data: new Uint8Array([0, 0, 255, 255]) };
    const atlas = composeAtlas(layout, [red, blue]);
    const pixel = (x: number, y: number) => [
      ...atlas.data.subarray((y * atlas.width + x) * 4, (y * atlas.width + x) * 4 + 4),
    ];
    const [r, b] = layout.entries;
    expect(pixel(r!.x + 1, r!.y + 1)).toEqual([200, 200, 200, 200]);
    expect(pixel(b!.x, b!.y)).toEqual([0, 0, 255, 255]);
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(atlas.data.filter((v) => v === 200)).toHaveLength(16);
  });
});
