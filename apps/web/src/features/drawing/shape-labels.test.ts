import { measureLabels, type Drawing, type LonLat } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { LineLabels, WholeLabels, type ShapeLabels } from './shape-labels.js';

const TEXT = {
  language: 'nb-NO' as const,
  words: { total: 'Totalt', area: 'Areal', radius: 'Radius', circumference: 'Omkrets' },
};

const shown = (labels: ShapeLabels) => [...labels.entries()].map(([, feature]) => feature);
const expected = (drawing: Drawing) => measureLabels(drawing, TEXT.language, TEXT.words);

function zigzag(count: number): LonLat[] {
  return Array.from({ length: count }, (_, i): LonLat => [4 + (i % 2) * 0.001, 60 + i * 0.001]);
}

describe('a line’s labels kept move by move', () => {
  it('shows the labels the measure rules give, after every move', () => {
    const labels = new LineLabels(TEXT);
    let points = zigzag(50);
    labels.update({ kind: 'line', points });
    expect(shown(labels)).toEqual(expected({ kind: 'line', points }));
    for (let move = 0; move < 40; move++) {
      points = points.slice();
      const index = (move * 7) % points.length;
      points[index] = [points[index]![0] + 0.0003, points[index]![1] - 0.0001];
      labels.update({ kind: 'line', points });
      expect(shown(labels)).toEqual(expected({ kind: 'line', points }));
    }
  });

  it('sends the two moved segments, and the total only when its text changed', () => {
    const labels = new LineLabels(TEXT);
    const points = zigzag(1_000);
    labels.update({ kind: 'line', points });
    const next = points.slice();
    next[500] = [next[500]![0], next[500]![1] + 0.00001];
    const changes = labels.update({ kind: 'line', points: next });
    // A metre on a line of tens of kilometres leaves the total's text as it was.
    expect([...changes.keys()]).toEqual(['s499', 's500']);
    const far = next.slice();
    far[500] = [far[500]![0] + 0.05, far[500]![1]];
    expect([...labels.update({ kind: 'line', points: far }).keys()]).toEqual([
      's499',
      's500',
      'total',
    ]);
    expect(shown(labels)).toEqual(expected({ kind: 'line', points: far }));
  });

  it('takes labels away for a segment of no length and for dropped points', () => {
    const labels = new LineLabels(TEXT);
    const points = zigzag(4);
    labels.update({ kind: 'line', points });
    const stacked = [points[0]!, points[0]!, points[2]!, points[3]!];
    const changes = labels.update({ kind: 'line', points: stacked });
    expect(changes.get('s0')).toBeNull();
    expect(shown(labels)).toEqual(expected({ kind: 'line', points: stacked }));
    const two = stacked.slice(0, 1);
    const gone = labels.update({ kind: 'line', points: two });
    expect([...gone.values()].every((feature) => feature === null)).toBe(true);
    expect(shown(labels)).toEqual([]);
  });
});

describe('an area’s labels', () => {
  it('sends the labels that changed and shows what the measure rules give', () => {
    const labels = new WholeLabels(TEXT);
    const points = zigzag(6);
    const first = labels.update({ kind: 'area', points });
    expect(shown(labels)).toEqual(expected({ kind: 'area', points }));
    expect(first.size).toBe(shown(labels).length);
    const next = points.slice();
    next[3] = [4.01, 60.003];
    const changes = labels.update({ kind: 'area', points: next });
    expect(shown(labels)).toEqual(expected({ kind: 'area', points: next }));
    expect(changes.size).toBeLessThan(shown(labels).length);
  });
});
