import { describe, expect, it } from 'vitest';
import { boundsAround, cameraFromHash, mapHash, sameView, viewOfGeometry } from './camera.js';

describe('map position in the address (#map=zoom/lat/lon)', () => {
  it('writes the hash as MapLibre does, and reads back the same view', () => {
    const tromso = { center: [18.95508, 69.6489] as const, zoom: 11 };
    expect(mapHash(tromso)).toBe('#map=11/69.6489/18.9551');
    expect(mapHash({ center: [5.123456789, 60.1], zoom: 13.456 })).toBe('#map=13.46/60.1/5.12346');
    expect(mapHash({ center: [5, 60], zoom: 4, bearing: 30 })).toBe('#map=4/60/5/30');
    const back = cameraFromHash(mapHash(tromso));
    expect(back && sameView(back, tromso)).toBe(true);
  });

  it('tells views apart by a pixel of centre or a hundredth of zoom', () => {
    const view = { center: [10, 63] as const, zoom: 12 };
    // At zoom 12 a pixel is 360 / (512 · 2¹²) ≈ 0.00017° of longitude.
    expect(sameView(view, { center: [10.0001, 63], zoom: 12 })).toBe(true);
    expect(sameView(view, { center: [10.001, 63], zoom: 12 })).toBe(false);
    expect(sameView(view, { center: [10, 63], zoom: 12.02 })).toBe(false);
  });

  it('shows a point at the feature zoom and fits anything larger', () => {
    expect(viewOfGeometry({ type: 'Point', coordinates: [5, 60] })).toEqual({
      center: [5, 60],
      zoom: 13,
    });
    expect(
      viewOfGeometry({
        type: 'LineString',
        coordinates: [
          [5, 60],
          [6, 61],
          [4, 60.5],
        ],
      }),
    ).toEqual({ bounds: [4, 60, 6, 61], maxZoom: 13 });
    expect(viewOfGeometry({ type: 'MultiPoint', coordinates: [] })).toBeNull();
    expect(boundsAround([[Number.NaN, 1]])).toBeNull();
  });
});
