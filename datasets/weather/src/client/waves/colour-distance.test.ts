import { describe, expect, it } from 'vitest';
import { blendOver, colourDistance } from './colour-distance.js';

describe('colour distance', () => {
  it('is zero for one colour, about 100 from black to white', () => {
    expect(colourDistance('#aad3ea', '#aad3ea')).toBe(0);
    expect(colourDistance('#000000', '#ffffff')).toBeCloseTo(100, 0);
  });

  it('finds the old palest wave band hardly apart from the day sea', () => {
    expect(colourDistance(blendOver('#c6dbef', 0.6, '#aad3ea'), '#aad3ea')).toBeLessThan(6);
  });

  it('blends a fill over what lies under it', () => {
    expect(blendOver('#ffffff', 0.5, '#000000')).toEqual([127.5, 127.5, 127.5]);
  });
});
