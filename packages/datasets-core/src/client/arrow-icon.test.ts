import { describe, expect, it } from 'vitest';
import { ARROW_ICON_ID, ARROW_ICON_SIZE, arrowIconImage } from './arrow-icon.js';

/** The field's alpha at a pixel of the image. */
function alphaAt(data: Uint8Array, x: number, y: number): number {
  return data[(y * ARROW_ICON_SIZE + x) * 4 + 3]!;
}

describe('the direction arrow icon', () => {
  it('is a distance field of an arrow pointing up: head at the top, shaft below', () => {
    const image = arrowIconImage(ARROW_ICON_ID)!;
    expect(image).toMatchObject({ width: ARROW_ICON_SIZE, height: ARROW_ICON_SIZE, sdf: true });
    // Inside the shape the field is at or above the edge value (192), outside below it.
    expect(alphaAt(image.data, 16, 8)).toBeGreaterThanOrEqual(192); // head
    expect(alphaAt(image.data, 16, 25)).toBeGreaterThanOrEqual(192); // shaft
    expect(alphaAt(image.data, 9, 25)).toBeLessThan(192); // beside the shaft
    expect(alphaAt(image.data, 21, 13)).toBeGreaterThanOrEqual(192); // head wider than shaft
    expect(alphaAt(image.data, 21, 25)).toBeLessThan(192);
    // The field fades out towards the border, leaving room for a halo.
    expect(alphaAt(image.data, 0, 0)).toBe(0);
  });

  it('answers only its own id', () => {
    expect(arrowIconImage('havkart-icon-platform-343a40')).toBeNull();
  });
});
