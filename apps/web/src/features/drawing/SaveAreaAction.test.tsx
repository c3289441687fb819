// @vitest-environment happy-dom
import { destinationPoint, type LonLat } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { customAreaOf, saveAreaAction } from './SaveAreaAction.js';

const A: LonLat = [5, 60];

describe('saving a drawing as an area', () => {
  it('offers itself for areas and circles, not for lines or empty areas', () => {
    const edge = destinationPoint(A, 0, 500);
    expect(saveAreaAction.appliesTo({ kind: 'circle', centre: A, edge })).toBe(true);
    expect(saveAreaAction.appliesTo({ kind: 'area', points: [A, [5.1, 60], [5.1, 60.1]] })).toBe(
      true,
    );
    expect(saveAreaAction.appliesTo({ kind: 'area', points: [A, [5.1, 60]] })).toBe(false);
    expect(saveAreaAction.appliesTo({ kind: 'line', points: [A, [5.1, 60]] })).toBe(false);
  });

  it('keeps a circle as its closed 32-step ring and an area closed', () => {
    const edge = destinationPoint(A, 0, 500);
    const circle = customAreaOf(
      { id: 'x', drawing: { kind: 'circle', centre: A, edge } },
      'c',
      'Ring',
    );
    expect(circle?.polygonFeature.geometry.type).toBe('Polygon');
    const ring = (circle?.polygonFeature.geometry.coordinates as LonLat[][])[0]!;
    expect(ring).toHaveLength(33);
    expect(ring[32]).toEqual(ring[0]);
    const area = customAreaOf(
      { id: 'y', drawing: { kind: 'area', points: [A, [5.1, 60], [5.1, 60.1]] } },
      'a',
      'Felt',
    );
    expect(area).toMatchObject({
      id: 'a',
      name: 'Felt',
      polygonFeature: { geometry: { coordinates: [[A, [5.1, 60], [5.1, 60.1], A]] } },
    });
    expect(customAreaOf({ id: 'z', drawing: { kind: 'area', points: [A] } }, 'e', 'E')).toBeNull();
  });
});
