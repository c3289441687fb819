import { describe, expect, it } from 'vitest';
import { readZones } from './zones.js';

describe('control areas', () => {
  it('keeps polygons with an id and a name and counts the rest', () => {
    const { collection, skipped } = readZones(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            id: 7,
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 0],
                  [1, 1],
                  [0, 0],
                ],
              ],
            },
            properties: { navn: 'Sone 1' },
          },
          { type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: {} },
        ],
      }),
    );
    expect(collection.features.map((f) => f.properties)).toEqual([{ id: '7', name: 'Sone 1' }]);
    expect(skipped).toBe(1);
  });
});
