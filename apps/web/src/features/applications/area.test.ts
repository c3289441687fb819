import { describe, expect, it } from 'vitest';
import { decisionsFor } from '../admin/admin-api.js';
import { parseArea, previewRings } from './area.js';

const SQUARE = [
  [4, 60],
  [6, 60],
  [6, 62],
  [4, 62],
];

describe('the area of interest as text', () => {
  it.each([
    ['', 'Required field'],
    ['   ', 'Required field'],
    ['{"type": "Polygon"', 'Invalid value'],
    ['{"type": "Point", "coordinates": [5, 60]}', 'Invalid value'],
    ['{"type": "Polygon", "coordinates": [[[5, 60], [6, 60]]]}', 'Invalid value'],
    ['{"type": "FeatureCollection", "features": []}', 'Invalid value'],
  ])('%j is refused with %s', (text, error) => {
    expect(parseArea(text)).toEqual({ error });
  });

  it('says an area past 1,000 corners has too many', () => {
    const corners = Array.from({ length: 1001 }, (_, i) => [
      5 + Math.cos((2 * Math.PI * i) / 1001),
      60 + Math.sin((2 * Math.PI * i) / 1001),
    ]);
    const text = JSON.stringify({ type: 'Polygon', coordinates: [corners] });
    expect(parseArea(text)).toEqual({ error: 'Area has too many corners' });
  });

  it('takes a bare polygon, a Feature and a collection of one, closing open rings', () => {
    const polygon = { type: 'Polygon', coordinates: [SQUARE] };
    const closed = { type: 'Polygon', coordinates: [[...SQUARE, SQUARE[0]]] };
    const feature = { type: 'Feature', properties: {}, geometry: polygon };
    expect(parseArea(JSON.stringify(polygon))).toEqual({ geometry: closed });
    expect(parseArea(JSON.stringify(feature))).toEqual({ geometry: closed });
    expect(parseArea(JSON.stringify({ type: 'FeatureCollection', features: [feature] }))).toEqual({
      geometry: closed,
    });
  });

  it('draws the outline north up inside the preview box', () => {
    const [ring] = previewRings({ type: 'Polygon', coordinates: [SQUARE] });
    const points = (ring ?? '').split(' ').map((pair) => pair.split(',').map(Number));
    // South-west corner low on the left, north-west corner high on the left.
    const [sw, se, , nw] = points as [
      [number, number],
      [number, number],
      unknown,
      [number, number],
    ];
    expect(sw[1]).toBe(70);
    expect(nw).toEqual([sw[0], 5]);
    // Centred, and two degrees east at 61° N are about half as wide as two degrees north.
    expect((sw[0] + se[0]) / 2).toBeCloseTo(50, 1);
    expect((se[0] - sw[0]) / (sw[1] - nw[1])).toBeCloseTo(Math.cos((61 * Math.PI) / 180), 2);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(5);
      expect(x).toBeLessThanOrEqual(95);
      expect(y).toBeGreaterThanOrEqual(5);
      expect(y).toBeLessThanOrEqual(70);
    }
  });
});

describe('what an administrator may decide', () => {
  it.each([
    ['Pending', ['approve', 'reject']],
    ['Approved', ['revoke']],
    ['Rejected', []],
    ['Revoked', []],
  ] as const)('%s → %j', (status, decisions) => {
    expect(decisionsFor(status)).toEqual(decisions);
  });
});
