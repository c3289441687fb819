import { describe, expect, it } from 'vitest';
import {
  pollIntervalMs,
  STREAM_INTERVAL_MS,
  updateModeFor,
  zoomChangeRestarts,
} from './update-mode.js';

const MIN = 60_000;

describe('update interval by zoom (spec 02 §9)', () => {
  it.each([
    [11, 10_000],
    [10.5, 10_000],
    [10.01, 10_000],
    [10, 20_000],
    [9.01, 20_000],
    [9, 2 * MIN],
    [8.5, 2 * MIN],
    [8, 3 * MIN],
    [7, 4 * MIN],
    [6, 5 * MIN],
    [5, 10 * MIN],
    [4, 15 * MIN],
    [3.01, 15 * MIN],
    [3, 20 * MIN],
    [0, 20 * MIN],
  ])('zoom %s polls every %i ms', (zoom, ms) => {
    expect(pollIntervalMs(zoom)).toBe(ms);
    expect(updateModeFor(zoom)).toEqual({ kind: 'poll', intervalMs: ms });
  });

  it('zoom exactly 11 polls, 11.01 streams with the 5000 ms stream interval', () => {
    expect(updateModeFor(11).kind).toBe('poll');
    expect(updateModeFor(11.01)).toEqual({ kind: 'stream', intervalMs: 5000 });
    expect(STREAM_INTERVAL_MS).toBe(5000);
    expect(updateModeFor(18)).toEqual({ kind: 'stream', intervalMs: 5000 });
  });
});

describe('restart rule (spec 02 §4)', () => {
  const restarts = (from: number, to: number) =>
    zoomChangeRestarts(updateModeFor(from), updateModeFor(to));

  it('a zoom change within one interval does not restart', () => {
    expect(restarts(10.2, 10.8)).toBe(false);
    expect(restarts(12, 16)).toBe(false);
    expect(restarts(1, 2.5)).toBe(false);
  });

  it('a new interval or a new mode restarts', () => {
    expect(restarts(9.5, 10.5)).toBe(true);
    expect(restarts(10.9, 11.1)).toBe(true);
    expect(restarts(11.1, 10.9)).toBe(true);
    expect(restarts(3, 3.5)).toBe(true);
  });
});
