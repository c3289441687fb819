import { describe, expect, it } from 'vitest';
import { drawnArea } from './area-bounds.js';
import { planArea } from './caching-form.js';
import type { AreaSource } from './area-download.js';

const square = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [5.0, 60.3],
      [5.4, 60.25],
      [5.3, 60.5],
      [5.0, 60.3],
    ],
  ],
});

const basemap: AreaSource = {
  datasetId: 'basemap',
  sourceType: 'vectortiles',
  location: 'http://h/tiles/basemap/{z}/{x}/{y}.pbf',
};

describe('a drawn area as the bounds of a download', () => {
  it('is the box around every corner', () => {
    expect(drawnArea(square)?.bounds).toEqual([5.0, 60.25, 5.4, 60.5]);
  });

  it('a multipolygon spans all its parts', () => {
    const two = JSON.stringify({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [4, 60],
            [4.5, 60],
            [4.5, 60.5],
            [4, 60],
          ],
        ],
        [
          [
            [6, 61],
            [6.5, 61],
            [6.5, 61.5],
            [6, 61],
          ],
        ],
      ],
    });
    expect(drawnArea(two)?.bounds).toEqual([4, 60, 6.5, 61.5]);
  });

  it('nothing drawn, or text that is no polygon, gives no area: the form says so', () => {
    expect(drawnArea('')).toBeNull();
    expect(drawnArea('{"type":"Point","coordinates":[5,60]}')).toBeNull();
    const { plan, errors } = planArea({
      name: 'Sotra',
      bounds: drawnArea('')?.bounds ?? null,
      sources: [basemap],
      areaId: 'a1',
    });
    expect(plan).toBeNull();
    expect(errors).toEqual(['area']);
  });

  it('plans the tiles of the drawn box, fewer than a wider map view', () => {
    const drawn = planArea({
      name: 'Sotra',
      bounds: drawnArea(square)!.bounds,
      sources: [basemap],
      areaId: 'a1',
    });
    const view = planArea({
      name: 'Vestland',
      bounds: [3, 59, 8, 62],
      sources: [basemap],
      areaId: 'a2',
    });
    expect(drawn.plan!.request.bounds).toEqual([5.0, 60.25, 5.4, 60.5]);
    expect(drawn.plan!.tiles).toBeGreaterThan(0);
    expect(drawn.plan!.tiles).toBeLessThan(view.plan!.tiles);
  });
});
