import { greatCircleDistance, type LonLat } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { LineLengths } from './line-lengths.js';

/** A deterministic sequence of numbers in [0, 1), so a failing run can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function line(count: number): LonLat[] {
  return Array.from({ length: count }, (_, i): LonLat => [4 + (i % 40) * 0.002, 60 + i * 0.0003]);
}

/** The full recomputation the kept lengths must agree with. */
function measured(points: readonly LonLat[]) {
  const fromStart = [0];
  for (let i = 1; i < points.length; i++) {
    fromStart.push(fromStart[i - 1]! + greatCircleDistance(points[i - 1]!, points[i]!));
  }
  return { total: fromStart[fromStart.length - 1]!, fromStart };
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, expected));

describe('kept line lengths', () => {
  it('re-measures only the two segments beside a moved point', () => {
    const lengths = new LineLengths();
    const points = line(1_000);
    expect(lengths.update(points)).toHaveLength(999);
    const next = points.slice();
    next[500] = [next[500]![0], next[500]![1] + 0.00001];
    expect(lengths.update(next)).toEqual([499, 500]);
    expect(lengths.update(next)).toEqual([]);
    const ends = next.slice();
    ends[0] = [3.9, 59.9];
    ends[999] = [5, 61];
    expect(lengths.update(ends)).toEqual([0, 998]);
  });

  it('re-measures neighbours once when points side by side move together', () => {
    const lengths = new LineLengths();
    const points = line(10);
    lengths.update(points);
    const next = points.map((point, i): LonLat => (i === 4 || i === 5 ? [5, 61 + i] : point));
    expect(lengths.update(next)).toEqual([3, 4, 5]);
  });

  it('after any sequence of moves equals a full recomputation to 1e-9', () => {
    const next = random(7);
    const lengths = new LineLengths();
    let points = line(300);
    lengths.update(points);
    for (let move = 0; move < 5_000; move++) {
      points = points.slice();
      const index = Math.floor(next() * points.length);
      points[index] = [4 + next() * 0.1, 60 + next() * 0.1];
      lengths.update(points);
      if (move % 500 === 0) {
        const probe = Math.floor(next() * points.length);
        close(lengths.fromStart(probe), measured(points).fromStart[probe]!);
      }
    }
    const full = measured(points);
    close(lengths.total, full.total);
    for (let i = 0; i < points.length; i++) close(lengths.fromStart(i), full.fromStart[i]!);
    for (let i = 0; i + 1 < points.length; i++) {
      expect(lengths.segment(i)).toBe(greatCircleDistance(points[i]!, points[i + 1]!));
    }
  });

  it('measures afresh when points are added or dropped', () => {
    const lengths = new LineLengths();
    const points = line(20);
    lengths.update(points);
    lengths.fromStart(19);
    const shorter = points.slice(0, 12);
    expect(lengths.update(shorter)).toHaveLength(11);
    close(lengths.total, measured(shorter).total);
    expect(lengths.fromStart(11)).toBe(measured(shorter).fromStart[11]);
    expect(lengths.update([])).toEqual([]);
    expect(lengths.total).toBe(0);
    expect(lengths.fromStart(0)).toBe(0);
  });
});
