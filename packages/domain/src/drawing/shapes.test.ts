import { describe, expect, it } from 'vitest';
import { greatCircleDistance, type LonLat } from '../geo/great-circle.js';
import {
  appendPoint,
  CIRCLE_STEPS,
  circleFromRing,
  circleRing,
  closedRing,
  drawingGeometry,
  drawingPoints,
  isSavableArea,
  MAX_DRAWING_VERTICES,
} from './shapes.js';

const BERGEN: LonLat = [5.3221, 60.3913];

describe('appending points (R17.08)', () => {
  it('appends a point that differs from the last', () => {
    expect(appendPoint([[5, 60]], [5.1, 60])).toEqual([
      [5, 60],
      [5.1, 60],
    ]);
  });

  it('adds nothing for the second click of a finishing double-click', () => {
    const points: readonly LonLat[] = [
      [5, 60],
      [5.1, 60],
    ];
    expect(appendPoint(points, [5.1, 60])).toBe(points);
  });

  it('keeps a point equal to an earlier but not the last one', () => {
    expect(
      drawingPoints([
        [5, 60],
        [5.1, 60],
        [5, 60],
      ]),
    ).toHaveLength(3);
  });

  it('drops repeats when reading the positions a drawing tool handed over', () => {
    expect(
      drawingPoints([
        [5, 60],
        [5, 60],
        [5.1, 60],
        [5.1, 60],
      ]),
    ).toEqual([
      [5, 60],
      [5.1, 60],
    ]);
  });

  it(`stops at ${MAX_DRAWING_VERTICES} points, the shared limit`, () => {
    const many = Array.from({ length: MAX_DRAWING_VERTICES }, (_, i): LonLat => [i / 1000, 60]);
    expect(appendPoint(many, [5, 61])).toBe(many);
    expect(drawingPoints([...many, [5, 61]])).toHaveLength(MAX_DRAWING_VERTICES);
  });
});

describe('areas (R17.06, R17.07)', () => {
  it('gives an empty polygon under 3 corners', () => {
    expect(closedRing([])).toEqual([]);
    expect(
      closedRing([
        [5, 60],
        [5.1, 60],
      ]),
    ).toEqual([]);
    expect(
      drawingGeometry({
        kind: 'area',
        points: [
          [5, 60],
          [5.1, 60],
        ],
      }),
    ).toEqual({
      type: 'Polygon',
      coordinates: [],
    });
    expect(
      isSavableArea({
        kind: 'area',
        points: [
          [5, 60],
          [5.1, 60],
        ],
      }),
    ).toBe(false);
  });

  it('closes a polygon: the first position is repeated at the end', () => {
    const geometry = drawingGeometry({
      kind: 'area',
      points: [
        [5, 60],
        [5.1, 60],
        [5.1, 60.1],
      ],
    });
    expect(geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [5, 60],
          [5.1, 60],
          [5.1, 60.1],
          [5, 60],
        ],
      ],
    });
  });

  it('does not close a ring that is closed already', () => {
    expect(
      closedRing([
        [5, 60],
        [5.1, 60],
        [5.1, 60.1],
        [5, 60],
      ]),
    ).toHaveLength(4);
  });

  it('keeps a line as drawn', () => {
    expect(
      drawingGeometry({
        kind: 'line',
        points: [
          [5, 60],
          [5.1, 60],
        ],
      }),
    ).toEqual({
      type: 'LineString',
      coordinates: [
        [5, 60],
        [5.1, 60],
      ],
    });
  });
});

describe('circles (R17.03, R17.04)', () => {
  const edge: LonLat = [5.3221, 60.4813];
  const circle = { kind: 'circle' as const, centre: BERGEN, edge };

  it('is a ring of 32 steps and the closing position', () => {
    const ring = circleRing(circle);
    expect(CIRCLE_STEPS).toBe(32);
    expect(ring).toHaveLength(33);
    expect(ring[32]).toEqual(ring[0]);
    expect(new Set(ring.slice(0, 32).map((p) => p.join())).size).toBe(32);
  });

  it('starts on the edge point and keeps every corner at the radius', () => {
    const ring = circleRing(circle);
    const radius = greatCircleDistance(BERGEN, edge);
    expect(ring[0]).toEqual(edge);
    for (const corner of ring) expect(greatCircleDistance(BERGEN, corner)).toBeCloseTo(radius, 3);
  });

  it('saves as a closed polygon of that ring', () => {
    const geometry = drawingGeometry(circle);
    expect(geometry.type).toBe('Polygon');
    expect(geometry.coordinates[0]).toHaveLength(33);
    expect(isSavableArea(circle)).toBe(true);
    expect(isSavableArea({ ...circle, edge: BERGEN })).toBe(false);
  });

  it('reads a ring back as the same centre and edge', () => {
    const back = circleFromRing(circleRing(circle));
    expect(back?.edge).toEqual(edge);
    expect(back?.centre[0]).toBeCloseTo(BERGEN[0], 9);
    expect(back?.centre[1]).toBeCloseTo(BERGEN[1], 9);
  });

  it('reads no circle from no ring', () => {
    expect(circleFromRing([])).toBeNull();
  });
});
