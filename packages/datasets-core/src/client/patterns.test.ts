import { describe, expect, it } from 'vitest';
import { HATCH_SIZE, hatchPatternId, hatchPatternImage } from './patterns.js';

describe('hatch patterns', () => {
  it('name the colour in the id and draw it in stripes, the rest clear', () => {
    const id = hatchPatternId('#E03131');
    expect(id).toBe('havkart-hatch-e03131');
    const image = hatchPatternImage(id)!;
    expect([image.width, image.height]).toEqual([HATCH_SIZE, HATCH_SIZE]);
    const pixel = (x: number, y: number) => [
      ...image.data.slice((y * HATCH_SIZE + x) * 4, (y * HATCH_SIZE + x) * 4 + 4),
    ];
    expect(pixel(0, 0)).toEqual([0xe0, 0x31, 0x31, 200]);
    expect(pixel(7, 1)).toEqual([0xe0, 0x31, 0x31, 200]);
    expect(pixel(3, 3)).toEqual([0, 0, 0, 0]);
  });

  it('leave other ids to others', () => {
    expect(hatchPatternImage('vessel-icon')).toBeNull();
    expect(hatchPatternImage('havkart-hatch-zzz')).toBeNull();
  });
});
