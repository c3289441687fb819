import { describe, expect, it } from 'vitest';
import { MARKER_SIZE, markerIconId, markerIconImage } from './marker-icons.js';

describe('marker icons', () => {
  it('draw the named shape in the colour with a white halo', () => {
    const image = markerIconImage(markerIconId('windmill', '#1864AB'))!;
    expect([image.width, image.height]).toEqual([MARKER_SIZE, MARKER_SIZE]);
    const pixel = (x: number, y: number) => [
      ...image.data.slice((y * 24 + x) * 4, (y * 24 + x) * 4 + 4),
    ];
    expect(pixel(12, 4)).toEqual([0x18, 0x64, 0xab, 255]); // the upper blade
    expect(pixel(2, 2)).toEqual([0, 0, 0, 0]);
  });

  it('draw platform and windmill differently, and leave other ids alone', () => {
    const a = markerIconImage(markerIconId('windmill', '#000000'))!.data;
    const b = markerIconImage(markerIconId('platform', '#000000'))!.data;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(markerIconImage('havkart-icon-boat-000000')).toBeNull();
    expect(markerIconImage('havkart-hatch-000000')).toBeNull();
  });
});
