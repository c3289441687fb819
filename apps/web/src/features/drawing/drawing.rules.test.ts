import { circleRing, destinationPoint, type LonLat } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { drawingOfToolFeature } from './drawing.rules.js';

const A: LonLat = [5, 60];
const B: LonLat = [5.1, 60];
const C: LonLat = [5.1, 60.1];

describe('reading the drawing tool', () => {
  it('reads a line without repeated points', () => {
    const drawing = drawingOfToolFeature({
      geometry: { type: 'LineString', coordinates: [A, B, B] },
      properties: { mode: 'linestring' },
    });
    expect(drawing).toEqual({ kind: 'line', points: [A, B] });
  });

  it('reads an area as its corners, without the closing repeat', () => {
    const drawing = drawingOfToolFeature({
      geometry: { type: 'Polygon', coordinates: [[A, B, C, A]] },
      properties: { mode: 'polygon' },
    });
    expect(drawing).toEqual({ kind: 'area', points: [A, B, C] });
  });

  it('reads an area being started (its corners repeated) as one point', () => {
    const drawing = drawingOfToolFeature({
      geometry: { type: 'Polygon', coordinates: [[A, A, A, A]] },
      properties: { mode: 'polygon' },
    });
    expect(drawing).toEqual({ kind: 'area', points: [A] });
  });

  it('reads a circle as centre and edge point, whatever ring the tool drew', () => {
    const edge = destinationPoint(A, 10, 3000);
    const drawing = drawingOfToolFeature({
      geometry: { type: 'Polygon', coordinates: [circleRing({ centre: A, edge })] },
      properties: { mode: 'circle' },
    });
    expect(drawing?.kind).toBe('circle');
    if (drawing?.kind !== 'circle') return;
    expect(drawing.edge).toEqual(edge);
    expect(drawing.centre[0]).toBeCloseTo(A[0], 9);
    expect(drawing.centre[1]).toBeCloseTo(A[1], 9);
  });

  it('ignores the tool’s helper features and malformed coordinates', () => {
    expect(
      drawingOfToolFeature({
        geometry: { type: 'Point', coordinates: A },
        properties: { mode: 'select' },
      }),
    ).toBeNull();
    expect(
      drawingOfToolFeature({
        geometry: { type: 'LineString', coordinates: [A, ['x', 1], null] },
        properties: { mode: 'linestring' },
      }),
    ).toEqual({ kind: 'line', points: [A] });
  });
});
