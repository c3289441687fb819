import { labelSegment, type LonLat } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { RememberedSegments } from './segment-labels.js';

const A: LonLat = [5, 60];
const B: LonLat = [5.1, 60];
const C: LonLat = [5.1, 60.1];

function label(segments: RememberedSegments, id: string, points: LonLat[], language = 'en-US') {
  const labeller = segments.labellerFor(id, language as 'en-US');
  return points.slice(1).map((to, i) => labeller(points[i]!, to, language as 'en-US'));
}

describe('remembered segment labels', () => {
  it('hands back the labels of segments whose ends did not move', () => {
    const segments = new RememberedSegments();
    const first = label(segments, 'x', [A, B, C]);
    segments.turn(['x']);
    const moved: LonLat = [5.2, 60.1];
    const second = label(segments, 'x', [A, B, moved]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]).toEqual(labelSegment(B, moved, 'en-US'));
  });

  it('labels afresh in another language, and forgets drawings no longer shown', () => {
    const segments = new RememberedSegments();
    const first = label(segments, 'x', [A, B]);
    segments.turn(['x']);
    expect(label(segments, 'x', [A, B], 'nb-NO')[0]).not.toBe(first[0]);
    segments.turn(['x']);
    segments.turn([]);
    expect(label(segments, 'x', [A, B], 'nb-NO')[0]).toEqual(labelSegment(A, B, 'nb-NO'));
  });

  it('keeps an unchanged drawing’s labels through redraws of others', () => {
    const segments = new RememberedSegments();
    const first = label(segments, 'x', [A, B]);
    segments.turn(['x']);
    label(segments, 'y', [B, C]);
    segments.turn(['x', 'y']);
    expect(label(segments, 'x', [A, B])[0]).toBe(first[0]);
  });
});
