import { describe, expect, it } from 'vitest';
import { StreamLimits, type StreamPlace } from './stream-limits.js';

const place = (taken: StreamPlace | string): StreamPlace => {
  if (typeof taken === 'string') throw new Error(`refused: ${taken}`);
  return taken;
};

describe('stream limits', () => {
  it('refuses a client past its own limit while others still get places', () => {
    const limits = new StreamLimits(2, 10);
    place(limits.take('a'));
    place(limits.take('a'));
    expect(limits.take('a')).toBe('client');
    place(limits.take('b'));
    expect(limits.openStreams).toBe(3);
  });

  it('refuses everyone past the process limit', () => {
    const limits = new StreamLimits(5, 3);
    place(limits.take('a'));
    place(limits.take('b'));
    place(limits.take('c'));
    expect(limits.take('d')).toBe('total');
  });

  it('gives a place back once, however often a stream reports its close', () => {
    const limits = new StreamLimits(1, 10);
    const first = place(limits.take('a'));
    place(limits.take('b'));
    first.release();
    first.release();
    expect(limits.heldBy('a')).toBe(0);
    expect(limits.openStreams).toBe(1);
    place(limits.take('a'));
    expect(limits.take('a')).toBe('client');
  });
});
