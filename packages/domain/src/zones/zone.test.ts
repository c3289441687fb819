import { describe, expect, it } from 'vitest';
import { zoneGeometryProblem, zoneTakesVessel } from './zone.js';

const none = { countryCodes: [], mmsiCategories: [], shipTypes: [] };
const square = (n = 1) => [
  [
    [14, 67],
    [14 + n, 67],
    [14 + n, 67 + n],
    [14, 67 + n],
    [14, 67],
  ],
];

describe('zone filters (R21.01)', () => {
  it('takes every vessel with empty filters', () => {
    expect(zoneTakesVessel(none, { mmsi: 257000001, shipType: 30 })).toBe(true);
  });
  it.each([
    [{ countryCodes: ['NO'] }, 257000001, 30, true],
    [{ countryCodes: ['SE'] }, 257000001, 30, false],
    [{ countryCodes: ['NO'] }, 123, 30, false],
    [{ mmsiCategories: ['official'] }, 257000001, 30, true],
    [{ mmsiCategories: ['other'] }, 257000001, 30, false],
    [{ mmsiCategories: ['other'] }, 111257001, null, true],
    [{ shipTypes: ['fishing'] }, 257000001, 30, true],
    [{ shipTypes: ['cargo'] }, 257000001, 30, false],
    [{ shipTypes: ['sar'] }, 257000001, 51, true],
    [{ countryCodes: ['NO'], shipTypes: ['fishing'] }, 257000001, 70, false],
  ] as const)('%j, MMSI %i type %s: %s', (filters, mmsi, shipType, expected) => {
    expect(zoneTakesVessel({ ...none, ...filters }, { mmsi, shipType })).toBe(expected);
  });
});

describe('zone geometry (body.geometry)', () => {
  it('accepts a closed polygon and a multipolygon', () => {
    expect(zoneGeometryProblem({ type: 'Polygon', coordinates: square() })).toBeNull();
    expect(
      zoneGeometryProblem({ type: 'MultiPolygon', coordinates: [square(), square(0.5)] }),
    ).toBeNull();
  });
  it.each([
    [{ type: 'Point', coordinates: [14, 67] }, /Polygon or MultiPolygon/],
    [
      {
        type: 'LineString',
        coordinates: [
          [14, 67],
          [15, 68],
        ],
      },
      /Polygon or MultiPolygon/,
    ],
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [14, 67],
            [15, 67],
            [14, 67],
          ],
        ],
      },
      /fewer than 4/,
    ],
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [14, 67],
            [15, 67],
            [15, 68],
            [14, 68],
          ],
        ],
      },
      /not its first/,
    ],
    [
      // A bow tie: the second and fourth edges cross.
      {
        type: 'Polygon',
        coordinates: [
          [
            [14, 67],
            [15, 68],
            [15, 67],
            [14, 68],
            [14, 67],
          ],
        ],
      },
      /crosses itself/,
    ],
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [14, 67],
            [15, 67],
            [15, 95],
            [14, 67],
          ],
        ],
      },
      /longitude/,
    ],
  ])('refuses %j', (geometry, problem) => {
    expect(zoneGeometryProblem(geometry)).toMatch(problem);
  });
  it('refuses more than 1,000 vertices before testing crossings', () => {
    const ring = Array.from({ length: 1001 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 1001;
      return [14 + Math.cos(angle), 67 + Math.sin(angle)];
    });
    expect(zoneGeometryProblem({ type: 'Polygon', coordinates: [[...ring, ring[0]]] })).toMatch(
      /more than 1000 vertices/,
    );
    expect(
      zoneGeometryProblem({ type: 'Polygon', coordinates: [[...ring.slice(0, 1000), ring[0]]] }),
    ).toBeNull();
  });
});
