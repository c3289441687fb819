import { describe, expect, it } from 'vitest';
import { runFuzz } from './fuzz.js';

describe('fuzz', () => {
  it('survives 300 000 random and mutated lines with only known error kinds', () => {
    const report = runFuzz(300_000, 42);
    expect(report.problems).toEqual([]);
    expect(report.lines).toBe(300_000);
    // The mix must reach both outcomes, and most error kinds.
    expect(report.decoded).toBeGreaterThan(30_000);
    const reached = Object.values(report.errors).filter((n) => n > 0).length;
    expect(reached).toBeGreaterThanOrEqual(10);
  });
});
